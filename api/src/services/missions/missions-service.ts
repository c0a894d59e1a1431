import type { z } from 'zod';
import { COMPANY_MESSAGES } from '@rapport/wire/api/company';
import { codeOfMessage } from '@rapport/wire/api/error-codes';
import { isCandidateType, isEmployeeType, requiresManager, requiresMembers, takesCandidateMembers } from '@rapport/wire/api/mission-rules';
import { MISSION_MESSAGES as M, type createMission as createMissionCall, type MissionResponse } from '@rapport/wire/api/missions';
import { REQUIRED } from '@rapport/wire/api/common';
import { dayIn, dayOf, type CalendarDay } from '@rapport/wire/entities/calendar-day';
import type { MissionKind, MissionType } from '@rapport/wire/entities/mission';
import { newCode } from '../../auth/secrets';
import { isPgError, PG_FOREIGN_KEY_VIOLATION } from '../../db/pg-errors';
import type { Database } from '../../db/types';
import { httpError, HttpError, notFound } from '../../http-errors';
import type { ActivityRepository } from '../../repositories/activity-repository';
import type { ActiveCompany } from '../../repositories/companies-repository';
import type { CompanyContactsRepository, ListedContact } from '../../repositories/company-contacts-repository';
import type { ContentRepository } from '../../repositories/content-repository';
import {
  missionIsActive,
  type MissionContactRow,
  type MissionsRepository,
  type StoredMission,
} from '../../repositories/missions-repository';
import type { TeamScores } from '../../model';
import { missionSubject, recordActivity, type Actor, type AdminActor } from '../activity/record';
import { companyContactResponse } from '../company/company-contacts';
import { changedMissionFields, missionKind } from './mission-activity';
import { scoresOf, teamOf } from '../teams/teams-service';

/**
 * Missions of the company area (spec sections 2 to 5): recruitment, mobility, onboarding, team
 * building and values, and the company's barometer surveys in the lists. Every function acts
 * on the caller's active company (resolved by the route with `activeCompany`): another
 * company's mission or contact is looked up with the active company's id, so never found (404).
 */

export interface MissionsDeps {
  db: Database;
  missions: MissionsRepository;
  contacts: CompanyContactsRepository;
  content: Pick<ContentRepository, 'invitableQuestionnaireType'>;
  /** the company's trail: a mission or survey created, changed, ended or deleted is recorded in its transaction */
  activity: ActivityRepository;
}

/** The mission form's fields, as the contract gives them to the route. */
export type MissionInput = z.output<typeof createMissionCall.body>;

/**
 * The end date sent, as the day of the company's calendar it names (the contract took only
 * texts that name one): a day as it is, a date-time by the company's time zone.
 */
const endDayOf = (input: MissionInput, company: ActiveCompany): CalendarDay => dayOf(input.mission_end_date, company.timeZone) ?? input.mission_end_date;

/** A field of the form, as an answer names it. */
type Field = Extract<keyof MissionInput, string>;

/** 400 naming the field at fault, as the validation answers (`mission_manager: Required`). */
const fieldError = (field: Field, message: string): HttpError =>
  new HttpError(400, `${field}: ${message}`, { code: codeOfMessage(message)?.code ?? 'validation.invalid', field });

/**
 * The cross-field rules of the mission form (spec section 5), checked against the company's
 * contacts: the first broken rule is the answer. The per-kind rules and the contact types are
 * mission-rules.ts's, which the form applies too.
 */
