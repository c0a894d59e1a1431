import type { BarometerHiddenReason } from '@rapport/wire/api/barometer';
import type { Executor } from '../../db/types';
import type { BarometerRepository, ReleasedResponse, ReleasedSet, StoredDemographicQuestion } from '../../repositories/barometer-repository';
import { guardOptionCounts } from './anonymity';
import { fingerprint, ReleaseLedger } from './release-rule';

/**
 * Which sets of responses the company is shown figures about, decided by the release rule
 * (release-rule.ts) against the company's ledger, in one transaction holding the ledger's
 * lock. Every company figure of the barometer comes out of `releaseGroups`.
 *
 * A set refused now falls back to the latest set released before for the same survey and
 * option (an older step): it is in the ledger already, so showing it again tells nothing new,
 * and a group's figures stay on screen until its own new answers are enough to move.
 */

/**
 * What the company may see of one group: the responses the figures are about, or why nothing.
 * `current`: the group is the survey's released responses of today (all, or one option's), so
 * its figures can be read by survey and option rather than by the list of ids.
 */
export interface Decided {
  members: string[] | null;
  hidden: BarometerHiddenReason | null;
  current?: boolean;
}

export interface GroupRelease {
  whole: Decided;
  /** demographic option pk -> its group */
  options: Map<number, Decided>;
}

interface Scope {
  companyId: number;
  /** the one survey, or null for several together */
  missionId: number | null;
  step: number | null;
  threshold: number;
  questions: readonly StoredDemographicQuestion[];
}

/**
 * Sets refused by the rule, per company and threshold: a refusal stays one as the ledger grows
 * (more released sets only add combinations), so it is not worked out again at every reading.
 * Bounded; each process keeps its own.
 */
const refusals = new Set<string>();
const REFUSALS_KEPT = 20_000;

function rememberRefusal(key: string): void {
  if (refusals.size >= REFUSALS_KEPT) refusals.delete(refusals.values().next().value as string);
  refusals.add(key);
}

const hiddenFor = (refusal: 'below_threshold' | 'differencing', whole: boolean): BarometerHiddenReason =>
  refusal === 'differencing' ? 'differencing' : whole ? 'survey_below_threshold' : 'group_below_threshold';

/**
 * The released responses of a scope (one survey, or every survey together) and each
 * demographic option's group, as the rule lets them out; new sets are added to the ledger.
 * A reading that asks nothing new reads only the ledger's fingerprints.
 */
export async function releaseGroups(tx: Executor, barometer: BarometerRepository, scope: Scope, responses: readonly ReleasedResponse[]): Promise<GroupRelease> {
  await barometer.lockLedger(tx, scope.companyId);
  const known = await barometer.ledgerFingerprints(tx, scope.companyId);
  let full: { released: ReleasedSet[]; ledger: ReleaseLedger; thresholdOf: (id: string) => number } | undefined;
  const ledgerNow = async () => {
    if (!full) {
      const [released, thresholds] = [await barometer.ledger(tx, scope.companyId), await barometer.responseThresholds(tx, scope.companyId)];
      // a response no longer there (its survey deleted) keeps the highest promise known
      const highest = Math.max(scope.threshold, ...thresholds.values());
      full = { released, ledger: new ReleaseLedger(released), thresholdOf: (id) => thresholds.get(id) ?? highest };
    }
    return full;
  };
  const added: (ReleasedSet & { fingerprint: string })[] = [];
  /** the latest set released for the same survey and option, at least the threshold large */
  const earlier = async (optionId: number | null): Promise<Decided | null> => {
    const { released } = await ledgerNow();
    const set = [...released, ...added].reverse().find((entry) => entry.missionId === scope.missionId && entry.optionId === optionId && entry.members.length >= scope.threshold);
    return set ? { members: set.members, hidden: null } : null;
  };

  const decide = async (members: string[], optionId: number | null): Promise<Decided> => {
    const print = fingerprint(members);
    if (known.has(print)) return { members, hidden: null, current: true };
    const key = `${scope.companyId}:${scope.threshold}:${print}`;
    const now = refusals.has(key) ? undefined : await ledgerNow();
    const refusal = now ? now.ledger.check(members, now.thresholdOf, scope.threshold) : 'differencing';
    if (refusal === null) {
      (await ledgerNow()).ledger.add(members);
      known.add(print);
      added.push({ members, fingerprint: print, missionId: scope.missionId, optionId, step: scope.step });
      return { members, hidden: null, current: true };
    }
    if (refusal === 'differencing') rememberRefusal(key);
    return (await earlier(optionId)) ?? { members: null, hidden: hiddenFor(refusal, optionId === null) };
  };

  const allIds = responses.map((response) => response.id);
  const whole = await decide(allIds, null);
  const options = new Map<number, Decided>();
  for (const question of scope.questions) {
    const membersOf = new Map(question.options.map((option) => [option.pk, [] as string[]]));
    for (const response of responses) {
      for (const option of response.options) membersOf.get(option)?.push(response.id);
    }
    // the threshold and the question's differencing guard first (cheap, and they keep the first options readable)
    const guarded = guardOptionCounts(
      question.options.map((option) => ({ pk: option.pk, count: membersOf.get(option.pk)?.length ?? 0 })),
      allIds.length,
      scope.threshold,
    );
    for (const entry of guarded) {
      const members = membersOf.get(entry.pk) ?? [];
      if (whole.members === null) options.set(entry.pk, { members: null, hidden: 'survey_below_threshold' });
      else if (entry.hidden !== null) options.set(entry.pk, (await earlier(entry.pk)) ?? { members: null, hidden: entry.hidden });
      else options.set(entry.pk, await decide(members, entry.pk));
    }
  }
  await barometer.addReleases(tx, scope.companyId, added);
  return { whole, options };
}
