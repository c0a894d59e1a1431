import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { missions } from '../db/schema';
import type { Database } from '../db/types';
import { expose } from '../plugins/expose';

export interface MissionRow {
  companyId: number;
  /** 'B' for a barometer survey */
  missionType: string;
  /** the questionnaire the mission asks for; the company's default when null */
  questionnaireTypeId: number | null;
}

/** A company's missions (team, recruitment, barometer), found by the referral of their links. */
export function createMissionsRepository(db: Database) {
  return {
    async missionByReferral(referral: string): Promise<MissionRow | undefined> {
      const [row] = await db
        .select({
          companyId: missions.companyId,
          missionType: missions.missionType,
          questionnaireTypeId: missions.defaultQuestionnaireTypeId,
        })
        .from(missions)
        .where(eq(missions.missionReferral, referral));
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
