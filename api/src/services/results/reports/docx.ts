import {
  AlignmentType,
  BorderStyle,
  Document,
  ImageRun,
  Packer,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import sharp from 'sharp';
import type { Lang } from '../../../content/types';
import { figureToSvg, layoutChart } from './chart';
import { pointFontconfigAtReportFonts } from './fonts';
import { formatReportDate, fullName, percentText, REPORT_LABELS, softSkillItems, type ReportData } from './labels';

/**
 * The relational CV as a Word document: the same content as the PDF CV, on one A4 page with
 * narrow margins and small type. The graph is the same figure, drawn as SVG and rasterised by
 * sharp into a PNG (twice the size it is shown at, so it stays sharp when printed).
 */

const FONT = 'DejaVu Sans';
const INK = '1F2933';
const MUTED = '52606D';
const ACCENT = '2A6F97';
const STAKE_COLOURS = ['2A6F97', 'E9C46A', '2A9D8F'] as const;
/** half-points */
const BODY = 16;

/** The four-axis graph as a PNG (density 144: twice the figure's size in points). */
export async function chartPng(data: ReportData, lang: Lang): Promise<{ png: Buffer; width: number; height: number }> {
  pointFontconfigAtReportFonts();
  const figure = layoutChart({
    daily: data.daily,
    tension: data.tension,
    axisLabels: data.axisNames.map((name) => name[lang]),
    modeLabels: [data.modeNames[0][lang], data.modeNames[1][lang]],
    decimalComma: lang !== 'en',
  });
  const png = await sharp(Buffer.from(figureToSvg(figure)), { density: 144 }).png().toBuffer();
  return { png, width: figure.width, height: figure.height };
}

const run = (text: string, options: { bold?: boolean; size?: number; color?: string } = {}) =>
  new TextRun({ text, font: FONT, bold: options.bold, size: options.size ?? BODY, color: options.color ?? INK });

const heading = (text: string) =>
  new Paragraph({ spacing: { before: 120, after: 30 }, children: [run(text, { bold: true, size: BODY + 4, color: ACCENT })] });

const noBorders = {
  top: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  bottom: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  left: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
  right: { style: BorderStyle.NONE, size: 0, color: 'FFFFFF' },
};

export async function cvDocx(data: ReportData, lang: Lang): Promise<Buffer> {
  const labels = REPORT_LABELS[lang];
  const chart = await chartPng(data, lang);
  // shown 4.3 inches wide (96 px to the inch): about two thirds of the text width
  const shownWidth = 410;
  const shownHeight = Math.round((shownWidth * chart.height) / chart.width);

  const stakesCells = data.percents.map(
    (percent, i) =>
      new TableCell({
        width: { size: 33, type: WidthType.PERCENTAGE },
        shading: { type: ShadingType.CLEAR, fill: 'F5F7FA', color: 'auto' },
        borders: { ...noBorders, left: { style: BorderStyle.SINGLE, size: 24, color: STAKE_COLOURS[i] } },
        margins: { top: 60, bottom: 60, left: 120, right: 120 },
        children: [
          new Paragraph({
            children: [run(`${data.stakeNames[i][lang]}  `), run(percentText(percent, lang), { bold: true, size: BODY + 8 })],
          }),
        ],
      }),
  );

  const softSkills = softSkillItems(data.texts.soft_skills[lang]).map(
    (item) =>
      new Paragraph({
        spacing: { after: 50 },
        children: item.name ? [run(`${item.name}: `, { bold: true }), run(item.description)] : [run(item.description)],
      }),
  );

  const sections = labels.sections.flatMap(([key, title]) => [
    heading(title),
    new Paragraph({ spacing: { after: 20 }, children: [run(data.texts[key][lang])] }),
  ]);

  const document = new Document({
    creator: 'Rapport',
    title: `${labels.cvTitle}: ${fullName(data)}`,
    styles: { default: { document: { run: { font: FONT, size: BODY } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 720, bottom: 720, left: 720, right: 720 },
          },
        },
        children: [
          new Paragraph({
            alignment: AlignmentType.RIGHT,
            children: [run(`${labels.brand.toUpperCase()}  ·  ${formatReportDate(data.finishedAt, lang)}`, { size: BODY, color: MUTED })],
          }),
          new Paragraph({ children: [run(fullName(data), { bold: true, size: 40 })] }),
          new Paragraph({ spacing: { after: 120 }, children: [run(labels.cvTitle, { size: 22, color: ACCENT })] }),
          heading(labels.axesTitle),
          new Paragraph({
            alignment: AlignmentType.CENTER,
            children: [
              new ImageRun({
                type: 'png',
                data: chart.png,
                transformation: { width: shownWidth, height: shownHeight },
                altText: { name: 'chart', title: labels.axesTitle, description: labels.chartAlt },
              }),
            ],
          }),
          heading(labels.stakesTitle),
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            borders: { ...noBorders, insideHorizontal: noBorders.top, insideVertical: noBorders.top },
            rows: [new TableRow({ children: stakesCells })],
          }),
          heading(labels.softSkills),
          ...softSkills,
          ...sections,
        ],
      },
    ],
  });
  return Packer.toBuffer(document);
}
