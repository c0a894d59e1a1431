import { roundHalfAway } from '../../../model/numeric';
import { SANS, SANS_BOLD, SVG_FONT_FAMILY, textWidth } from './fonts';

/**
 * The four-axis graph of a profile (spec: "Relational Profile with four-axis graph"): for each
 * axis W, X, Y, Z two bars, on a daily basis and under tension, on a -10..+10 scale (the
 * scores x 10). The figure is laid out once as plain shapes, then drawn either with pdfkit's
 * vector drawing (PDF reports) or as SVG (rasterised by sharp into the PNG of the DOCX), so
 * both documents show the same graph.
 */

export type Shape =
  | { type: 'rect'; x: number; y: number; w: number; h: number; fill: string }
  | { type: 'line'; x1: number; y1: number; x2: number; y2: number; stroke: string; width: number; dash?: number }
  | { type: 'text'; x: number; y: number; text: string; size: number; anchor: 'start' | 'middle' | 'end'; bold?: boolean; fill: string };

export interface Figure {
  width: number;
  height: number;
  shapes: Shape[];
}

export interface ChartInput {
  /** [w_1, x_1, y_1, z_1] in [-1, 1] */
  daily: readonly number[];
  /** [w_2, x_2, y_2, z_2] in [-1, 1] */
  tension: readonly number[];
  /** the four axis names, W X Y Z */
  axisLabels: readonly string[];
  /** the two mode names: on a daily basis, under tension */
  modeLabels: readonly [string, string];
  /** decimal separator of the language */
  decimalComma: boolean;
}

export const SERIES_COLOURS = ['#2a6f97', '#e76f51'] as const;
const GRID = '#d9d9d9';
const AXIS = '#555555';
const INK = '#222222';
const MUTED = '#666666';
const SCALE = 10;
const TICKS = [10, 5, 0, -5, -10];

/** "+3.4", "−0.5" (a true minus sign), "0.0"; one decimal, halves away from zero; a comma in fr and ru. */
export function formatScore(value: number, decimalComma: boolean): string {
  const rounded = roundHalfAway(value, 1);
  const text = Math.abs(rounded).toFixed(1);
  const sign = rounded > 0 ? '+' : rounded < 0 ? '\u2212' : '';
  return sign + (decimalComma ? text.replace('.', ',') : text);
}

/** Greedy word wrap on the report font's metrics. */
export function wrapText(text: string, size: number, maxWidth: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && textWidth(candidate, size, bold) > maxWidth) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

export function layoutChart(input: ChartInput, width = 500, height = 260): Figure {
  const shapes: Shape[] = [];
  const left = 38;
  const right = width - 8;
  const top = 34;
  const bottom = height - 46;
  const y = (value: number) => top + ((SCALE - value) / (2 * SCALE)) * (bottom - top);

  // legend
  let lx = left;
  input.modeLabels.forEach((label, i) => {
    shapes.push({ type: 'rect', x: lx, y: 8, w: 10, h: 10, fill: SERIES_COLOURS[i] });
    shapes.push({ type: 'text', x: lx + 14, y: 17, text: label, size: 9, anchor: 'start', fill: INK });
    lx += 14 + textWidth(label, 9) + 18;
  });

  // grid and scale
  for (const tick of TICKS) {
    const ty = y(tick);
    shapes.push(
      tick === 0
        ? { type: 'line', x1: left, y1: ty, x2: right, y2: ty, stroke: AXIS, width: 1 }
        : { type: 'line', x1: left, y1: ty, x2: right, y2: ty, stroke: GRID, width: 0.5, dash: 2 },
    );
    shapes.push({ type: 'text', x: left - 5, y: ty + 3, text: tick > 0 ? `+${tick}` : tick < 0 ? `\u2212${-tick}` : '0', size: 8, anchor: 'end', fill: MUTED });
  }
  shapes.push({ type: 'line', x1: left, y1: top, x2: left, y2: bottom, stroke: AXIS, width: 1 });

  // bars
  const group = (right - left) / 4;
  const bar = group * 0.27;
  const gap = 4;
  for (let axis = 0; axis < 4; axis++) {
    const centre = left + group * axis + group / 2;
    [input.daily[axis], input.tension[axis]].forEach((raw, series) => {
      const value = Math.max(-SCALE, Math.min(SCALE, raw * SCALE));
      const x = series === 0 ? centre - gap / 2 - bar : centre + gap / 2;
      const y0 = y(0);
      const yv = y(value);
      // a zero score still shows as a thin bar
      const h = Math.max(Math.abs(yv - y0), 0.8);
      shapes.push({ type: 'rect', x, y: value >= 0 ? y0 - h : y0, w: bar, h, fill: SERIES_COLOURS[series] });
      // the score at the bar's end; inside a long negative bar, where the axis names would be
      const inside = value < -8;
      shapes.push({
        type: 'text',
        x: x + bar / 2,
        y: value >= 0 ? y0 - h - 3 : inside ? y0 + h - 4 : y0 + h + 9,
        text: formatScore(value, input.decimalComma),
        size: 7.5,
        anchor: 'middle',
        fill: inside ? '#ffffff' : INK,
      });
    });
    wrapText(input.axisLabels[axis], 8.5, group - 6, true)
      .slice(0, 3)
      .forEach((line, i) => {
        shapes.push({ type: 'text', x: centre, y: bottom + 14 + i * 11, text: line, size: 8.5, anchor: 'middle', bold: true, fill: INK });
      });
  }
  return { width, height, shapes };
}

