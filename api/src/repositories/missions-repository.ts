import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { barometerResponses, barometerSurveys, companies, companyContacts, missionContacts, missions, questionnaireTypes } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';
import { dayIn, type CalendarDay } from '@rapport/wire/entities/calendar-day';

/** A mission as its link (`?mission=<referral>`) finds it. */
export interface MissionRow {
  id: number;
  companyId: number;
  /** 'B' for a barometer survey */
  missionType: string;
  /** the questionnaire the mission asks for; the company's default when null */
  questionnaireTypeId: number | null;
  /** its last day in the company's calendar */
  endDate: CalendarDay;
  archivedAt: Date | null;
  /** the company's time zone: its calendar */
  timeZone: string;
}

/**
 * A mission's link accepts answers while it is not archived and its end date is today or
 * later in the company's calendar (`timeZone`): until the end of its last day there, whoever
 * asks from wherever. Days compare as text.
 */
export const missionIsActive = (mission: Pick<MissionRow, 'endDate' | 'archivedAt' | 'timeZone'>, now: Date = new Date()): boolean =>
  mission.archivedAt === null && mission.endDate >= dayIn(mission.timeZone, now);

export type MissionRecord = typeof missions.$inferSelect;

/** A mission with the name of its questionnaire type. */
export interface StoredMission extends MissionRecord {
  questionnaireType: string | null;
}

export type MissionRole = 'member' | 'viewer' | 'delegate' | 'benchmark';
export type BenchmarkType = 'employee' | 'manager';

/** One person of a mission besides its manager. */
export interface MissionContactRow {
  missionId: number;
  contactId: number;
  role: MissionRole;
  /** benchmarks only */
  benchmarkType: BenchmarkType | null;
}

/** `creationDate` is now unless given: the demo data dates its missions in the past. */
export type NewMission = Pick<
  typeof missions.$inferInsert,
  | 'companyId'
  | 'missionType'
  | 'type'
  | 'missionName'
  | 'reference'
  | 'description'
  | 'creationDate'
  | 'endDate'
  | 'missionReferral'
  | 'managerContactId'
  | 'ownerUserId'
  | 'defaultQuestionnaireTypeId'
>;

export type MissionChanges = Pick<
  typeof missions.$inferInsert,
  'missionType' | 'type' | 'missionName' | 'reference' | 'description' | 'endDate' | 'managerContactId' | 'defaultQuestionnaireTypeId'
>;

/** Which missions of a company a list shows: the user's own, or their colleagues'. */
export interface MissionListFilter {
  companyId: number;
  missionType: string;
  userId: number;
  colleagues: boolean;
}

/** Rows per INSERT: far below PostgreSQL's 65,535 parameters (4 columns a row). */
const INSERT_CHUNK = 1000;

/** Ids as one `int[]` parameter: a list of any length is one query with one parameter. */
const anyOf = (ids: readonly number[]) => sql.param([...ids]);

