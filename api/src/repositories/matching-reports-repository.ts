import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { MATCHING_REPORT_LANGS } from '@rapport/wire/api/missions';
import { matchingReports } from '../db/schema';
import type { Database, Executor } from '../db/types';
import { expose } from '../plugins/expose';

/** A matching report file: the ordered pair of contacts, the language, what it was drawn from. */
export interface MatchingReportFile {
  contact1: number;
  contact2: number;
  lang: (typeof MATCHING_REPORT_LANGS)[number];
  result1: number;
  result2: number;
  /** the SHA-256 of what the report shows */
  fingerprint: string;
  body: Buffer;
}

/** The stored matching report files (matching_reports) of pairs of company contacts. */
export function createMatchingReportsRepository(db: Database) {
  return {
    /** The languages in which the pair's report is stored as drawn from what it shows now (`fingerprint`). */
    async matchingReportLangs(contact1: number, contact2: number, fingerprint: string): Promise<string[]> {
      const rows = await db
        .select({ lang: matchingReports.lang })
        .from(matchingReports)
        .where(and(eq(matchingReports.contact1, contact1), eq(matchingReports.contact2, contact2), eq(matchingReports.fingerprint, fingerprint)));
      return rows.map((row) => row.lang);
    },

    /** The pair's stored report in the language, unless it was drawn from something else than what it shows now. */
    async matchingReport(contact1: number, contact2: number, lang: MatchingReportFile['lang'], fingerprint: string): Promise<Buffer | undefined> {
      const [row] = await db
        .select({ body: matchingReports.body })
        .from(matchingReports)
        .where(
          and(
            eq(matchingReports.contact1, contact1),
            eq(matchingReports.contact2, contact2),
            eq(matchingReports.lang, lang),
            // a file drawn from an earlier result or name is not this report
            eq(matchingReports.fingerprint, fingerprint),
          ),
        );
      return row?.body;
    },

    /** Stores (or replaces) a matching report file. */
    async storeMatchingReport(executor: Executor, file: MatchingReportFile): Promise<void> {
      const { contact1: _c1, contact2: _c2, lang: _l, ...drawn } = file;
      await executor
        .insert(matchingReports)
        .values(file)
        .onConflictDoUpdate({ target: [matchingReports.contact1, matchingReports.contact2, matchingReports.lang], set: { ...drawn, createdAt: new Date() } });
    },
  };
}

export type MatchingReportsRepository = ReturnType<typeof createMatchingReportsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    matchingReportsRepository: MatchingReportsRepository;
  }
}

export const matchingReportsRepositoryPlugin = expose('matching-reports-repository', async (app: FastifyInstance) => {
  app.decorate('matchingReportsRepository', createMatchingReportsRepository(app.database.db));
});
