import type { FastifyBaseLogger } from 'fastify';
import { COMPANY_MESSAGES } from '@rapport/contracts/api/company';
import { matchingReportPath, type AvatarMatching, type CompanyMatching } from '@rapport/contracts/api/missions';
import { AXES, type TextLibrary } from '../../content/types';
import { HttpError, httpError, notFound } from '../../http-errors';
import { matchProfiles, type FiberName } from '../../model';
import type { ActiveCompany, CompaniesRepository, MatchingContact } from '../../repositories/companies-and-contacts-repository';
import type { ContentRepository } from '../../repositories/content-repository';
import type { ResultsRepository } from '../../repositories/results-repository';
import { activeCompany } from '../company/company-contacts';
import { avatarIndex, companyMatching, isFinished, preparedAvatar, type FinishedContact } from './company-matching';
import { fullName } from '../results/reports/labels';
import { matchingReportFileName, type MatchingReportData, type MatchingReportLang, type MatchingReportPerson, type ReportFiber } from './matching-report-labels';
import { matchingReportPdf } from './matching-report-pdf';

/**
 * The company matchings (spec sections 3 and 7, issue 10): a person against others of the
 * active company, their professional index against the company's avatar, and the matching
 * report of two contacts. Everything is computed from the stored vectors of the results that
 * complete the contacts (the contacts list's rule), read in one query per call.
 */

