import {
  samplePicturePath,
  RESULTS_MESSAGES as M,
  type MatchingDetailResponse,
  type MatchingEntryResponse,
  type MatchingListsResponse,
} from '@rapport/wire/api/results';
import type { Localized, TextLibrary } from '../../content/types';
import { badRequest, httpError, notFound } from '../../http-errors';
import { matchProfiles, partnerSoftSkills, type ProfileVector } from '../../model';
import type { ResultsDeps } from './results-service';

/**
 * The individual matchings: the lists of the user's matching contacts and of the samples, and
 * the detail of one pair, scored from the stored vectors.
 */

type MatchingDeps = Pick<ResultsDeps, 'results' | 'content'>;

type FiberNames = TextLibrary['fibers'];
const FIBER_KEY = { connivance: 'connivance', feeling: 'feeling', deep_compatibility: 'deep_compatibility', complementarity: 'complementarity', understanding: 'understanding' } as const;

function entry(
  fibers: FiberNames,
  mine: ProfileVector | null,
  other: { vector: ProfileVector | null },
  identity: Pick<MatchingEntryResponse, 'first_name' | 'last_name' | 'picture_url' | 'email' | 'fake_user_uuid'>,
): MatchingEntryResponse {
  const match = mine && other.vector ? matchProfiles(mine, other.vector) : null;
  const top = match ? fibers[FIBER_KEY[match.top_fiber]].name : null;
  return {
    ...identity,
    rui_smooth: match ? match.rui_smooth : null,
    top_fiber_en: top?.en ?? null,
    top_fiber_fr: top?.fr ?? null,
    top_fiber_ru: top?.ru ?? null,
    is_finished: other.vector !== null,
  };
}

/** Highest score first; no score (unfinished) last; then by name, so the order is stable. */
function byScore(a: MatchingEntryResponse, b: MatchingEntryResponse): number {
  if (a.rui_smooth !== b.rui_smooth) {
    if (a.rui_smooth === null) return 1;
    if (b.rui_smooth === null) return -1;
    return b.rui_smooth - a.rui_smooth;
  }
  return `${a.last_name} ${a.first_name}`.localeCompare(`${b.last_name} ${b.first_name}`) || (a.email ?? a.fake_user_uuid ?? '').localeCompare(b.email ?? b.fake_user_uuid ?? '');
}

/** The user's matching contacts and the samples, scored from stored vectors in one pass. */
export async function matchingLists(deps: MatchingDeps, userId: number): Promise<MatchingListsResponse> {
  return (await matchingListsOf(deps, userId)).lists;
}

/** matchingLists, with whom they were read from: the user and their contacts, and whether the user has finished. */
export async function matchingListsOf(deps: MatchingDeps, userId: number): Promise<{ lists: MatchingListsResponse; people: number[]; finished: boolean }> {
  const [{ me, contacts }, samples, library] = await Promise.all([
    deps.results.matchingPeople(userId),
    deps.content.samples(),
    deps.content.textLibrary(),
  ]);
  const mine = me?.vector ?? null;
  const b2c = contacts.map((person) =>
    entry(library.fibers, mine, person, {
      first_name: person.firstName,
      last_name: person.lastName,
      picture_url: person.pictureUrl,
      email: person.email,
      fake_user_uuid: null,
    }),
  );
  const fake = samples.map((sample) =>
    entry(library.fibers, mine, sample, {
      first_name: sample.firstName,
      last_name: sample.lastName,
      picture_url: samplePicturePath(sample.uuid),
      email: null,
      fake_user_uuid: sample.uuid,
    }),
  );
  return {
    lists: { b2c_matching: b2c.sort(byScore), fake_matching: fake.sort(byScore) },
    people: [userId, ...contacts.map((person) => person.id)],
    finished: mine !== null,
  };
}

const SAMPLE_UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The matching with one partner: a matching contact (by e-mail) or a sample (by uuid). */
export async function matchingDetail(deps: MatchingDeps, userId: number, partner: string): Promise<MatchingDetailResponse> {
  const library = await deps.content.textLibrary();
  const isSample = SAMPLE_UUID.test(partner);
  const { me, contacts } = await deps.results.matchingPeople(userId, isSample ? undefined : partner);
  let other: { firstName: string; lastName: string; pictureUrl: string | null; vector: ProfileVector | null; softSkills: Localized | null } | undefined;
  if (isSample) {
    const sample = (await deps.content.samples()).find((s) => s.uuid === partner.toLowerCase());
    other = sample && { ...sample, pictureUrl: samplePicturePath(sample.uuid) };
  } else {
    other = contacts[0];
  }
  if (!other || !me) throw notFound(M.noPartner);
  if (!me.vector) throw badRequest(M.notFinished);
  if (!other.vector || !other.softSkills) throw httpError(400, 'results.partner_not_finished', { name: `${other.firstName} ${other.lastName}`.trim() });
  const match = matchProfiles(me.vector, other.vector);
  const top = library.fibers[FIBER_KEY[match.top_fiber]];
  const bottom = library.fibers[FIBER_KEY[match.bottom_fiber]];
  return {
    rui_smooth: match.rui_smooth,
    similarity_smooth: match.similarity_smooth,
    immediate_harmony_smooth: match.immediate_harmony_smooth,
    deep_compatibility_smooth: match.deep_compatibility_smooth,
    complementarity_smooth: match.complementarity_smooth,
    understanding_smooth: match.understanding_smooth,
    top_fiber_en: top.name.en,
    top_fiber_fr: top.name.fr,
    top_fiber_ru: top.name.ru,
    bottom_fiber_en: bottom.name.en,
    bottom_fiber_fr: bottom.name.fr,
    bottom_fiber_ru: bottom.name.ru,
    top_fiber_description_en: top.description.en,
    top_fiber_description_fr: top.description.fr,
    top_fiber_description_ru: top.description.ru,
    bottom_fiber_description_en: bottom.description.en,
    bottom_fiber_description_fr: bottom.description.fr,
    bottom_fiber_description_ru: bottom.description.ru,
    picture_url_1: me.pictureUrl,
    picture_url_2: other.pictureUrl,
    // the partner's, read by the user: in the third person
    soft_skills: partnerSoftSkills(other.vector, library),
    partner: { first_name: other.firstName, last_name: other.lastName },
  };
}
