import type { BarometerHiddenReason } from '@rapport/contracts/api/barometer';
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

/** What the company may see of one group: the responses the figures are about, or why nothing. */
export interface Decided {
  members: string[] | null;
  hidden: BarometerHiddenReason | null;
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

const hiddenFor = (refusal: 'below_threshold' | 'differencing', whole: boolean): BarometerHiddenReason =>
  refusal === 'differencing' ? 'differencing' : whole ? 'survey_below_threshold' : 'group_below_threshold';

/**
 * The released responses of a scope (one survey, or every survey together) and each
 * demographic option's group, as the rule lets them out; new sets are added to the ledger.
 */
export async function releaseGroups(tx: Executor, barometer: BarometerRepository, scope: Scope, responses: readonly ReleasedResponse[]): Promise<GroupRelease> {
  await barometer.lockLedger(tx, scope.companyId);
  const released = await barometer.ledger(tx, scope.companyId);
  const ledger = new ReleaseLedger(released.map((set) => set.members));
  const added: (ReleasedSet & { fingerprint: string })[] = [];

  const decide = (members: string[], optionId: number | null): Decided => {
    const refusal = ledger.check(members, scope.threshold);
    if (refusal === null) {
      if (!ledger.has(members)) {
        ledger.add(members);
        added.push({ members, fingerprint: fingerprint(members), missionId: scope.missionId, optionId, step: scope.step });
      }
      return { members, hidden: null };
    }
    const earlier = [...released, ...added].reverse().find((set) => set.missionId === scope.missionId && set.optionId === optionId && set.members.length >= scope.threshold);
    return earlier ? { members: earlier.members, hidden: null } : { members: null, hidden: hiddenFor(refusal, optionId === null) };
  };

  const allIds = responses.map((response) => response.id);
  const whole = decide(allIds, null);
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
      if (whole.hidden !== null && whole.members === null) options.set(entry.pk, { members: null, hidden: 'survey_below_threshold' });
      else if (entry.hidden !== null) options.set(entry.pk, decideHidden(entry.hidden, entry.pk));
      else options.set(entry.pk, decide(members, entry.pk));
    }
  }
  await barometer.addReleases(tx, scope.companyId, added);
  return { whole, options };

  /** A group the guard hides still shows its latest released figures, if any. */
  function decideHidden(reason: BarometerHiddenReason, optionId: number): Decided {
    const earlier = [...released, ...added].reverse().find((set) => set.missionId === scope.missionId && set.optionId === optionId);
    return earlier && earlier.members.length >= scope.threshold ? { members: earlier.members, hidden: null } : { members: null, hidden: reason };
  }
}
