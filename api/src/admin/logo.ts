import * as fs from 'fs/promises';
import * as path from 'path';
import { AdminInputError } from './errors';
import type { LogoSource } from './parse-args';

/** A logo file travels in the profile response of every company user: kept small. */
export const LOGO_MAX_BYTES = 200 * 1024;

/** The image type by its first bytes, never by the file name. */
function imageType(bytes: Buffer): 'image/png' | 'image/jpeg' | 'image/svg+xml' | undefined {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 4096).toString('utf8').replace(/^\uFEFF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE svg[^>]*>\s*)?<svg[\s>]/i.test(head)) return 'image/svg+xml';
  return undefined;
}

/** What the logo column stores: an https URL as given, a file as a data: URL. */
export async function logoValue(source: LogoSource, cwd: string): Promise<string> {
  if ('url' in source) return source.url;
  const file = path.resolve(cwd, source.file);
  let bytes: Buffer;
  try {
    const stat = await fs.stat(file);
    if (!stat.isFile()) throw new AdminInputError(`The logo ${source.file} is not a file.`);
    if (stat.size > LOGO_MAX_BYTES) {
      throw new AdminInputError(`The logo ${source.file} has ${Math.ceil(stat.size / 1024)} KB; at most ${LOGO_MAX_BYTES / 1024} KB.`);
    }
    bytes = await fs.readFile(file);
  } catch (error) {
    if (error instanceof AdminInputError) throw error;
    throw new AdminInputError(`Cannot read the logo ${source.file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}.`);
  }
  const type = imageType(bytes);
  if (!type) throw new AdminInputError(`The logo ${source.file} is not a PNG, JPEG or SVG image.`);
  // shown through <img>, where scripts never run; refused anyway so no copy of it can carry one
  if (type === 'image/svg+xml' && /<script|\son[a-z]+\s*=|javascript:/i.test(bytes.toString('utf8'))) {
    throw new AdminInputError(`The logo ${source.file} is an SVG with scripts; save it without them.`);
  }
  return `data:${type};base64,${bytes.toString('base64')}`;
}

/** "data: PNG 12 KB", "https://...", "none": how `list` shows a logo. */
export function describeLogo(logo: string | null): string {
  if (!logo) return 'none';
  const data = /^data:image\/(png|jpeg|svg\+xml);base64,/.exec(logo);
  if (!data) return logo;
  const bytes = Math.ceil(((logo.length - data[0].length) * 3) / 4);
  return `${data[1] === 'svg+xml' ? 'SVG' : data[1].toUpperCase()} file, ${Math.max(1, Math.round(bytes / 1024))} KB`;
}
