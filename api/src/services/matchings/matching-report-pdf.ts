import { SCORE_LABELS, type ScoreKey } from '@rapport/wire/entities/scores';
import PDFDocument from 'pdfkit';
import { matchPercent } from '../../model';
import { drawFigure, layoutChart } from '../results/reports/chart';
import { registerFonts, SANS, SANS_BOLD } from '../results/reports/fonts';
import { formatReportDate, fullName, percentText, softSkillItems } from '../results/reports/labels';
import { MATCHING_REPORT_LABELS, scoreTitle, type MatchingReportData, type MatchingReportLang, type MatchingReportPerson } from './matching-report-labels';

/**
 * The matching report of two people, drawn with pdfkit in DejaVu Sans like
 * the profile reports: page 1 the Relational Index, the five fibers, the legend of their
 * abbreviations and the strongest and weakest explained; page 2 both profiles side by side (the four-axis graph, the stakes balance,
 * the soft skills).
 */

// the profile reports' palette (services/results/reports/pdf.ts)
const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#2a6f97';
const RULE = '#d9e2ec';
const PANEL = '#f5f7fa';
const STAKE_COLOURS = ['#2a6f97', '#e9c46a', '#2a9d8f'] as const;
const TOP_COLOUR = '#2a9d8f';
const BOTTOM_COLOUR = '#e76f51';
const MARGIN = 48;

const percentOf = (score: number, lang: MatchingReportLang): string => percentText(matchPercent(score), lang);

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function heading(doc: PDFKit.PDFDocument, text: string, x: number, width: number): void {
  doc.font(SANS_BOLD).fontSize(13).fillColor(ACCENT).text(text, x, doc.y, { width });
  doc.moveDown(0.25);
}

function rule(doc: PDFKit.PDFDocument, x: number, width: number): void {
  doc.moveTo(x, doc.y).lineTo(x + width, doc.y).lineWidth(0.7).stroke(RULE);
}

/** The brand, the title, both names and the date. */
function header(doc: PDFKit.PDFDocument, data: MatchingReportData, lang: MatchingReportLang, width: number): void {
  const labels = MATCHING_REPORT_LABELS[lang];
  doc.font(SANS_BOLD).fontSize(9).fillColor(ACCENT).text('RAPPORT', MARGIN, MARGIN, { width, characterSpacing: 2 });
  doc.moveDown(0.3);
  doc.font(SANS_BOLD).fontSize(22).fillColor(INK).text(labels.title, { width });
  doc.font(SANS_BOLD).fontSize(15).fillColor(INK).text(`${fullName(data.people[0])} ${labels.and} ${fullName(data.people[1])}`, { width });
  doc.font(SANS).fontSize(10).fillColor(MUTED).text(formatReportDate(data.date, lang), { width });
  doc.moveDown(0.6);
  rule(doc, MARGIN, width);
  doc.moveDown(0.8);
}

/** The Relational Index in a panel: its name and meaning on the left, the percentage on the right. */
function relationalIndexPanel(doc: PDFKit.PDFDocument, data: MatchingReportData, lang: MatchingReportLang, width: number): void {
  const labels = MATCHING_REPORT_LABELS[lang];
  const title = scoreTitle('RI', lang);
  const top = doc.y;
  const textWidth = width - 150;
  doc.font(SANS_BOLD).fontSize(12);
  const textHeight = doc.heightOfString(title, { width: textWidth }) + 4 + doc.font(SANS).fontSize(9).heightOfString(labels.relationalIndexCaption, { width: textWidth });
  const height = Math.max(64, textHeight + 28);
  doc.rect(MARGIN, top, width, height).fill(PANEL);
  doc.rect(MARGIN, top, 4, height).fill(ACCENT);
  doc.font(SANS_BOLD).fontSize(12).fillColor(INK).text(title, MARGIN + 16, top + 14, { width: textWidth });
  doc.moveDown(0.2);
  doc.font(SANS).fontSize(9).fillColor(MUTED).text(labels.relationalIndexCaption, { width: textWidth });
  doc
    .font(SANS_BOLD)
    .fontSize(30)
    .fillColor(ACCENT)
    .text(percentOf(data.relationalIndex, lang), MARGIN, top + height / 2 - 17, { width: width - 18, align: 'right', lineBreak: false });
  doc.x = MARGIN;
  doc.y = top + height + 18;
}

