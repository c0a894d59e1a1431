import PDFDocument from 'pdfkit';
import type { Lang } from '../../../content/types';
import { drawFigure, layoutChart } from './chart';
import { registerFonts, SANS, SANS_BOLD } from './fonts';
import { formatReportDate, fullName, percentText, REPORT_LABELS, softSkillItems, type ReportData } from './labels';

/**
 * The PDF reports, drawn with pdfkit in DejaVu Sans: the profile report (as many pages as the
 * texts need) and the one-page relational CV. Both are deterministic for a given result
 * (fixed creation date: the result's), so a file made again is the same file.
 */

const INK = '#1f2933';
const MUTED = '#52606d';
const ACCENT = '#2a6f97';
const RULE = '#d9e2ec';
const STAKE_COLOURS = ['#2a6f97', '#e9c46a', '#2a9d8f'] as const;

function newDocument(data: ReportData, lang: Lang, title: string, margin: number): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin,
    lang,
    displayTitle: true,
    info: {
      Title: `${title}: ${fullName(data)}`,
      Author: 'Rapport',
      Creator: 'Rapport',
      Producer: 'Rapport',
      CreationDate: data.finishedAt,
      ModDate: data.finishedAt,
    },
  });
  registerFonts(doc);
  doc.font(SANS).fillColor(INK);
  return doc;
}

