import { createHash } from 'crypto';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { COMPANY_MESSAGES } from '@rapport/wire/api/company';
import { MATCHING_REPORT_LANGS, matchingReportPath, type AvatarMatching, type CompanyMatching } from '@rapport/wire/api/missions';
import { SCORE_LABELS } from '@rapport/wire/entities/scores';
import { AXES, type TextLibrary } from '../../content/types';
import type { Database } from '../../db/types';
import { HttpError, httpError, notFound } from '../../http-errors';
import { enqueueJob, type JobRun, type JobWorker } from '../../jobs';
import { matchProfiles, type FiberName } from '../../model';
import type { CompaniesRepository } from '../../repositories/companies-repository';
import type { CompanyContactsRepository, MatchingContact } from '../../repositories/company-contacts-repository';
import type { MatchingReportsRepository } from '../../repositories/matching-reports-repository';
import type { ContentRepository } from '../../repositories/content-repository';
import type { ResultsRepository } from '../../repositories/results-repository';
import { activeCompany } from '../company/company-contacts';
import { avatarIndex, companyMatching, isFinished, preparedAvatar, type FinishedContact } from './company-matching';
import { PDF } from '../results/reports';
import { fullName } from '../results/reports/labels';
import { inProcessRenderer, type ReportRenderer } from '../results/reports/renderer';
import {
  matchingReportFileName,
  type FiberKey,
  type MatchingReportData,
  type MatchingReportLang,
  type MatchingReportPerson,
  type ReportFiber,
} from './matching-report-labels';

/**
 * The company matchings (spec sections 3 and 7): a person against others of the
 * active company, their professional index against the company's avatar, and the matching
 * report of two contacts. Everything is computed from the stored vectors of the results that
 * complete the contacts (the contacts list's rule), read in one query per call.
 */

