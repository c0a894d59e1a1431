import sharp from 'sharp';
import { pdfPages } from '@rapport/api/testing/documents';
import { sampleReportData } from '@rapport/api/testing/report-data';
import { loadContent } from '../../../content/load';
import type { Lang } from '../../../content/types';
import { figureToSvg, formatScore, layoutChart } from './chart';
import { chartPng } from './docx';
import { reportFileName, makeReport } from './index';
import { fileNameSlug, formatReportDate, softSkillItems } from './labels';

const content = loadContent();
const LANGS: Lang[] = ['en', 'fr', 'ru'];
const dataOf = sampleReportData;

/** pdfkit writes one `/Type /Page` object per page. */
const pageCount = (pdf: Buffer): number => (pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('report files', () => {
  it('fit the relational CV on one page for every sample profile in every language', async () => {
    for (let i = 0; i < content.samples.length; i++) {
      for (const lang of LANGS) {
        const file = await makeReport('cv-pdf', lang, dataOf(i));
        expect([i, lang, pageCount(file.body)]).toEqual([i, lang, 1]);
      }
    }
  });

  it('are the same bytes when made again (a file made on demand equals the one made on completion)', async () => {
    for (const kind of ['profile-pdf', 'cv-pdf'] as const) {
      const a = await makeReport(kind, 'fr', dataOf(2));
      const b = await makeReport(kind, 'fr', dataOf(2));
      expect(a.body.equals(b.body)).toBe(true);
    }
  });

  it('write names in any script: accents and Cyrillic come out as text', async () => {
    const file = await makeReport('cv-pdf', 'ru', dataOf(1, { firstName: 'Ада', lastName: 'Лавлейс-Éluard' }));
    const [page] = await pdfPages(file.body);
    expect(page).toContain('Ада Лавлейс-Éluard');
    expect(page).toContain('5 марта 2025');
  });

  it('name the files after the person, in ASCII', () => {
    expect(reportFileName('profile-pdf', 'fr', { firstName: 'Ada', lastName: 'Lovelace' })).toBe('rapport-profile-ada-lovelace-fr.pdf');
    expect(reportFileName('cv-docx', 'en', { firstName: 'Zoë', lastName: "O'Brien" })).toBe('rapport-relational-cv-zoe-o-brien-en.docx');
    expect(reportFileName('cv-pdf', 'ru', { firstName: 'Ада', lastName: 'Лавлейс' })).toBe('rapport-relational-cv-ada-lavleis-ru.pdf');
    expect(reportFileName('cv-pdf', 'ru', { firstName: '', lastName: '' })).toBe('rapport-relational-cv-ru.pdf');
    expect(fileNameSlug('  Jean--Émile  Dupont ')).toBe('jean-emile-dupont');
  });

  it('date the reports in the language’s format', () => {
    const date = new Date('2025-03-05T23:30:00Z');
    expect(formatReportDate(date, 'en')).toBe('March 5, 2025');
    expect(formatReportDate(date, 'fr')).toBe('5 mars 2025');
    expect(formatReportDate(date, 'ru')).toMatch(/^5 марта 2025/);
  });

  it('split the soft skills text into names and descriptions', () => {
    const items = softSkillItems(dataOf(0).texts.soft_skills.fr);
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item.name.length).toBeGreaterThan(0);
      expect(item.description.length).toBeGreaterThan(20);
    }
  });
});

describe('the four-axis graph', () => {
  const data = dataOf(0);
  const figure = layoutChart({
    daily: data.daily,
    tension: data.tension,
    axisLabels: data.axisNames.map((n) => n.en),
    modeLabels: [data.modeNames[0].en, data.modeNames[1].en],
    decimalComma: false,
  });

  it('shows both series on a -10..+10 scale with the axis names, the legend and every score', () => {
    const texts = figure.shapes.flatMap((s) => (s.type === 'text' ? [s.text] : []));
    expect(texts).toEqual(expect.arrayContaining(['+10', '+5', '0', '\u22125', '\u221210', 'On a daily basis', 'Under tension', 'Opposition', 'Distance', 'Discomfort']));
    for (const value of [...data.daily, ...data.tension]) expect(texts).toContain(formatScore(value * 10, false));
    // 2 legend squares + 8 bars
    expect(figure.shapes.filter((s) => s.type === 'rect')).toHaveLength(10);
    expect(formatScore(-3.45, true)).toBe('\u22123,5');
    expect(formatScore(0.04, false)).toBe('0.0');
  });

  it('draws bars up for positive scores and down for negative ones, proportionally', () => {
    const bars = figure.shapes.filter((s) => s.type === 'rect').slice(2) as { y: number; h: number }[];
    const zero = figure.shapes.find((s) => s.type === 'line' && s.stroke === '#555555' && s.y1 === s.y2) as { y1: number };
    const values = [0, 1, 2, 3].flatMap((axis) => [data.daily[axis], data.tension[axis]]);
    const unit = Math.max(...bars.map((b) => b.h)) / Math.max(...values.map((v) => Math.abs(v)));
    bars.forEach((bar, i) => {
      const v = values[i];
      if (v > 0) expect(bar.y + bar.h).toBeCloseTo(zero.y1, 6);
      if (v < 0) expect(bar.y).toBeCloseTo(zero.y1, 6);
      expect(bar.h).toBeCloseTo(Math.max(Math.abs(v) * unit, 0.8), 6);
    });
  });

  it('renders as SVG and, through sharp, as the PNG the DOCX embeds (text drawn with DejaVu, Cyrillic included)', async () => {
    expect(figureToSvg(figure)).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    const ru = await chartPng(dataOf(0), 'ru');
    const meta = await sharp(ru.png).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'png', width: 1000, height: 520 });
    // the labels are drawn: the strip under the plot, where the axis names are, has dark pixels
    const strip = await sharp(ru.png).extract({ left: 0, top: 440, width: 1000, height: 60 }).greyscale().raw().toBuffer();
    expect(strip.filter((v) => v < 100).length).toBeGreaterThan(500);
  });
});
