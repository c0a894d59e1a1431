import sharp from 'sharp';
import { pointFontconfigAtReportFonts } from './reports/fonts';

/**
 * The morph of two sample profiles' pictures (spec: "a morph image of the first two" fake
 * matches): sharp rasterises both SVGs at 256 x 256 and the pixels are averaged 50/50 into
 * one PNG. The blend is symmetric, so the cache key is the unordered pair; with a handful
 * of samples the cache stays small, and it is bounded anyway.
 */

export const MORPH_SIZE = 256;
const CACHE_LIMIT = 64;

async function rasterise(svg: Buffer): Promise<Buffer> {
  // librsvg may start fontconfig on its first SVG: make it the report fonts' configuration
  pointFontconfigAtReportFonts();
  return sharp(svg, { density: 144 })
    .resize(MORPH_SIZE, MORPH_SIZE, { fit: 'cover' })
    .ensureAlpha()
    .raw()
    .toBuffer();
}

/** Both pictures 50/50, as a 256 x 256 PNG. */
export async function blendPictures(first: Buffer, second: Buffer): Promise<Buffer> {
  const [a, b] = await Promise.all([rasterise(first), rasterise(second)]);
  const out = Buffer.allocUnsafe(a.length);
  // rounding half up on the sum keeps blend(a, b) = blend(b, a) byte for byte
  for (let i = 0; i < a.length; i++) out[i] = (a[i] + b[i] + 1) >> 1;
  return sharp(out, { raw: { width: MORPH_SIZE, height: MORPH_SIZE, channels: 4 } }).png().toBuffer();
}

export function createMorphCache(load: (uuid: string) => Promise<Buffer>) {
  const cache = new Map<string, Promise<Buffer>>();
  return (uuid1: string, uuid2: string): Promise<Buffer> => {
    const key = [uuid1, uuid2].sort().join('+');
    let entry = cache.get(key);
    if (!entry) {
      entry = Promise.all([load(uuid1), load(uuid2)]).then(([a, b]) => blendPictures(a, b));
      // a failure is not kept: the next call tries again
      entry.catch(() => cache.delete(key));
      if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
      cache.set(key, entry);
    }
    return entry;
  };
}