export interface MatchingsDeps {
  db: Database;
  companies: CompaniesRepository;
  contacts: CompanyContactsRepository;
  matchingReports: MatchingReportsRepository;
  results: ResultsRepository;
  content: ContentRepository;
  log?: Pick<FastifyBaseLogger, 'error'>;
  /** the job worker, woken when a links call queues a report (else it waits for its next poll) */
  jobs?: Pick<JobWorker, 'wake'>;
  /** where the reports are drawn: the API's report thread; on the calling thread when absent */
  reports?: Pick<ReportRenderer, 'renderMatching'>;
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
  const [contacts, definition] = await Promise.all([deps.contacts.contactsForMatching(company.id, { emails }), deps.companies.companyAvatar(company.id)]);
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
async function reportPair(deps: MatchingsDeps, companyId: number, ids: [number, number]): Promise<[FinishedContact, FinishedContact]> {
  const contacts = await deps.contacts.contactsForMatching(companyId, { ids });
  const pair = ids.map((id) => contacts.find((contact) => contact.id === id));
  if (pair.some((contact) => contact === undefined)) throw notFound(COMPANY_MESSAGES.unknownContact);
  const [first, second] = pair as [MatchingContact, MatchingContact];
  if (first.confidential || second.confidential) throw new HttpError(403, COMPANY_MESSAGES.confidential);
  for (const contact of [first, second]) {
    if (!isFinished(contact)) throw httpError(400, 'mission.not_finished', { name: fullName(contact) });
  }
  return [first as FinishedContact, second as FinishedContact];
}

/** The fibers in the order of the company tables, each with its key in the table of score abbreviations. */
const FIBER_KEYS: [FiberName, FiberKey][] = [
  ['feeling', 'FE'],
  ['deep_compatibility', 'DC'],
  ['complementarity', 'CP'],
  ['connivance', 'CO'],
  ['understanding', 'UN'],
];

/** The parts of a contact's completing result the report shows, and that result's id. */
async function reportPerson(deps: MatchingsDeps, contact: FinishedContact): Promise<{ person: MatchingReportPerson; resultId: number }> {
  const row = contact.userId === null ? undefined : await deps.results.result(contact.userId, contact.questionnaireTypeId);
  // the result went between the two reads (a deleted account): as if it had not finished
  if (!row) throw httpError(400, 'mission.not_finished', { name: fullName(contact) });
  const person: MatchingReportPerson = {
    firstName: contact.firstName,
    lastName: contact.lastName,
    daily: [row.w1, row.x1, row.y1, row.z1],
    tension: [row.w2, row.x2, row.y2, row.z2],
    percents: [row.rPercent, row.iPercent, row.sPercent],
    softSkills: row.softSkills,
  };
  return { person, resultId: row.id };
}

function reportFibers(library: TextLibrary, match: ReturnType<typeof matchProfiles>): { fibers: ReportFiber[]; top: ReportFiber; bottom: ReportFiber } {
  const scores: Record<FiberName, number> = {
    connivance: match.similarity_smooth,
    feeling: match.immediate_harmony_smooth,
    deep_compatibility: match.deep_compatibility_smooth,
    complementarity: match.complementarity_smooth,
    understanding: match.understanding_smooth,
  };
  const byName = new Map(FIBER_KEYS.map(([name, key]) => [name, { key, description: library.fibers[name].description, score: scores[name] }] as const));
  return {
    fibers: FIBER_KEYS.map(([name]) => byName.get(name) as ReportFiber),
    top: byName.get(match.top_fiber) as ReportFiber,
    bottom: byName.get(match.bottom_fiber) as ReportFiber,
  };
}

/** What the report of a pair shows (but its date), and what it is drawn from. */
interface PairReport {
  contacts: [number, number];
  results: [number, number];
  data: Omit<MatchingReportData, 'date'>;
  /**
   * The SHA-256 of `data` and of the scores' names: a stored file is served only while it is
   * the same, so a file drawn from an earlier result, an old name or other labels is drawn again.
   */
  fingerprint: string;
}

/** The pair's report as it stands, after the access rules of reportPair. */
async function pairReport(deps: MatchingsDeps, companyId: number, contacts: [number, number]): Promise<PairReport> {
  const [first, second] = await reportPair(deps, companyId, contacts);
  const [people, library] = await Promise.all([Promise.all([reportPerson(deps, first), reportPerson(deps, second)]), deps.content.textLibrary()]);
  const match = matchProfiles(first.vector, second.vector);
  const data: PairReport['data'] = {
    people: [people[0].person, people[1].person],
    relationalIndex: match.rui_smooth,
    ...reportFibers(library, match),
    axisNames: AXES.map((axis) => library.axes[axis]),
    modeNames: [library.modes['1'], library.modes['2']],
    stakeNames: [library.stakes.R, library.stakes.I, library.stakes.S],
  };
  // the scores' names and abbreviations are drawn too: a file drawn with other ones is drawn again
  const fingerprint = createHash('sha256').update(JSON.stringify([data, SCORE_LABELS])).digest('base64url');
  return { contacts, results: [people[0].resultId, people[1].resultId], data, fingerprint };
}

/** Draws the report on the report thread and stores it; `beforeStore` lets a job give way to requests first. */
async function drawAndStore(deps: MatchingsDeps, report: PairReport, lang: MatchingReportLang, date: Date, beforeStore?: () => Promise<void>): Promise<Buffer> {
  const file = await (deps.reports ?? inProcessRenderer).renderMatching(lang, { ...report.data, date });
  await beforeStore?.();
  const [contact1, contact2] = report.contacts;
  const [result1, result2] = report.results;
  await deps.matchingReports.storeMatchingReport(deps.db, { contact1, contact2, lang, result1, result2, fingerprint: report.fingerprint, body: file.body });
  return file.body;
}

/** The kind of the jobs that make the matching report of a pair of contacts (en and fr). */
export const MATCHING_REPORT_JOB = 'matching-report';

/** One pending job per ordered pair: the report names the first contact first. */
const matchingReportKey = (contacts: [number, number]): string => `pair:${contacts[0]}:${contacts[1]}`;

const matchingReportPayload = z.object({ companyId: z.number().int(), contact_1: z.number().int(), contact_2: z.number().int() });

/**
 * POST /company/matching_result_pdf/: the report's paths in en and fr, once both contacts may
 * have one. Unless both files are stored as the report stands, a matching-report job is queued
 * to draw them (keyed by the pair: asking again while it waits queues nothing more).
 */
export async function matchingReportLinks(
  deps: MatchingsDeps,
  userId: number,
  body: { contact_1: number; contact_2: number },
): Promise<{ matching_pdf_en: string; matching_pdf_fr: string }> {
  const company = await activeCompany(deps, userId);
  const report = await pairReport(deps, company.id, [body.contact_1, body.contact_2]);
  const made = await deps.matchingReports.matchingReportLangs(body.contact_1, body.contact_2, report.fingerprint);
  if (MATCHING_REPORT_LANGS.some((lang) => !made.includes(lang))) {
    const payload: z.infer<typeof matchingReportPayload> = { companyId: company.id, contact_1: body.contact_1, contact_2: body.contact_2 };
    await enqueueJob(deps.db, { kind: MATCHING_REPORT_JOB, key: matchingReportKey(report.contacts), payload });
    deps.jobs?.wake();
  }
  return {
    matching_pdf_en: matchingReportPath(body.contact_1, body.contact_2, 'en'),
    matching_pdf_fr: matchingReportPath(body.contact_1, body.contact_2, 'fr'),
  };
}

/**
 * The matching-report job's handler: draws and stores the files of the pair not stored as the
 * report stands now. A pair that can no longer have a report (a contact gone or made
 * confidential, a result deleted) makes nothing.
 */
export async function runMatchingReportJob(deps: MatchingsDeps, job: Pick<JobRun, 'payload' | 'whenIdle'>): Promise<void> {
  const { companyId, contact_1, contact_2 } = matchingReportPayload.parse(job.payload);
  let report: PairReport;
  try {
    report = await pairReport(deps, companyId, [contact_1, contact_2]);
  } catch (error) {
    if (error instanceof HttpError) return;
    throw error;
  }
  const made = await deps.matchingReports.matchingReportLangs(contact_1, contact_2, report.fingerprint);
  for (const lang of MATCHING_REPORT_LANGS) {
    // writing a file is main-thread work on the embedded database: requests go first
    if (!made.includes(lang)) await drawAndStore(deps, report, lang, new Date(), job.whenIdle);
  }
}

/**
 * GET /company/matching_report/:contact_1/:contact_2/:lang/: the stored PDF when it was drawn
 * from the report as it stands, else drawn now on the report thread (and stored): a download
 * never waits for the job.
 */
export async function matchingReport(
  deps: MatchingsDeps,
  userId: number,
  params: { contact_1: number; contact_2: number; lang: MatchingReportLang },
  now: Date = new Date(),
): Promise<{ contentType: string; body: Buffer; fileName: string }> {
  const company = await activeCompany(deps, userId);
  const report = await pairReport(deps, company.id, [params.contact_1, params.contact_2]);
  const fileName = matchingReportFileName(report.data.people, params.lang);
  const stored = await deps.matchingReports.matchingReport(params.contact_1, params.contact_2, params.lang, report.fingerprint);
  return { contentType: PDF, body: stored ?? (await drawAndStore(deps, report, params.lang, now)), fileName };
}