export interface MatchingsDeps {
  companies: CompaniesRepository;
  results: ResultsRepository;
  content: ContentRepository;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** A person named by a matching call. */
export interface NamedPerson {
  company_id: number;
  email: string;
}

/**
 * POST /result/match_contacts/: the source against each target with a finished result (the
 * others are left out: the tables say who has not finished), and with the company's avatar,
 * each finished person's (the source first) professional index against it.
 */
export async function matchContacts(
  deps: MatchingsDeps,
  userId: number,
  body: { source: NamedPerson; target: NamedPerson[] },
): Promise<{ source_target_matching: CompanyMatching[]; avatar_target_matching: AvatarMatching[] }> {
  const company = await activeCompany(deps, userId, body.source.company_id);
  if (body.target.some((target) => target.company_id !== company.id)) throw notFound(COMPANY_MESSAGES.unknownCompany);

  // each person once, the source first, in the order named
  const emails = [...new Set([body.source, ...body.target].map((person) => person.email.toLowerCase()))];
  const [contacts, definition] = await Promise.all([deps.companies.contactsForMatching(company.id, { emails }), deps.companies.companyAvatar(company.id)]);
  const byEmail = new Map(contacts.map((contact) => [contact.email.toLowerCase(), contact]));
  const people = emails.map((email) => byEmail.get(email));
  if (people.some((person) => person === undefined)) throw notFound(COMPANY_MESSAGES.unknownContact);
  const [source, ...targets] = people as MatchingContact[];
  // a target named twice (or the source named as a target) is answered once per name
  const namedTargets = body.target.map((target) => byEmail.get(target.email.toLowerCase()) as MatchingContact);

  const sourceTargetMatching = isFinished(source) ? namedTargets.filter(isFinished).map((target) => companyMatching(source, target)) : [];

  let avatarTargetMatching: AvatarMatching[] = [];
  const avatar = definition && (await preparedAvatar(deps, company.id, definition));
  if (avatar) {
    const finished = [source, ...targets].filter(isFinished);
    avatarTargetMatching = finished.map((person) => ({ user_1: 'avatar', user_2: person.email, ...avatarIndex(person.vector, avatar) }));
  }
  return { source_target_matching: sourceTargetMatching, avatar_target_matching: avatarTargetMatching };
}

// ---- the matching report ---------------------------------------------------------------------

/**
 * The two contacts of a report: 404 for a contact of another company (or none), 403 for a
 * confidential one (as the profile report), 400 naming the first that has not finished.
 */
async function reportPair(deps: MatchingsDeps, company: ActiveCompany, ids: [number, number]): Promise<[FinishedContact, FinishedContact]> {
  const contacts = await deps.companies.contactsForMatching(company.id, { ids });
  const pair = ids.map((id) => contacts.find((contact) => contact.id === id));
  if (pair.some((contact) => contact === undefined)) throw notFound(COMPANY_MESSAGES.unknownContact);
  const [first, second] = pair as [MatchingContact, MatchingContact];
  if (first.confidential || second.confidential) throw new HttpError(403, COMPANY_MESSAGES.confidential);
  for (const contact of [first, second]) {
    if (!isFinished(contact)) throw httpError(400, 'mission.not_finished', { name: fullName(contact) });
  }
  return [first as FinishedContact, second as FinishedContact];
}

/** POST /company/matching_result_pdf/: the report's paths in en and fr, once both contacts may have one. */
export async function matchingReportLinks(
  deps: MatchingsDeps,
  userId: number,
  body: { contact_1: number; contact_2: number },
): Promise<{ matching_pdf_en: string; matching_pdf_fr: string }> {
  const company = await activeCompany(deps, userId);
  await reportPair(deps, company, [body.contact_1, body.contact_2]);
  return {
    matching_pdf_en: matchingReportPath(body.contact_1, body.contact_2, 'en'),
    matching_pdf_fr: matchingReportPath(body.contact_1, body.contact_2, 'fr'),
  };
}

const FIBER_ORDER: FiberName[] = ['feeling', 'deep_compatibility', 'complementarity', 'connivance', 'understanding'];

/** The parts of a contact's completing result the report shows. */
async function reportPerson(deps: MatchingsDeps, contact: FinishedContact): Promise<MatchingReportPerson> {
  const row = contact.userId === null ? undefined : await deps.results.result(contact.userId, contact.questionnaireTypeId);
  // the result went between the two reads (a deleted account): as if it had not finished
  if (!row) throw httpError(400, 'mission.not_finished', { name: fullName(contact) });
  return {
    firstName: contact.firstName,
    lastName: contact.lastName,
    daily: [row.w1, row.x1, row.y1, row.z1],
    tension: [row.w2, row.x2, row.y2, row.z2],
    percents: [row.rPercent, row.iPercent, row.sPercent],
    softSkills: row.softSkills,
  };
}

function reportFibers(library: TextLibrary, match: ReturnType<typeof matchProfiles>): { fibers: ReportFiber[]; top: ReportFiber; bottom: ReportFiber } {
  const scores: Record<FiberName, number> = {
    connivance: match.similarity_smooth,
    feeling: match.immediate_harmony_smooth,
    deep_compatibility: match.deep_compatibility_smooth,
    complementarity: match.complementarity_smooth,
    understanding: match.understanding_smooth,
  };
  const byName = new Map(FIBER_ORDER.map((name) => [name, { ...library.fibers[name], score: scores[name] }] as const));
  return {
    fibers: FIBER_ORDER.map((name) => byName.get(name) as ReportFiber),
    top: byName.get(match.top_fiber) as ReportFiber,
    bottom: byName.get(match.bottom_fiber) as ReportFiber,
  };
}

/** GET /company/matching_report/:contact_1/:contact_2/:lang/: the report made now, as a PDF. */
export async function matchingReport(
  deps: MatchingsDeps,
  userId: number,
  params: { contact_1: number; contact_2: number; lang: MatchingReportLang },
  now: Date = new Date(),
): Promise<{ contentType: string; body: Buffer; fileName: string }> {
  const company = await activeCompany(deps, userId);
  const [first, second] = await reportPair(deps, company, [params.contact_1, params.contact_2]);
  const [people, library] = await Promise.all([Promise.all([reportPerson(deps, first), reportPerson(deps, second)]), deps.content.textLibrary()]);
  const match = matchProfiles(first.vector, second.vector);
  const data: MatchingReportData = {
    people: people as [MatchingReportPerson, MatchingReportPerson],
    date: now,
    relationalIndex: match.rui_smooth,
    ...reportFibers(library, match),
    axisNames: AXES.map((axis) => library.axes[axis]),
    modeNames: [library.modes['1'], library.modes['2']],
    stakeNames: [library.stakes.R, library.stakes.I, library.stakes.S],
  };
  return { contentType: 'application/pdf', body: await matchingReportPdf(data, params.lang), fileName: matchingReportFileName(people, params.lang) };
}