const escapeXml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const n = (value: number): string => String(Math.round(value * 100) / 100);

/** The figure as an SVG document (white background), for sharp to rasterise. */
export function figureToSvg(figure: Figure): string {
  const body = figure.shapes.map((s) => {
    switch (s.type) {
      case 'rect':
        return `<rect x="${n(s.x)}" y="${n(s.y)}" width="${n(s.w)}" height="${n(s.h)}" fill="${s.fill}"/>`;
      case 'line':
        return `<line x1="${n(s.x1)}" y1="${n(s.y1)}" x2="${n(s.x2)}" y2="${n(s.y2)}" stroke="${s.stroke}" stroke-width="${n(s.width)}"${s.dash ? ` stroke-dasharray="${s.dash}"` : ''}/>`;
      case 'text':
        return `<text x="${n(s.x)}" y="${n(s.y)}" font-family="${SVG_FONT_FAMILY}" font-size="${n(s.size)}"${s.bold ? ' font-weight="bold"' : ''} text-anchor="${s.anchor}" fill="${s.fill}">${escapeXml(s.text)}</text>`;
    }
  });
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${figure.width}" height="${figure.height}" viewBox="0 0 ${figure.width} ${figure.height}">`,
    `<rect width="${figure.width}" height="${figure.height}" fill="#ffffff"/>`,
    ...body,
    '</svg>',
  ].join('\n');
}

/** Draws the figure with pdfkit's vector operators, its top-left corner at (x0, y0), scaled. */
export function drawFigure(doc: PDFKit.PDFDocument, figure: Figure, x0: number, y0: number, scale = 1): void {
  const { x: keepX, y: keepY } = doc;
  doc.save();
  doc.translate(x0, y0).scale(scale);
  for (const s of figure.shapes) {
    switch (s.type) {
      case 'rect':
        doc.rect(s.x, s.y, s.w, s.h).fill(s.fill);
        break;
      case 'line':
        doc.save();
        doc.moveTo(s.x1, s.y1).lineTo(s.x2, s.y2).lineWidth(s.width);
        if (s.dash) doc.dash(s.dash, { space: s.dash });
        doc.stroke(s.stroke);
        doc.restore();
        break;
      case 'text': {
        doc.font(s.bold ? SANS_BOLD : SANS).fontSize(s.size).fillColor(s.fill);
        const width = doc.widthOfString(s.text);
        const x = s.anchor === 'start' ? s.x : s.anchor === 'middle' ? s.x - width / 2 : s.x - width;
        doc.text(s.text, x, s.y, { lineBreak: false, baseline: 'alphabetic' });
        break;
      }
    }
  }
  doc.restore();
  doc.x = keepX;
  doc.y = keepY;
}
