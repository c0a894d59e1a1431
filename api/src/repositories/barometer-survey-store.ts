import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  barometerDemographicAnswers,
  barometerInvitees,
  barometerLinks,
  barometerReleases,
  barometerResponses,
  barometerSurveys,
  companies,
  missions,
} from '../db/schema';
import type { Database, Executor } from '../db/types';

/**
 * A barometer survey's anonymity state (docs/barometer-anonymity.md): its mode and counters,
 * its personal links and invitees, its release steps, and the company's release ledger. Part
 * of the barometer repository (barometer-repository.ts spreads it in).
 */

export type SurveyMode = 'public' | 'invited';

/** A barometer survey's anonymity settings and counters (a survey without its row: public, nothing released). */
export interface SurveySettings {
  mode: SurveyMode;
  threshold: number;
  releaseStep: number;
  linksSent: number;
  linksUsed: number;
  refusedCount: number;
}

/** A released response as the release rule needs it: its id, survey, step and demographic options. */
export interface ReleasedResponse {
  id: string;
  missionId: number;
  step: number;
  options: number[];
}

/** A set in the release ledger. */
export interface ReleasedSet {
  members: string[];
  missionId: number | null;
  optionId: number | null;
  step: number | null;
}

const DEFAULT_SETTINGS: SurveySettings = { mode: 'public', threshold: 5, releaseStep: 0, linksSent: 0, linksUsed: 0, refusedCount: 0 };