async function checkInput(deps: MissionsDeps, company: ActiveCompany, input: MissionInput, now: Date): Promise<void> {
  const survey = input.type === 'B';
  if (survey && !company.supportsBarometer) throw httpError(403, 'barometer.off');
  // the mission runs to the end of its last day there: today is still to come
  if (endDayOf(input, company) < dayIn(company.timeZone, now)) throw fieldError('mission_end_date', M.futureDate);
  const manager = input.mission_manager ?? null;
  if (manager === null && requiresManager(input.type)) throw fieldError('mission_manager', REQUIRED);
  if (requiresMembers(input.type) && input.mission_member.length === 0) throw fieldError('mission_member', REQUIRED);

  const named: [Field, number][] = [
    ...(manager === null ? [] : [['mission_manager', manager] as [Field, number]]),
    ...input.mission_member.map((id): [Field, number] => ['mission_member', id]),
    ...input.mission_viewers.map((id): [Field, number] => ['mission_viewers', id]),
    ...input.mission_delegates.map((id): [Field, number] => ['mission_delegates', id]),
    ...input.mission_benchmarks.map(({ id }): [Field, number] => ['mission_benchmarks', id]),
  ];
  const seen = new Set<number>();
  for (const [field, id] of named) {
    if (seen.has(id)) throw fieldError(field, M.oneRole);
    seen.add(id);
  }

  const types = await deps.missions.contactTypes(company.id, [...seen]);
  const unknown = named.find(([, id]) => !types.has(id));
  // the contacts calls' 404, naming the field that holds the id
  if (unknown) throw new HttpError(404, COMPANY_MESSAGES.unknownContact, { field: unknown[0] });
  const employees = named.filter(([field]) => field === 'mission_manager' || field === 'mission_benchmarks');
  const notEmployee = employees.find(([, id]) => !isEmployeeType(types.get(id)));
  if (notEmployee) throw fieldError(notEmployee[0], M.employeesOnly);
  if (takesCandidateMembers(input.type) && input.mission_member.some((id) => !isCandidateType(types.get(id)))) {
    throw fieldError('mission_member', M.candidatesOnly);
  }

  // a barometer survey takes the barometer questionnaire, every other mission another one
  if (!(await deps.content.invitableQuestionnaireType(input.default_questionnaire_type, survey))) {
    throw fieldError('default_questionnaire_type', COMPANY_MESSAGES.unknownQuestionnaire);
  }
}

/** A barometer survey is answered anonymously from its link: it names nobody, whatever the form sends. */
const withoutPeopleIfSurvey = (input: MissionInput): MissionInput =>
  input.type === 'B' ? { ...input, mission_manager: null, mission_member: [], mission_viewers: [], mission_delegates: [], mission_benchmarks: [] } : input;

/** The people rows of the input (the manager is a column of the mission). */
const peopleRows = (input: MissionInput): Omit<MissionContactRow, 'missionId'>[] => [
  ...input.mission_member.map((contactId) => ({ contactId, role: 'member' as const, benchmarkType: null })),
  ...input.mission_viewers.map((contactId) => ({ contactId, role: 'viewer' as const, benchmarkType: null })),
  ...input.mission_delegates.map((contactId) => ({ contactId, role: 'delegate' as const, benchmarkType: null })),
  ...input.mission_benchmarks.map(({ id, benchmark_type }) => ({ contactId: id, role: 'benchmark' as const, benchmarkType: benchmark_type })),
];

/** The stored fields of the input. */
const missionFields = (input: MissionInput, company: ActiveCompany) => ({
  // `type` names the kind of the other missions (a survey's is null)
  type: input.type === 'B' ? null : input.type,
  missionName: input.mission_name,
  reference: input.reference,
  description: input.mission_description,
  endDate: endDayOf(input, company),
  managerContactId: input.mission_manager ?? null,
  defaultQuestionnaireTypeId: input.default_questionnaire_type,
});

/** A contact removed between the checks and the write: the foreign key refuses it (404). */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isPgError(error, PG_FOREIGN_KEY_VIOLATION)) throw notFound(COMPANY_MESSAGES.unknownContact);
    throw error;
  }
}

// ---- reading -----------------------------------------------------------------------------------

/**
 * The team scores (CPI, lowest pair) of the team building missions of a list: the vectors of
 * all their teams' people are read in one query, whatever the number of missions.
 */
async function teamScoresOfList(
  deps: MissionsDeps,
  companyId: number,
  list: StoredMission[],
  byMission: ReadonlyMap<number, MissionContactRow[]>,
): Promise<Map<number, TeamScores>> {
  const teams = list.filter((mission) => mission.missionType === 'T').map((mission) => ({ id: mission.id, team: teamOf(mission, byMission.get(mission.id) ?? []) }));
  const ids = new Set(teams.flatMap(({ team }) => team.map((member) => member.contactId)));
  if (ids.size === 0) return new Map();
  const people = await deps.contacts.contactsForMatching(companyId, { ids: [...ids] });
  const vectors = new Map(people.map((person) => [person.id, person.vector]));
  return new Map(teams.map(({ id, team }) => [id, scoresOf(team, vectors)]));
}

