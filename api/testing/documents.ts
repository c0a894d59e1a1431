import { execFile } from 'child_process';
import { inflateRawSync } from 'zlib';

/**
 * Reading the report files back in tests: the text of a PDF (pdfjs-dist's legacy build, which
 * is ESM only, so it runs in a child `node` process fed the PDF on standard input) and the
 * entries of a zip (a DOCX), with the zip format's own directory and zlib.
 */

const PDFJS = require.resolve('pdfjs-dist/legacy/build/pdf.mjs');

const EXTRACT = `
const { getDocument } = await import(process.argv[1]);
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdf = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), disableFontFace: true, useSystemFonts: false, verbosity: 0 }).promise;
const pages = [];
for (let i = 1; i <= pdf.numPages; i++) {
  const content = await (await pdf.getPage(i)).getTextContent();
  pages.push(content.items.map((item) => item.str).join(' '));
}
process.stdout.write(JSON.stringify({ pages }));
`;

/** The text of each page of a PDF (throws when pdfjs cannot open it). */
export function pdfPages(pdf: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      ['--input-type=module', '-e', EXTRACT, PDFJS],
      { maxBuffer: 16 * 1024 * 1024, timeout: 20_000 },
      (error, stdout, stderr) => {
        if (error) return reject(new Error(`pdfjs could not read the PDF: ${stderr || error.message}`));
        resolve((JSON.parse(stdout) as { pages: string[] }).pages);
      },
    );
    child.stdin?.end(pdf);
  });
}

/** The entries of a zip file, by name (stored and deflated entries). */
export function unzip(zip: Buffer): Map<string, Buffer> {
  // end of central directory: signature 0x06054b50, within the last 64 KB + 22 bytes
  let end = -1;
  for (let i = zip.length - 22; i >= Math.max(0, zip.length - 65_557); i--) {
    if (zip.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('not a zip file');
  const count = zip.readUInt16LE(end + 10);
  let offset = zip.readUInt32LE(end + 16);
  const entries = new Map<string, Buffer>();
  for (let n = 0; n < count; n++) {
    if (zip.readUInt32LE(offset) !== 0x02014b50) throw new Error('broken zip directory');
    const method = zip.readUInt16LE(offset + 10);
    const compressedSize = zip.readUInt32LE(offset + 20);
    const nameLength = zip.readUInt16LE(offset + 28);
    const extraLength = zip.readUInt16LE(offset + 30);
    const commentLength = zip.readUInt16LE(offset + 32);
    const local = zip.readUInt32LE(offset + 42);
    const name = zip.toString('utf8', offset + 46, offset + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    entries.set(name, method === 0 ? Buffer.from(data) : inflateRawSync(data));
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