function toBuffer(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

function chartFor(data: ReportData, lang: Lang) {
  return layoutChart({
    daily: data.daily,
    tension: data.tension,
    axisLabels: data.axisNames.map((name) => name[lang]),
    modeLabels: [data.modeNames[0][lang], data.modeNames[1][lang]],
    decimalComma: lang !== 'en',
  });
}

/** The three stakes as a stacked bar with their names and whole percentages under it. */
function drawStakes(doc: PDFKit.PDFDocument, data: ReportData, lang: Lang, x: number, y: number, width: number, size: number): number {
  const barHeight = size * 1.1;
  let cursor = x;
  data.percents.forEach((percent, i) => {
    const w = (width * percent) / 100;
    if (w > 0) doc.rect(cursor, y, w, barHeight).fill(STAKE_COLOURS[i]);
    cursor += w;
  });
  const column = width / 3;
  data.percents.forEach((percent, i) => {
    const cx = x + column * i;
    doc.rect(cx, y + barHeight + size * 0.7, size * 0.8, size * 0.8).fill(STAKE_COLOURS[i]);
    doc
      .font(SANS)
      .fontSize(size)
      .fillColor(INK)
      .text(`${data.stakeNames[i][lang]}: `, cx + size * 1.2, y + barHeight + size * 0.5, { lineBreak: false, continued: true })
      .font(SANS_BOLD)
      .text(percentText(percent, lang), { lineBreak: false });
  });
  return barHeight + size * 2.2;
}

function heading(doc: PDFKit.PDFDocument, text: string, size: number, gapBefore: number): void {
  doc.moveDown(gapBefore);
  doc.font(SANS_BOLD).fontSize(size).fillColor(ACCENT).text(text);
  doc.moveDown(0.2);
  doc.font(SANS).fillColor(INK);
}

/** The profile report: header, graph, stakes, soft skills and the five texts. */
export async function profilePdf(data: ReportData, lang: Lang): Promise<Buffer> {
  const labels = REPORT_LABELS[lang];
  const doc = newDocument(data, lang, labels.profileTitle, 56);
  const width = doc.page.width - 2 * 56;
  const left = 56;

  doc.font(SANS_BOLD).fontSize(9).fillColor(ACCENT).text(labels.brand.toUpperCase(), { characterSpacing: 2 });
  doc.moveDown(0.3);
  doc.font(SANS_BOLD).fontSize(22).fillColor(INK).text(labels.profileTitle);
  doc.font(SANS_BOLD).fontSize(15).fillColor(INK).text(fullName(data));
  doc.font(SANS).fontSize(10).fillColor(MUTED).text(formatReportDate(data.finishedAt, lang));
  doc.moveDown(0.6);
  doc.moveTo(left, doc.y).lineTo(left + width, doc.y).lineWidth(0.7).stroke(RULE);

  heading(doc, labels.axesTitle, 13, 0.8);
  doc.fontSize(9).fillColor(MUTED).text(labels.axesCaption);
  const figure = chartFor(data, lang);
  const scale = width / figure.width;
  const chartTop = doc.y + 6;
  drawFigure(doc, figure, left, chartTop, scale);
  doc.y = chartTop + figure.height * scale + 6;
  doc.x = left;

  heading(doc, labels.stakesTitle, 13, 0.6);
  const stakesTop = doc.y + 2;
  doc.y = stakesTop + drawStakes(doc, data, lang, left, stakesTop, width, 10) + 4;
  doc.x = left;

  heading(doc, labels.softSkills, 13, 0.8);
  for (const item of softSkillItems(data.texts.soft_skills[lang])) {
    if (item.name) doc.font(SANS_BOLD).fontSize(10.5).fillColor(INK).text(item.name);
    doc.font(SANS).fontSize(10).fillColor(INK).text(item.description, { align: 'left', lineGap: 1.5 });
    doc.moveDown(0.4);
  }

  for (const [key, title] of labels.sections) {
    // a heading never ends a page alone
    if (doc.y + 70 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    heading(doc, title, 13, 0.6);
    doc.font(SANS).fontSize(10).fillColor(INK).text(data.texts[key][lang], { lineGap: 1.5 });
  }
  return toBuffer(doc);
}

interface CvLayout {
  size: number;
  height: number;
}

/** Height of the CV's text part at a body font size (the same calls as the drawing below). */
function cvTextHeight(doc: PDFKit.PDFDocument, data: ReportData, lang: Lang, width: number, size: number): number {
  const labels = REPORT_LABELS[lang];
  const gap = size * 0.55;
  let height = 0;
  doc.font(SANS_BOLD).fontSize(size + 2);
  height += doc.heightOfString(labels.softSkills, { width }) + gap * 0.5;
  for (const item of softSkillItems(data.texts.soft_skills[lang])) {
    doc.font(SANS).fontSize(size);
    const text = item.name ? `${item.name}: ${item.description}` : item.description;
    height += doc.heightOfString(text, { width, lineGap: 0.5 }) + gap * 0.4;
  }
  for (const [key, title] of labels.sections) {
    doc.font(SANS_BOLD).fontSize(size + 1);
    height += gap + doc.heightOfString(title, { width });
    doc.font(SANS).fontSize(size);
    height += doc.heightOfString(data.texts[key][lang], { width, lineGap: 0.5 });
  }
  return height;
}

/**
 * The relational CV on exactly one page: name, date, the graph beside the stakes, then the
 * soft skills and the five texts in the largest body size (9.5 pt down to 6 pt) that fits.
 */
export async function cvPdf(data: ReportData, lang: Lang): Promise<Buffer> {
  const labels = REPORT_LABELS[lang];
  const margin = 36;
  const doc = newDocument(data, lang, labels.cvTitle, margin);
  const width = doc.page.width - 2 * margin;
  const left = margin;
  const bottom = doc.page.height - margin;

  // header: name and title on the left, brand and date on the right
  doc.font(SANS_BOLD).fontSize(20).fillColor(INK).text(fullName(data), left, margin, { width: width * 0.68 });
  const nameBottom = doc.y;
  doc.font(SANS).fontSize(11).fillColor(ACCENT).text(labels.cvTitle, left, nameBottom, { width: width * 0.68 });
  const titleBottom = doc.y;
  doc.font(SANS_BOLD).fontSize(9).fillColor(ACCENT).text(labels.brand.toUpperCase(), left, margin + 4, { width, align: 'right', characterSpacing: 2 });
  doc.font(SANS).fontSize(9).fillColor(MUTED).text(formatReportDate(data.finishedAt, lang), left, margin + 18, { width, align: 'right' });
  let y = Math.max(titleBottom, margin + 32) + 6;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.7).stroke(RULE);
  y += 8;

  // graph (left two thirds) and stakes (right third)
  const figure = chartFor(data, lang);
  const chartWidth = width * 0.66;
  const scale = chartWidth / figure.width;
  doc.font(SANS_BOLD).fontSize(10).fillColor(ACCENT).text(labels.axesTitle, left, y, { width: chartWidth });
  drawFigure(doc, figure, left, doc.y + 2, scale);
  const chartBottom = doc.y + 2 + figure.height * scale;
  const stakesLeft = left + chartWidth + 14;
  const stakesWidth = width - chartWidth - 14;
  doc.font(SANS_BOLD).fontSize(10).fillColor(ACCENT).text(labels.stakesTitle, stakesLeft, y, { width: stakesWidth });
  let sy = doc.y + 6;
  data.percents.forEach((percent, i) => {
    doc.rect(stakesLeft, sy, stakesWidth, 26).fill('#f5f7fa');
    doc.rect(stakesLeft, sy, 4, 26).fill(STAKE_COLOURS[i]);
    doc.font(SANS).fontSize(9).fillColor(INK).text(data.stakeNames[i][lang], stakesLeft + 10, sy + 8, { width: stakesWidth - 60, lineBreak: false });
    doc.font(SANS_BOLD).fontSize(13).fillColor(INK).text(percentText(percent, lang), stakesLeft, sy + 6, { width: stakesWidth - 8, align: 'right', lineBreak: false });
    sy += 32;
  });
  y = Math.max(chartBottom, sy) + 8;
  doc.moveTo(left, y).lineTo(left + width, y).lineWidth(0.7).stroke(RULE);
  y += 8;

  // the texts, in the largest size that fits the rest of the page
  const available = bottom - y;
  let layout: CvLayout = { size: 6, height: cvTextHeight(doc, data, lang, width, 6) };
  for (let size = 9.5; size > 6; size -= 0.25) {
    const height = cvTextHeight(doc, data, lang, width, size);
    if (height <= available - size * 2) {
      layout = { size, height };
      break;
    }
  }
  const { size } = layout;
  const gap = size * 0.55;
  doc.x = left;
  doc.y = y;
  doc.font(SANS_BOLD).fontSize(size + 2).fillColor(ACCENT).text(labels.softSkills, left, doc.y, { width });
  doc.y += gap * 0.5;
  for (const item of softSkillItems(data.texts.soft_skills[lang])) {
    doc.fillColor(INK);
    if (item.name) {
      doc.font(SANS_BOLD).fontSize(size).text(`${item.name}: `, left, doc.y, { width, continued: true, lineGap: 0.5 });
      doc.font(SANS).text(item.description, { lineGap: 0.5 });
    } else {
      doc.font(SANS).fontSize(size).text(item.description, left, doc.y, { width, lineGap: 0.5 });
    }
    doc.y += gap * 0.4;
  }
  for (const [key, title] of labels.sections) {
    doc.y += gap;
    doc.font(SANS_BOLD).fontSize(size + 1).fillColor(ACCENT).text(title, left, doc.y, { width });
    doc.font(SANS).fontSize(size).fillColor(INK).text(data.texts[key][lang], left, doc.y, { width, lineGap: 0.5 });
  }
  return toBuffer(doc);
}