/**
 * The answers of these missions: their people, the company's contacts with their status and
 * result, and the barometer counts, in four queries whatever the number of missions (a fifth
 * reads the vectors of the team building missions' people, for their CPI).
 */
async function missionResponses(deps: MissionsDeps, company: ActiveCompany, list: StoredMission[]): Promise<MissionResponse[]> {
  const companyId = company.id;
  if (list.length === 0) return [];
  const ids = list.map((mission) => mission.id);
  const [people, counts] = await Promise.all([deps.missions.missionContacts(ids), deps.missions.barometerResultCounts(ids)]);
  const contactIds = new Set<number>(people.map((row) => row.contactId));
  for (const mission of list) if (mission.managerContactId !== null) contactIds.add(mission.managerContactId);
  const contacts = new Map<number, ListedContact>(
    (await deps.contacts.contactsByIds(companyId, [...contactIds])).map((contact) => [contact.id, contact]),
  );
  const byMission = new Map<number, MissionContactRow[]>();
  for (const row of people) {
    const rows = byMission.get(row.missionId);
    if (rows) rows.push(row);
    else byMission.set(row.missionId, [row]);
  }
  const teamScoresById = await teamScoresOfList(deps, companyId, list, byMission);
  const now = new Date();
  return list.map((mission) => {
    const rows = byMission.get(mission.id) ?? [];
    const team = teamScoresById.get(mission.id);
    const of = (role: MissionContactRow['role']) =>
      rows.flatMap((row) => {
        const contact = row.role === role ? contacts.get(row.contactId) : undefined;
        return contact ? [{ contact: companyContactResponse(contact), benchmarkType: row.benchmarkType }] : [];
      });
    const manager = mission.managerContactId === null ? undefined : contacts.get(mission.managerContactId);
    return {
      pk: mission.id,
      id: mission.id,
      mission_name: mission.missionName,
      mission_type: mission.missionType as MissionType,
      type: mission.type as MissionKind | null,
      reference: mission.reference,
      mission_description: mission.description,
      mission_creation_date: mission.creationDate.toISOString(),
      mission_end_date: mission.endDate,
      mission_referral: mission.missionReferral,
      mission_manager: manager ? companyContactResponse(manager) : null,
      mission_owner: mission.ownerUserId,
      mission_member: of('member').map((entry) => entry.contact),
      mission_viewers: of('viewer').map((entry) => entry.contact),
      mission_delegates: of('delegate').map((entry) => entry.contact),
      mission_benchmarks: of('benchmark').map((entry) => ({ contact: entry.contact, benchmark_type: entry.benchmarkType ?? 'employee' })),
      company: mission.companyId,
      default_questionnaire_type: mission.defaultQuestionnaireTypeId,
      default_questionnaire: mission.questionnaireType === null ? null : { questionnaire_type: mission.questionnaireType },
      barometer_result_count: counts.get(mission.id) ?? 0,
      is_active: missionIsActive({ ...mission, timeZone: company.timeZone }, now),
      cpi: team?.cpi ?? null,
      lowest_matching_score: team?.lowest ?? null,
    };
  });
}

/** GET /company/mission/: the caller's own missions of a type, or their colleagues', newest first. */
export async function listMissions(
  deps: MissionsDeps,
  company: ActiveCompany,
  userId: number,
  missionType: MissionType,
  colleagues: boolean,
): Promise<MissionResponse[]> {
  const list = await deps.missions.listMissions({ companyId: company.id, missionType, userId, colleagues });
  return missionResponses(deps, company, list);
}

export async function getMission(deps: MissionsDeps, company: ActiveCompany, id: number): Promise<MissionResponse> {
  const mission = await deps.missions.mission(company.id, id);
  if (!mission) throw notFound(M.unknownMission);
  const [answer] = await missionResponses(deps, company, [mission]);
  return answer;
}

// ---- writing -------------------------------------------------------------------------------------