/** One row per fiber: its name and abbreviation, a bar on 0..100% and the percentage; the top and bottom ones coloured. */
function fiberRows(doc: PDFKit.PDFDocument, data: MatchingReportData, lang: MatchingReportLang, width: number): void {
  const labels = MATCHING_REPORT_LABELS[lang];
  heading(doc, labels.fibersTitle, MARGIN, width);
  doc.font(SANS).fontSize(9).fillColor(MUTED).text(labels.fibersCaption, MARGIN, doc.y, { width });
  let y = doc.y + 8;
  const nameWidth = 180;
  const barLeft = MARGIN + nameWidth + 10;
  const barWidth = width - nameWidth - 10 - 56;
  for (const fiber of data.fibers) {
    const top = fiber.key === data.top.key;
    const bottom = fiber.key === data.bottom.key;
    const colour = top ? TOP_COLOUR : bottom ? BOTTOM_COLOUR : ACCENT;
    doc.font(top || bottom ? SANS_BOLD : SANS).fontSize(10).fillColor(INK).text(scoreTitle(fiber.key, lang), MARGIN, y, { width: nameWidth, lineBreak: false });
    doc.roundedRect(barLeft, y + 2, barWidth, 9, 4.5).fill(RULE);
    const filled = (barWidth * matchPercent(fiber.score)) / 100;
    if (filled > 0) doc.roundedRect(barLeft, y + 2, Math.max(filled, 9), 9, 4.5).fill(colour);
    doc.font(SANS_BOLD).fontSize(10).fillColor(INK).text(percentOf(fiber.score, lang), barLeft + barWidth, y, { width: 56, align: 'right', lineBreak: false });
    y += 22;
  }
  doc.x = MARGIN;
  doc.y = y + 4;
}

/** What each abbreviation stands for, as the company's tables and their pictures say it: "Abbreviations: RI Relational Index · FE Feeling · …". */
function legend(doc: PDFKit.PDFDocument, keys: readonly ScoreKey[], lang: MatchingReportLang, width: number): void {
  const { legend: title, scores } = SCORE_LABELS[lang];
  // French puts a space before the colon
  doc.font(SANS_BOLD).fontSize(9).fillColor(INK).text(`${title}${lang === 'fr' ? '\u00a0:' : ':'} `, MARGIN, doc.y, { width, continued: true });
  keys.forEach((key, index) => {
    const last = index === keys.length - 1;
    doc.font(SANS_BOLD).fillColor(INK).text(`${scores[key].abbr} `, { continued: true });
    doc.font(SANS).fillColor(MUTED).text(last ? scores[key].name : `${scores[key].name} · `, { continued: !last });
  });
  doc.x = MARGIN;
  doc.moveDown(1.2);
}

/** The strongest or weakest fiber: a coloured mark, its name with its score, its description. */
function fiberExplained(doc: PDFKit.PDFDocument, title: string, fiber: MatchingReportData['top'], colour: string, lang: MatchingReportLang, width: number): void {
  if (doc.y + 90 > doc.page.height - MARGIN) doc.addPage();
  const top = doc.y;
  doc.font(SANS_BOLD).fontSize(9).fillColor(colour).text(title.toUpperCase(), MARGIN + 12, top, { width: width - 12 });
  // French puts a space before the colon
  doc.font(SANS_BOLD).fontSize(12).fillColor(INK).text(`${scoreTitle(fiber.key, lang)}${lang === 'fr' ? '\u00a0:' : ':'} ${percentOf(fiber.score, lang)}`, { width: width - 12 });
  doc.moveDown(0.2);
  doc.font(SANS).fontSize(10).fillColor(INK).text(fiber.description[lang], { width: width - 12, lineGap: 1.5 });
  doc.rect(MARGIN, top, 3, doc.y - top).fill(colour);
  doc.x = MARGIN;
  doc.moveDown(1);
}

/** The stakes balance as a stacked bar with the three names and percentages under it. */
function stakes(doc: PDFKit.PDFDocument, data: MatchingReportData, person: MatchingReportPerson, lang: MatchingReportLang, x: number, width: number): void {
  const y = doc.y;
  let cursor = x;
  person.percents.forEach((percent, i) => {
    const w = (width * percent) / 100;
    if (w > 0) doc.rect(cursor, y, w, 11).fill(STAKE_COLOURS[i]);
    cursor += w;
  });
  let rowY = y + 18;
  person.percents.forEach((percent, i) => {
    doc.rect(x, rowY + 1.5, 8, 8).fill(STAKE_COLOURS[i]);
    doc.font(SANS).fontSize(9.5).fillColor(INK).text(data.stakeNames[i][lang], x + 14, rowY, { width: width - 70, lineBreak: false });
    doc.font(SANS_BOLD).fontSize(9.5).fillColor(INK).text(percentText(percent, lang), x, rowY, { width, align: 'right', lineBreak: false });
    rowY += 15;
  });
  doc.x = x;
  doc.y = rowY + 4;
}