export function createSurveyStore(db: Database) {
  return {
    /** A survey's settings and counters, locked for the transaction when `lock` (the submit's and the invitations' order). */
    async surveySettings(executor: Executor, missionId: number, lock = false): Promise<SurveySettings> {
      const query = executor
        .select({
          mode: barometerSurveys.mode,
          threshold: barometerSurveys.threshold,
          releaseStep: barometerSurveys.releaseStep,
          linksSent: barometerSurveys.linksSent,
          linksUsed: barometerSurveys.linksUsed,
          refusedCount: barometerSurveys.refusedCount,
        })
        .from(barometerSurveys)
        .where(eq(barometerSurveys.missionId, missionId));
      const [row] = lock ? await query.for('update') : await query;
      return row ? { ...row, mode: row.mode as SurveyMode } : DEFAULT_SETTINGS;
    },

    /** A survey's row when it has none (made before rows existed): public, the company's threshold of today. */
    async ensureSurvey(executor: Executor, missionId: number): Promise<void> {
      await executor.execute(sql`
        insert into ${barometerSurveys} (mission_id, threshold)
        select ${missions.id}, ${companies.barometerThreshold} from ${missions} join ${companies} on ${companies.id} = ${missions.companyId}
         where ${missions.id} = ${missionId} and ${missions.missionType} = 'B'
        on conflict do nothing`);
    },

    /** A new survey's row: its mode, and the threshold promised to its respondents. */
    async createSurvey(executor: Executor, missionId: number, mode: SurveyMode, threshold: number): Promise<void> {
      await executor.insert(barometerSurveys).values({ missionId, mode, threshold }).onConflictDoNothing();
    },

    /** Takes a personal link for one response: false when it is not this survey's, 'used' when already taken. */
    async takeLink(executor: Executor, missionId: number, codeHash: string): Promise<true | false | 'used'> {
      const [row] = await executor
        .update(barometerLinks)
        .set({ used: true })
        .where(and(eq(barometerLinks.codeHash, codeHash), eq(barometerLinks.missionId, missionId), eq(barometerLinks.used, false)))
        .returning({ used: barometerLinks.used });
      if (row) {
        await executor
          .update(barometerSurveys)
          .set({ linksUsed: sql`${barometerSurveys.linksUsed} + 1` })
          .where(eq(barometerSurveys.missionId, missionId));
        return true;
      }
      const [known] = await executor
        .select({ used: barometerLinks.used })
        .from(barometerLinks)
        .where(and(eq(barometerLinks.codeHash, codeHash), eq(barometerLinks.missionId, missionId)));
      return known ? 'used' : false;
    },

    /**
     * Releases the survey's waiting responses as one step when there are at least `threshold`
     * of them (called in the submit's transaction, the survey's row locked); the new step or null.
     */
    async releaseWaiting(executor: Executor, missionId: number, step: number, threshold: number): Promise<number | null> {
      const [waiting] = await executor
        .select({ count: sql<number>`count(*)::int` })
        .from(barometerResponses)
        .where(and(eq(barometerResponses.missionId, missionId), isNull(barometerResponses.releaseStep)));
      if (waiting.count < threshold) return null;
      const next = step + 1;
      await executor
        .update(barometerResponses)
        .set({ releaseStep: next })
        .where(and(eq(barometerResponses.missionId, missionId), isNull(barometerResponses.releaseStep)));
      await executor.update(barometerSurveys).set({ releaseStep: next }).where(eq(barometerSurveys.missionId, missionId));
      return next;
    },

    /** One more public submit refused by the per-visitor limit. */
    async countRefused(missionId: number): Promise<void> {
      await db
        .update(barometerSurveys)
        .set({ refusedCount: sql`${barometerSurveys.refusedCount} + 1` })
        .where(eq(barometerSurveys.missionId, missionId));
    },

    /** The survey pk of a link's code, for the refused counter (no check of kind or state). */
    async missionIdByReferral(referral: string): Promise<number | undefined> {
      const [row] = await db.select({ id: missions.id }).from(missions).where(eq(missions.missionReferral, referral));
      return row?.id;
    },

    /** The contacts already sent a personal link for this survey. */
    async invitees(missionId: number, executor: Executor = db): Promise<number[]> {
      const rows = await executor.select({ id: barometerInvitees.contactId }).from(barometerInvitees).where(eq(barometerInvitees.missionId, missionId)).orderBy(asc(barometerInvitees.contactId));
      return rows.map((row) => row.id);
    },

    /**
     * Records the invitees and their links' hashes, the links in an order of their own (shuffled
     * by the caller): the two lists are written apart so that no row order joins them.
     */
    async addInvitations(executor: Executor, missionId: number, contactIds: readonly number[], codeHashes: readonly string[]): Promise<void> {
      if (contactIds.length === 0) return;
      await executor.insert(barometerInvitees).values(contactIds.map((contactId) => ({ missionId, contactId })));
      await executor.insert(barometerLinks).values(codeHashes.map((codeHash) => ({ codeHash, missionId })));
      await executor
        .update(barometerSurveys)
        .set({ linksSent: sql`${barometerSurveys.linksSent} + ${codeHashes.length}` })
        .where(eq(barometerSurveys.missionId, missionId));
    },

    /** The released responses of these surveys with their demographic options. */
    async releasedResponses(executor: Executor, missionIds: readonly number[]): Promise<ReleasedResponse[]> {
      if (missionIds.length === 0) return [];
      const rows = await executor
        .select({
          id: barometerResponses.id,
          missionId: barometerResponses.missionId,
          step: sql<number>`${barometerResponses.releaseStep}`,
          options: sql<number[]>`coalesce(array_agg(${barometerDemographicAnswers.demographicOptionId}) filter (where ${barometerDemographicAnswers.demographicOptionId} is not null), '{}')`,
        })
        .from(barometerResponses)
        .leftJoin(barometerDemographicAnswers, eq(barometerDemographicAnswers.responseId, barometerResponses.id))
        .where(and(inArray(barometerResponses.missionId, [...missionIds]), sql`${barometerResponses.releaseStep} is not null`))
        .groupBy(barometerResponses.id)
        .orderBy(asc(barometerResponses.id));
      return rows.map((row) => ({ ...row, step: Number(row.step), options: (row.options ?? []).map(Number) }));
    },

    /** Locks the company's ledger for the transaction (one release decision at a time). */
    async lockLedger(executor: Executor, companyId: number): Promise<void> {
      await executor.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
    },

    /** The threshold promised to each released response of the company: its survey's, or the company's if higher now. */
    async responseThresholds(executor: Executor, companyId: number): Promise<Map<string, number>> {
      const rows = await executor
        .select({
          id: barometerResponses.id,
          threshold: sql<number>`greatest(coalesce(${barometerSurveys.threshold}, ${companies.barometerThreshold}), ${companies.barometerThreshold})::int`,
        })
        .from(barometerResponses)
        .innerJoin(missions, eq(missions.id, barometerResponses.missionId))
        .innerJoin(companies, eq(companies.id, missions.companyId))
        .leftJoin(barometerSurveys, eq(barometerSurveys.missionId, barometerResponses.missionId))
        .where(and(eq(missions.companyId, companyId), sql`${barometerResponses.releaseStep} is not null`));
      return new Map(rows.map((row) => [row.id, Number(row.threshold)]));
    },

    /** The fingerprints of every set released to the company (enough when nothing new is asked). */
    async ledgerFingerprints(executor: Executor, companyId: number): Promise<Set<string>> {
      const rows = await executor.select({ fingerprint: barometerReleases.fingerprint }).from(barometerReleases).where(eq(barometerReleases.companyId, companyId));
      return new Set(rows.map((row) => row.fingerprint));
    },

    /** Every set released to the company. */
    async ledger(executor: Executor, companyId: number): Promise<(ReleasedSet & { fingerprint: string })[]> {
      return executor
        .select({
          members: barometerReleases.members,
          fingerprint: barometerReleases.fingerprint,
          missionId: barometerReleases.missionId,
          optionId: barometerReleases.optionId,
          step: barometerReleases.step,
        })
        .from(barometerReleases)
        .where(eq(barometerReleases.companyId, companyId))
        .orderBy(asc(barometerReleases.id));
    },

    async addReleases(executor: Executor, companyId: number, sets: readonly (ReleasedSet & { fingerprint: string })[]): Promise<void> {
      if (sets.length === 0) return;
      await executor.insert(barometerReleases).values(sets.map((set) => ({ companyId, ...set, members: [...set.members] })));
    },
  };
}
