import * as fs from 'fs/promises';
import * as path from 'path';
import { RESULTS_MESSAGES as M } from '@rapport/wire/api/results';
import { CONTENT_DIR } from '../../content/load';
import { notFound } from '../../http-errors';
import type { ContentRepository } from '../../repositories/content-repository';

/** The sample pictures live beside the content (api/content/avatars). */
export const AVATARS_DIR = path.join(CONTENT_DIR, 'avatars');

/**
 * The samples' pictures (SVG), read once (content only changes with a restart); their blends
 * are morph.ts's.
 */
export function createSamplePictures(deps: { content: Pick<ContentRepository, 'samples'> }) {
  const pictures = new Map<string, Promise<Buffer>>();
  const picture = async (uuid: string): Promise<Buffer> => {
    const sample = (await deps.content.samples()).find((s) => s.uuid === uuid);
    if (!sample) throw notFound(M.unknownSample);
    let file = pictures.get(sample.picture);
    if (!file) {
      file = fs.readFile(path.join(AVATARS_DIR, path.basename(sample.picture)));
      file.catch(() => pictures.delete(sample.picture));
      pictures.set(sample.picture, file);
    }
    return file;
  };
  return { picture };
}
