import { getIndividualResult, getMatchings } from '@rapport/wire/api/results';
import type { UserReadCache } from '../../repositories/user-read-cache';
import { contractSerializer } from '../content/content-cache';
import { matchingListsOf } from './matching-lists';
import { resultAndReports } from './report-files';
import { individualResultResponse, type ResultsDeps } from './results-service';

/**
 * The results reads a signed-in page makes most, the individual result and the matching lists,
 * answered from memory by user (read-caches.ts: RESULTS_CACHE_TTL_MS) as the bytes the route's
 * serializer writes. What is kept is what the submission stored, never scored again per read;
 * a submission, a new matching contact, a new picture or a deletion forgets the users it touches
 * (the matching list of a user depends on their contacts too). States that are about to change
 * are read every time: no result yet, report files being made, matchings before one's own result.
 */
export function createResultReads(deps: ResultsDeps, cache: UserReadCache<Buffer>) {
  const resultJson = contractSerializer(getIndividualResult);
  const matchingsJson = contractSerializer(getMatchings);
  const resultKey = (userId: number, typeId: number | null) => `result:${userId}:${typeId ?? 'primary'}`;
  const matchingsKey = (userId: number) => `matchings:${userId}`;
  return {
    /** what individualResult answers from memory, at once (no promise), else undefined */
    keptIndividualResult(userId: number, typeId: number | null): Buffer | undefined {
      return cache.peek(resultKey(userId, typeId));
    },

    /** the answer of POST /result/individual_result/: the named type's result, else the primary one (typeId null) */
    individualResult(userId: number, typeId: number | null): Promise<Buffer> {
      return cache.get(resultKey(userId, typeId), async () => {
        const { row, reportsReady } = await resultAndReports(deps, userId, typeId);
        const value = Buffer.from(resultJson(individualResultResponse(row, reportsReady)), 'utf8');
        return { value, keep: row !== undefined && reportsReady, users: [userId] };
      });
    },

    /** what matchingLists answers from memory, at once (no promise), else undefined */
    keptMatchingLists(userId: number): Buffer | undefined {
      return cache.peek(matchingsKey(userId));
    },

    /** the answer of POST /result/matching/ */
    matchingLists(userId: number): Promise<Buffer> {
      return cache.get(matchingsKey(userId), async () => {
        const { lists, people, finished } = await matchingListsOf(deps, userId);
        return { value: Buffer.from(matchingsJson(lists), 'utf8'), keep: finished, users: people };
      });
    },
  };
}