/** One person's column: name, graph, stakes, soft skills; answers the column's bottom. */
function profileColumn(doc: PDFKit.PDFDocument, data: MatchingReportData, person: MatchingReportPerson, lang: MatchingReportLang, x: number, top: number, width: number): number {
  const labels = MATCHING_REPORT_LABELS[lang];
  doc.font(SANS_BOLD).fontSize(14).fillColor(INK).text(fullName(person), x, top, { width });
  doc.moveDown(0.5);

  doc.font(SANS_BOLD).fontSize(10.5).fillColor(ACCENT).text(labels.axesTitle, x, doc.y, { width });
  const chart = {
    daily: person.daily,
    tension: person.tension,
    axisLabels: data.axisNames.map((name) => name[lang]),
    modeLabels: [data.modeNames[0][lang], data.modeNames[1][lang]] as const,
    decimalComma: lang !== 'en',
  };
  // laid out narrower than the profile report's graph (500), so its labels stay readable in a column
  const figure = layoutChart(chart, 400, 250);
  const scale = width / figure.width;
  const chartTop = doc.y + 4;
  drawFigure(doc, figure, x, chartTop, scale);
  doc.x = x;
  doc.y = chartTop + figure.height * scale + 12;

  doc.font(SANS_BOLD).fontSize(10.5).fillColor(ACCENT).text(labels.stakesTitle, x, doc.y, { width });
  doc.moveDown(0.3);
  stakes(doc, data, person, lang, x, width);
  doc.moveDown(0.6);

  doc.font(SANS_BOLD).fontSize(10.5).fillColor(ACCENT).text(labels.softSkills, x, doc.y, { width });
  doc.moveDown(0.3);
  for (const item of softSkillItems(person.softSkills[lang])) {
    const name = item.name || item.description;
    doc.circle(x + 3, doc.y + 6, 2).fill(ACCENT);
    doc.font(SANS).fontSize(10).fillColor(INK).text(name, x + 12, doc.y, { width: width - 12 });
    doc.moveDown(0.2);
  }
  return doc.y;
}

/** The matching report of two people as a PDF, in English or French. */
export async function matchingReportPdf(data: MatchingReportData, lang: MatchingReportLang): Promise<Buffer> {
  const labels = MATCHING_REPORT_LABELS[lang];
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    lang,
    displayTitle: true,
    info: {
      Title: `${labels.title}: ${fullName(data.people[0])} ${labels.and} ${fullName(data.people[1])}`,
      Author: 'Rapport',
      Creator: 'Rapport',
      Producer: 'Rapport',
      CreationDate: data.date,
      ModDate: data.date,
    },
  });
  registerFonts(doc);
  const width = doc.page.width - 2 * MARGIN;

  header(doc, data, lang, width);
  relationalIndexPanel(doc, data, lang, width);
  fiberRows(doc, data, lang, width);
  legend(doc, ['RI', ...data.fibers.map((fiber) => fiber.key)], lang, width);
  fiberExplained(doc, labels.topFiber, data.top, TOP_COLOUR, lang, width);
  fiberExplained(doc, labels.bottomFiber, data.bottom, BOTTOM_COLOUR, lang, width);

  doc.addPage();
  doc.y = MARGIN;
  heading(doc, labels.profilesTitle, MARGIN, width);
  doc.moveDown(0.3);
  rule(doc, MARGIN, width);
  const top = doc.y + 14;
  const gutter = 28;
  const column = (width - gutter) / 2;
  const bottoms = data.people.map((person, i) => profileColumn(doc, data, person, lang, MARGIN + i * (column + gutter), top, column));
  // a thin line between the two columns
  doc.moveTo(MARGIN + column + gutter / 2, top).lineTo(MARGIN + column + gutter / 2, Math.max(...bottoms)).lineWidth(0.7).stroke(RULE);
  return toBuffer(doc);
}
