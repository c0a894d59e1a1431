import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import PDFDocument from 'pdfkit';

/**
 * The report fonts: DejaVu Sans and Sans Bold from the dejavu-fonts-ttf package (they cover
 * Latin, accented French and Cyrillic). pdfkit embeds subsets of them in every PDF; the graph
 * PNG of the DOCX is drawn by librsvg (through sharp), which finds fonts with fontconfig, so
 * `pointFontconfigAtReportFonts()` points fontconfig at the same folder before the first drawing:
 * the PNG does not depend on the fonts installed on the machine.
 */

export const FONT_DIR = path.dirname(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
export const FONT_REGULAR = path.join(FONT_DIR, 'DejaVuSans.ttf');
export const FONT_BOLD = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');
/** the family name librsvg looks up (fontconfig reads it from the TTF files) */
export const SVG_FONT_FAMILY = 'DejaVu Sans';

export const SANS = 'Sans';
export const SANS_BOLD = 'SansBold';

let regular: Buffer | undefined;
let bold: Buffer | undefined;

/** Registers the two fonts on a pdfkit document (files read once per process). */
export function registerFonts(doc: PDFKit.PDFDocument): void {
  regular ??= fs.readFileSync(FONT_REGULAR);
  bold ??= fs.readFileSync(FONT_BOLD);
  doc.registerFont(SANS, regular);
  doc.registerFont(SANS_BOLD, bold);
}

let measurer: PDFKit.PDFDocument | undefined;

/** The width in points of `text` in the report font at `size` (the same metrics pdfkit lays out with). */
export function textWidth(text: string, size: number, isBold = false): number {
  if (!measurer) {
    measurer = new PDFDocument({ autoFirstPage: false });
    registerFonts(measurer);
  }
  return measurer.font(isBold ? SANS_BOLD : SANS).fontSize(size).widthOfString(text);
}

let fontconfigReady = false;

/**
 * fontconfig reads FONTCONFIG_FILE when it first lays out text, so this must run before the
 * first SVG with text is drawn. The configuration names only the DejaVu folder (and a cache
 * folder in the temporary directory).
 */
export function pointFontconfigAtReportFonts(): void {
  if (fontconfigReady) return;
  // one folder per user (the temporary directory may be shared); written whole, then renamed,
  // so that processes starting together never read half a file
  const dir = path.join(os.tmpdir(), `rapport-fontconfig-${process.getuid?.() ?? 0}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  const escape = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const temporary = `${file}.${process.pid}`;
  fs.writeFileSync(
    temporary,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <dir>${escape(FONT_DIR)}</dir>\n  <cachedir>${escape(path.join(dir, 'cache'))}</cachedir>\n</fontconfig>\n`,
  );
  fs.renameSync(temporary, file);
  process.env.FONTCONFIG_FILE = file;
  fontconfigReady = true;
}
