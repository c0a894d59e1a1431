import { createHash } from 'crypto';
import sharp from 'sharp';
import { z } from 'zod';
import type { Database } from '../../db/types';
import { HttpError } from '../../http-errors';
import { enqueueJob, type JobRun, type JobWorker } from '../../jobs';
import type { ResultsRepository } from '../../repositories/results-repository';
import { pointFontconfigAtReportFonts } from './reports/fonts';

/**
 * The morph of two sample profiles' pictures (spec: "a morph image of the first two" fake
 * matches): sharp rasterises both SVGs at 256 x 256 and the pixels are averaged 50/50 into
 * one PNG. The blend is symmetric, so a morph is kept per unordered pair: made by the morph
 * job, stored in `sample_morphs` and served from there by every replica.
 */

export const MORPH_SIZE = 256;

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

export interface MorphDeps {
  db: Database;
  results: Pick<ResultsRepository, 'morph' | 'storeMorph'>;
  /** a sample's picture by its uuid (404 for an unknown sample) */
  picture(uuid: string): Promise<Buffer>;
  /** the job worker, woken when a morph is queued (else it waits for its next poll) */
  jobs?: Pick<JobWorker, 'wake'>;
}

/** The kind of the jobs that make and store the morph of a pair of samples. */
export const MORPH_JOB = 'morph';

const morphPayload = z.object({ user_1: z.string(), user_2: z.string() });

/**
 * The pair in alphabetical order (its key, `a+b`), both pictures, and their fingerprint: the
 * SHA-256 of the two pictures' own, so a morph of a picture since replaced is made again.
 */
async function morphInputs(deps: MorphDeps, uuid1: string, uuid2: string) {
  const samples = [uuid1, uuid2].sort() as [string, string];
  const pictures = (await Promise.all(samples.map((uuid) => deps.picture(uuid)))) as [Buffer, Buffer];
  const digests = pictures.map((picture) => createHash('sha256').update(picture).digest());
  const fingerprint = createHash('sha256').update(Buffer.concat(digests)).digest('base64url');
  return { pair: samples.join('+'), samples, pictures, fingerprint };
}

/**
 * GET /auth/get_fake_user_image/: the stored morph when it was made from the pictures as they
 * are; else blended now for this request, and a morph job queued to store it for every
 * replica (keyed by the pair: requests while it waits queue nothing more).
 */
export async function morphImage(deps: MorphDeps, uuid1: string, uuid2: string): Promise<Buffer> {
  const { pair, samples, pictures, fingerprint } = await morphInputs(deps, uuid1, uuid2);
  const stored = await deps.results.morph(pair, fingerprint);
  if (stored) return stored;
  const payload: z.infer<typeof morphPayload> = { user_1: samples[0], user_2: samples[1] };
  await enqueueJob(deps.db, { kind: MORPH_JOB, key: `pair:${pair}`, payload });
  deps.jobs?.wake();
  return blendPictures(...pictures);
}

/** The morph job's handler: blends and stores the pair's morph unless it is stored already; a sample gone from the content makes nothing. */
export async function runMorphJob(deps: MorphDeps, job: Pick<JobRun, 'payload' | 'whenIdle'>): Promise<void> {
  const { user_1, user_2 } = morphPayload.parse(job.payload);
  let inputs;
  try {
    inputs = await morphInputs(deps, user_1, user_2);
  } catch (error) {
    if (error instanceof HttpError) return;
    throw error;
  }
  if (await deps.results.morph(inputs.pair, inputs.fingerprint)) return;
  const body = await blendPictures(...inputs.pictures);
  // writing is main-thread work on the embedded database: requests go first
  await job.whenIdle();
  await deps.results.storeMorph(deps.db, { pair: inputs.pair, fingerprint: inputs.fingerprint, body });
}