/** A company's missions (recruitment, mobility, onboarding, team building, values, barometer) and their people. */
export function createMissionsRepository(db: Database) {
  const stored = (executor: Executor = db) =>
    executor
      .select({ mission: missions, questionnaireType: questionnaireTypes.questionnaireType })
      .from(missions)
      .leftJoin(questionnaireTypes, eq(questionnaireTypes.id, missions.defaultQuestionnaireTypeId));
  const toStored = (row: { mission: MissionRecord; questionnaireType: string | null }): StoredMission => ({
    ...row.mission,
    questionnaireType: row.questionnaireType,
  });

  return {
    // ---- the mission link ----------------------------------------------------------------------

    async missionByReferral(referral: string): Promise<MissionRow | undefined> {
      const [row] = await db
        .select({
          id: missions.id,
          companyId: missions.companyId,
          missionType: missions.missionType,
          questionnaireTypeId: missions.defaultQuestionnaireTypeId,
          endDate: missions.endDate,
          archivedAt: missions.archivedAt,
          timeZone: companies.timeZone,
        })
        .from(missions)
        .innerJoin(companies, eq(companies.id, missions.companyId))
        .where(eq(missions.missionReferral, referral));
      return row;
    },

    /**
     * Adds the contact as a member unless it already holds a role in the mission (a row of
     * mission_contacts, or its manager); the row's key (mission, contact) makes two sign-ins
     * at once add it once. True when it was added.
     */
    async addMember(executor: Executor, missionId: number, contactId: number): Promise<boolean> {
      const [mission] = await executor.select({ managerContactId: missions.managerContactId }).from(missions).where(eq(missions.id, missionId));
      if (!mission || mission.managerContactId === contactId) return false;
      const rows = await executor
        .insert(missionContacts)
        .values({ missionId, contactId, role: 'member' })
        .onConflictDoNothing()
        .returning({ contactId: missionContacts.contactId });
      return rows.length > 0;
    },

    // ---- the company area ----------------------------------------------------------------------

    /** A list of missions, newest first, archived ones left out. */
    async listMissions(filter: MissionListFilter): Promise<StoredMission[]> {
      const owner = filter.colleagues
        ? sql`${missions.ownerUserId} is distinct from ${filter.userId}`
        : eq(missions.ownerUserId, filter.userId);
      const rows = await stored()
        .where(and(eq(missions.companyId, filter.companyId), eq(missions.missionType, filter.missionType), isNull(missions.archivedAt), owner))
        .orderBy(desc(missions.creationDate), desc(missions.id));
      return rows.map(toStored);
    },

    /** One mission of the company (archived ones too). */
    async mission(companyId: number, id: number, executor: Executor = db): Promise<StoredMission | undefined> {
      const [row] = await stored(executor).where(and(eq(missions.companyId, companyId), eq(missions.id, id)));
      return row && toStored(row);
    },

    /** The people (besides the managers) of these missions: one query for a whole list. */
    async missionContacts(missionIds: readonly number[], executor: Executor = db): Promise<MissionContactRow[]> {
      if (missionIds.length === 0) return [];
      const rows = await executor
        .select({
          missionId: missionContacts.missionId,
          contactId: missionContacts.contactId,
          role: missionContacts.role,
          benchmarkType: missionContacts.benchmarkType,
        })
        .from(missionContacts)
        .where(sql`${missionContacts.missionId} = any(${anyOf(missionIds)}::int[])`)
        .orderBy(asc(missionContacts.createdAt), asc(missionContacts.contactId));
      return rows as MissionContactRow[];
    },

    /** The number of released barometer answers of each of these missions (absent: none), in one grouped query: it moves in steps, like the results. */
    async barometerResultCounts(missionIds: readonly number[]): Promise<Map<number, number>> {
      if (missionIds.length === 0) return new Map();
      const rows = await db
        .select({ missionId: barometerResponses.missionId, count: sql<number>`count(*)::int` })
        .from(barometerResponses)
        .where(sql`${barometerResponses.missionId} = any(${anyOf(missionIds)}::int[]) and ${barometerResponses.releaseStep} is not null`)
        .groupBy(barometerResponses.missionId);
      return new Map(rows.map((row) => [row.missionId, row.count]));
    },

    /** The contact type of each of these ids that is a contact of the company (the others are absent). */
    async contactTypes(companyId: number, ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: companyContacts.id, contactType: companyContacts.contactType })
        .from(companyContacts)
        .where(and(eq(companyContacts.companyId, companyId), sql`${companyContacts.id} = any(${anyOf(ids)}::int[])`));
      return new Map(rows.map((row) => [row.id, row.contactType]));
    },

    /** The new mission, or undefined when its referral is taken (a new code is drawn). */
    /**
     * A new mission; a barometer gets its survey row too: its mode (public unless said) and the
     * company's threshold of today, the one its respondents are promised.
     */
    async insertMission(tx: Executor, values: NewMission, barometerMode: 'public' | 'invited' = 'public'): Promise<MissionRecord | undefined> {
      const [row] = await tx.insert(missions).values(values).onConflictDoNothing({ target: missions.missionReferral }).returning();
      if (row && row.missionType === 'B') {
        await tx.insert(barometerSurveys).select(
          tx
            .select({
              missionId: sql<number>`${row.id}`.as('mission_id'),
              mode: sql<string>`${barometerMode}`.as('mode'),
              threshold: companies.barometerThreshold,
              releaseStep: sql<number>`0`.as('release_step'),
              linksSent: sql<number>`0`.as('links_sent'),
              linksUsed: sql<number>`0`.as('links_used'),
              refusedCount: sql<number>`0`.as('refused_count'),
            })
            .from(companies)
            .where(eq(companies.id, row.companyId)),
        );
      }
      return row;
    },

    async updateMission(tx: Executor, companyId: number, id: number, changes: MissionChanges): Promise<boolean> {
      const rows = await tx
        .update(missions)
        .set(changes)
        .where(and(eq(missions.companyId, companyId), eq(missions.id, id)))
        .returning({ id: missions.id });
      return rows.length > 0;
    },

    /** The mission's people become exactly these rows (the manager is a column of the mission). */
    async replaceMissionContacts(tx: Executor, missionId: number, rows: readonly Omit<MissionContactRow, 'missionId'>[]): Promise<void> {
      await tx.delete(missionContacts).where(eq(missionContacts.missionId, missionId));
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await tx.insert(missionContacts).values(rows.slice(start, start + INSERT_CHUNK).map((row) => ({ ...row, missionId })));
      }
    },

    /** Archives the mission (it leaves the lists, its link stops); false when the company has no such mission. */
    async archiveMission(tx: Executor, companyId: number, id: number): Promise<boolean> {
      const rows = await tx
        .update(missions)
        .set({ archivedAt: sql`coalesce(${missions.archivedAt}, now())` })
        .where(and(eq(missions.companyId, companyId), eq(missions.id, id)))
        .returning({ id: missions.id });
      return rows.length > 0;
    },

    /** Deletes the mission and its people rows (cascade); the contacts stay. Answers the mission removed. */
    async deleteMission(tx: Executor, companyId: number, id: number): Promise<MissionRecord | undefined> {
      const [row] = await tx
        .delete(missions)
        .where(and(eq(missions.companyId, companyId), eq(missions.id, id)))
        .returning();
      return row;
    },
  };
}

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    missionsRepository: MissionsRepository;
  }
}

export const missionsRepositoryPlugin = expose('missions-repository', async (app: FastifyInstance) => {
  app.decorate('missionsRepository', createMissionsRepository(app.database.db));
});