/** POST /company/mission/: a new mission owned by the caller, with a new link code (a duplicate is the same call). */
export async function createMission(deps: MissionsDeps, company: ActiveCompany, actor: AdminActor, sent: MissionInput): Promise<MissionResponse> {
  const input = withoutPeopleIfSurvey(sent);
  await checkInput(deps, company, input, new Date());
  const id = await writing(() =>
    deps.db.transaction(async (tx) => {
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const created = await deps.missions.insertMission(tx, {
          ...missionFields(input, company),
          companyId: company.id,
          missionType: input.type,
          missionReferral: newCode(),
          ownerUserId: actor.userId,
        }, input.barometer_mode);
        if (created) {
          const people = peopleRows(input);
          await deps.missions.replaceMissionContacts(tx, created.id, people);
          await recordActivity(deps, tx, {
            companyId: company.id,
            actor,
            kind: missionKind(input.type, 'created'),
            subject: missionSubject(created),
            detail: input.type === 'B' ? { mission_type: 'B', barometer_mode: input.barometer_mode ?? 'public' } : { mission_type: input.type, people: people.length + (created.managerContactId === null ? 0 : 1) },
          });
          return created.id;
        }
      }
      throw new Error('could not find a free mission referral');
    }),
  );
  return getMission(deps, company, id);
}

/** PUT /company/mission_update/ with a body: every field and every person replaced; the trail names the fields changed. */
export async function updateMission(deps: MissionsDeps, company: ActiveCompany, id: number, sent: MissionInput, actor: Actor): Promise<void> {
  const current = await deps.missions.mission(company.id, id);
  if (!current) throw notFound(M.unknownMission);
  // a survey stays a survey (whatever kind the form sends), and no other mission becomes one
  if (current.missionType !== 'B' && sent.type === 'B') throw fieldError('type', 'Invalid value');
  const input = withoutPeopleIfSurvey(current.missionType === 'B' ? { ...sent, type: 'B' } : sent);
  await checkInput(deps, company, input, new Date());
  // read before the transaction: PGlite has one connection, which the transaction holds
  const currentPeople = await deps.missions.missionContacts([id]);
  const changes = { ...missionFields(input, company), missionType: input.type };
  const people = peopleRows(input);
  const fields = changedMissionFields(current, currentPeople, changes, people);
  await writing(() =>
    deps.db.transaction(async (tx) => {
      if (!(await deps.missions.updateMission(tx, company.id, id, changes))) throw notFound(M.unknownMission);
      await deps.missions.replaceMissionContacts(tx, id, people);
      if (fields.length > 0) {
        const subject = missionSubject({ reference: changes.reference ?? null, missionName: changes.missionName });
        await recordActivity(deps, tx, { companyId: company.id, actor, kind: missionKind(current.missionType, 'updated'), subject, detail: { fields } });
      }
    }),
  );
}

/** PUT /company/mission_update/ without a body: the mission leaves the lists and its link stops (a survey has ended). */
export async function archiveMission(deps: MissionsDeps, company: ActiveCompany, id: number, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const mission = await deps.missions.mission(company.id, id, tx);
    if (!mission) throw notFound(M.unknownMission);
    if (mission.archivedAt !== null) return;
    await deps.missions.archiveMission(tx, company.id, id);
    const survey = mission.missionType === 'B';
    await recordActivity(deps, tx, {
      companyId: company.id,
      actor,
      kind: survey ? 'survey.ended' : 'mission.updated',
      subject: missionSubject(mission),
      detail: survey ? {} : { archived: true },
    });
  });
}

/** DELETE /company/mission_update/: the mission and its people rows; the contacts stay in the company. */
export async function deleteMission(deps: MissionsDeps, company: ActiveCompany, id: number, actor: Actor): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const removed = await deps.missions.deleteMission(tx, company.id, id);
    if (!removed) throw notFound(M.unknownMission);
    await recordActivity(deps, tx, {
      companyId: company.id,
      actor,
      kind: missionKind(removed.missionType, 'deleted'),
      subject: missionSubject(removed),
      detail: { mission_type: removed.missionType },
    });
  });
}

/** GET /company/is_mission_active/ (public): whether the link still accepts answers. */
export async function isMissionActive(deps: Pick<MissionsDeps, 'missions'>, referral: string): Promise<boolean> {
  const mission = await deps.missions.missionByReferral(referral);
  if (!mission) throw httpError(404, 'link.unknown_mission');
  return missionIsActive(mission);
}
