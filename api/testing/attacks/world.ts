import { randomBytes } from 'crypto';
import { eq, sql, type SQL } from 'drizzle-orm';
import { barometerContent, bodies, createSurvey, submitAll } from '@rapport/api/testing/barometer';
import { SITE_ORIGIN } from '@rapport/api/testing/build-test-app';
import { addCompanyUser, createCompany, createContact, createUser, questionnaireTypeId, tokenFor } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import { finishDirectly, progressOf, SAMPLES, wordsOf } from '@rapport/api/testing/journey';
import type { App } from '../../src/app';
import { companies, companyContacts, matchingContacts, users } from '../../src/db/schema';
import type { Hints } from './contract-requests';

/**
 * The security suite's world: two individuals and two companies, each with what the product
 * holds for them (finished results, matching contacts, company contacts in every state,
 * missions of every kind, values, a barometer survey with answers), every one of their ids in
 * a range of its own and every name, e-mail and code unique, so that an answer showing one of
 * them shows whose it is.
 */

/** What a field of a request can name that belongs to someone. */
export type Kind = 'email' | 'userReferral' | 'missionReferral' | 'contactReferral' | 'companyId' | 'contactId' | 'missionId' | 'userId';

export interface Party {
  name: string;
  kind: 'anonymous' | 'individual' | 'company admin';
  /** whether the signed-in user has proven their address */
  verified: boolean;
  /** sent as `Authorization: Token`; none for the anonymous visitor */
  token?: string;
  /** the signed-in user */
  user?: { id: number; email: string; referral: string; password: string };
  /** what the party holds, by kind, the most telling first: the values an attacker tries */
  values: Partial<Record<Kind, readonly (string | number)[]>>;
  /** the party's own request values, by field name: its requests are valid and go deep */
  hints: Hints;
  /** strings only the party's data holds (e-mails, names, codes), by what they are */
  markers: Record<string, string>;
  /** every record id of the party (users, contacts, missions, company), by what it is: numbers no one else's answer may hold */
  ids: Record<string, number>;
  /**
   * queries selecting every row the party owns with its `xmin` (the transaction that wrote the
   * row's version: any insert, update or delete shows), by section: they must be unchanged by
   * anyone else's call
   */
  sections: Record<string, SQL>;
}

const inDays = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const list = (ids: readonly number[]): SQL => sql.join(ids.map((id) => sql`${id}`), sql`, `);

/**
 * Ids of every new row from `base` on: the party's ids cannot be mistaken for anyone's (nor for
 * a count). Once the world is made, `base` 900 000 keeps the rows its calls add apart too.
 */
export async function startIdsAt(app: App, base: number): Promise<void> {
  // each table in a range of its own too: a user id never equals a contact id
  const tables = ['users', 'companies', 'company_contacts', 'missions', 'individual_results'];
  for (const [index, table] of tables.entries()) {
    await app.database.db.execute(sql.raw(`select setval(pg_get_serial_sequence('"${table}"', 'id'), ${base + index * 10_000})`));
  }
}

/** The rows of people (accounts, sessions, results, progress, matching, reset links, codes, mail to them). */
function peopleSections(userIds: readonly number[], emails: readonly string[]): Record<string, SQL> {
  const ids = list(userIds);
  const addresses = sql.join(emails.map((email) => sql`${email.toLowerCase()}`), sql`, `);
  return {
    accounts: sql`select id, xmin from users where id in (${ids})`,
    sessions: sql`select id, xmin from auth_tokens where user_id in (${ids})`,
    results: sql`select id, xmin from individual_results where user_id in (${ids})`,
    reports: sql`select result_id, kind, lang, xmin from result_reports where result_id in (select id from individual_results where user_id in (${ids}))`,
    progress: sql`select user_id, questionnaire_type_id, xmin from response_progress where user_id in (${ids})`,
    matching: sql`select user_id, contact_user_id, xmin from matching_contacts where user_id in (${ids}) or contact_user_id in (${ids})`,
    social: sql`select id, xmin from social_accounts where user_id in (${ids})`,
    resets: sql`select id, xmin from password_reset_tokens where user_id in (${ids})`,
    codes: sql`select id, xmin from user_codes where user_id in (${ids})`,
    mails: sql`select id, xmin from mail_outbox where lower(to_address) in (${addresses})`,
    messages: sql`select id, xmin from contact_messages where lower(sender_email) in (${addresses})`,
  };
}

interface Person {
  id: number;
  email: string;
  referral: string;
  firstName: string;
  lastName: string;
}

/** A user who finished like a sample profile; a password only for those who sign in; `verified`: their address is proven. */
async function finishedPerson(app: App, tag: string, first: string, last: string, sample: number, password: string | null = null, verified = false): Promise<Person> {
  const firstName = `${first}${tag}`;
  const lastName = `${last}${tag}`;
  const user = await createUser(app.database.db, { email: `${first.toLowerCase()}.${tag}@example.org`, firstName, lastName, password });
  if (verified) await app.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, user.id));
  await finishDirectly(app, { id: user.id, firstName, lastName }, SAMPLES[sample % SAMPLES.length]);
  return { id: user.id, email: user.email, referral: user.referral, firstName, lastName };
}

async function befriend(app: App, a: number, b: number): Promise<void> {
  await app.database.db.insert(matchingContacts).values([
    { userId: a, contactUserId: b },
    { userId: b, contactUserId: a },
  ]);
}

const personMarkers = (role: string, person: Person): Record<string, string> => ({
  [`${role} e-mail`]: person.email,
  [`${role} first name`]: person.firstName,
  [`${role} last name`]: person.lastName,
  [`${role} referral`]: person.referral,
});

/** Request values that belong to nobody: the same for everyone. */
export async function commonHints(app: App): Promise<Hints> {
  const sample = SAMPLES[0];
  const progress = progressOf(sample);
  const standard = await questionnaireTypeId(app.database.db, 'standard');
  const samples = await app.contentRepository.samples();
  return {
    first_name: ['Probe'],
    last_name: ['Person'],
    name: ['Probe Person'],
    sender_name: ['Probe Person'],
    sender_email: ['probe.sender@example.org'],
    recepter: ['probe.invitee@example.org'],
    subject: ['A probe'],
    message: ['Hello,\nthis is a probe.'],
    referral_link: [`${SITE_ORIGIN}/`],
    question_answered: [progress.question_answered],
    first_answers: [progress.first_answers],
    second_answers: [progress.second_answers],
    result: [wordsOf(sample)],
    words: [[...sample.words]],
    word_ids: [sample.words.slice(0, 3)],
    field_name_for_user: ['Probe value'],
    mission_name: ['Probe mission'],
    reference: ['PRB-1'],
    mission_description: ['A probe mission.\nTwo lines.'],
    mission_end_date: [inDays(60)],
    type: ['R'],
    mission_type: ['R'],
    colleagues: ['true'],
    default_questionnaire_type: [standard],
    questionnaire_id: [standard],
    contact_type: ['C'],
    phone: ['+33 1 23 45 67 89'],
    confidential: [false],
    send_invitation: ['0'],
    barometer_threshold: [5],
    kind: ['profile-pdf'],
    lang: ['en'],
    user_1: [samples[0].uuid],
    user_2: [samples[1].uuid],
    file: [`${samples[0].uuid}.svg`],
    token: ['not-a-reset-token-0123456789'],
    code: ['not-a-code-0123456789'],
    site: ['google'],
    id_token: ['not.a.token'],
    password: ['not-the-password-7'],
    mission_viewers: [[]],
    mission_delegates: [[]],
  };
}

export async function anonymousParty(): Promise<Party> {
  return { name: 'anonymous', kind: 'anonymous', verified: false, values: {}, hints: { email: ['nobody.here@example.org'] }, markers: {}, ids: {}, sections: {} };
}

/**
 * An individual with a finished result and a matching contact (a friend who finished too);
 * `verified`: they have proven their address (what a mission link or a company id asks of them).
 */
export async function individualParty(app: App, name: string, index: number, verified: boolean): Promise<Party> {
  await startIdsAt(app, (index + 1) * 100_000);
  const tag = randomBytes(4).toString('hex');
  const password = `pw-${tag}-1`;
  const me = await finishedPerson(app, tag, `Solo${index}`, 'Private', 4 + index, password, verified);
  const friend = await finishedPerson(app, tag, `Friend${index}`, 'Confidant', 5 + index);
  await befriend(app, me.id, friend.id);
  return {
    name,
    kind: 'individual',
    verified,
    token: await tokenFor(app, me.id),
    user: { id: me.id, email: me.email, referral: me.referral, password },
    values: {
      email: [me.email, friend.email],
      userReferral: [me.referral, friend.referral],
      userId: [me.id, friend.id],
    },
    hints: {
      email: [me.email],
      partner: [friend.email],
      referral: [friend.referral],
      password: [password],
    },
    markers: { ...personMarkers('user', me), ...personMarkers('matching contact', friend) },
    ids: { 'user id': me.id, 'matching contact user id': friend.id },
    sections: peopleSections([me.id, friend.id], [me.email, friend.email]),
  };
}

/**
 * A company with every option, its admin (finished, with a matching contact), contacts of every
 * kind (finished employee, candidate, confidential manager; one not yet signed up), a
 * recruitment, a team building and a values mission, its values and a barometer survey with
 * six answers.
 */
export async function companyParty(app: App, name: string, index: number): Promise<Party> {
  const db = app.database.db;
  await startIdsAt(app, (index + 1) * 100_000);
  const tag = randomBytes(4).toString('hex');
  const password = `pw-${tag}-2`;
  const companyId = await createCompany(db, { name: `Company ${tag}`, supportsBarometer: true, supportsAvatar: true, quotationAccess: true });
  const valueName = `Grit${tag}`;
  await db
    .update(companies)
    .set({
      avatar: { words: [...SAMPLES[0].words] },
      extraSupportedFields: [{ field_name_in_api: `grit_${tag}`, field_name_for_user: valueName, word_ids: SAMPLES[0].words.slice(0, 4) }],
      barometerTexts: { en: { intro: `Intro${tag}` } },
    })
    .where(eq(companies.id, companyId));
  const admin = await finishedPerson(app, tag, `Boss${index}`, 'Admin', 2 + index, password, true);
  await addCompanyUser(db, companyId, admin.id);
  const friend = await finishedPerson(app, tag, `Pal${index}`, 'Friend', 3 + index);
  await befriend(app, admin.id, friend.id);

  const employee = await finishedPerson(app, tag, `Emma${index}`, 'Employee', 0 + index);
  const candidate = await finishedPerson(app, tag, `Carl${index}`, 'Candidate', 1 + index);
  const manager = await finishedPerson(app, tag, `Mona${index}`, 'Manager', 6 + index);
  const contact = async (person: Person | undefined, type: 'C' | 'E' | 'M', values: { email?: string; firstName?: string; lastName?: string; confidential?: boolean } = {}) => {
    const created = await createContact(db, companyId, { email: person?.email ?? values.email, firstName: person?.firstName ?? values.firstName, userId: person?.id });
    await db
      .update(companyContacts)
      .set({ contactType: type, lastName: person?.lastName ?? values.lastName ?? 'Nobody', confidential: values.confidential ?? false, invitationSent: person !== undefined })
      .where(eq(companyContacts.id, created.id));
    return created;
  };
  const cEmployee = await contact(employee, 'E');
  const cCandidate = await contact(candidate, 'C');
  const cManager = await contact(manager, 'M', { confidential: true });
  const pending = { email: `pending.${tag}@example.org`, firstName: `Pat${tag}`, lastName: `Pending${tag}` };
  const cPending = await contact(undefined, 'C', pending);

  const token = await tokenFor(app, admin.id);
  const http = api(app);
  const standard = await questionnaireTypeId(db, 'standard');
  const createMission = async (type: 'R' | 'T' | 'V', body: Record<string, unknown>) => {
    const res = await http.post(
      '/company/mission/',
      {
        mission_name: `Mission${type}${tag}`,
        reference: `REF-${type}-${tag}`,
        mission_description: `Description${type}${tag}`,
        mission_end_date: inDays(90),
        type,
        default_questionnaire_type: standard,
        ...body,
      },
      { token },
    );
    if (res.statusCode !== 200) throw new Error(`mission ${type}: ${res.body}`);
    return res.json() as { pk: number; mission_referral: string; mission_name: string };
  };
  const recruitment = await createMission('R', {
    mission_manager: cEmployee.id,
    mission_member: [cCandidate.id, cPending.id],
    mission_benchmarks: [{ id: cManager.id, benchmark_type: 'manager' }],
  });
  const team = await createMission('T', {
    mission_manager: cManager.id,
    mission_member: [],
    mission_benchmarks: [{ id: cEmployee.id, benchmark_type: 'employee' }],
  });
  const values = await createMission('V', { mission_manager: null, mission_member: [cCandidate.id, cPending.id] });
  const survey = await createSurvey(app, companyId);
  const content = await barometerContent(app, survey.referral);
  const next = bodies(content, 1000 + index);
  const answers = Array.from({ length: 6 }, () => next());
  await submitAll(app, survey.referral, answers);

  const people = [admin, friend, employee, candidate, manager];
  const missionIds = [recruitment.pk, team.pk, values.pk, survey.id];
  const missionSql = list(missionIds);
  return {
    name,
    kind: 'company admin',
    verified: true,
    token,
    user: { id: admin.id, email: admin.email, referral: admin.referral, password },
    values: {
      email: [employee.email, admin.email, pending.email],
      userReferral: [admin.referral, employee.referral],
      missionReferral: [recruitment.mission_referral, survey.referral],
      contactReferral: [cEmployee.referral, cPending.referral],
      companyId: [companyId],
      contactId: [cEmployee.id, cManager.id],
      missionId: [recruitment.pk, team.pk, survey.id],
      userId: [employee.id, admin.id],
    },
    hints: {
      email: [admin.email],
      user_email: [employee.email],
      partner: [friend.email],
      referral: [friend.referral],
      password: [password],
      mission_referral: [survey.referral],
      mission: [survey.referral, survey.id],
      team_mission: [team.pk],
      survey_mission: [survey.id],
      contact_referral: [cEmployee.referral],
      contact: [cEmployee.referral, cEmployee.id],
      company: [companyId],
      company_id: [companyId],
      id: [cEmployee.id],
      contact_1: [cEmployee.id],
      contact_2: [cCandidate.id],
      candidate: [cCandidate.id],
      mission_manager: [cEmployee.id],
      mission_member: [[cCandidate.id]],
      mission_benchmarks: [[{ id: cManager.id, benchmark_type: 'manager' }]],
      pk: [recruitment.pk],
      contacts: [[employee.id, candidate.id], [{ company_id: companyId, email: employee.email }, { company_id: companyId, email: candidate.email }]],
      source: [{ company_id: companyId, email: employee.email }],
      target: [[{ company_id: companyId, email: candidate.email }]],
      demographic_answers: [answers[0].demographic_answers],
      selected_word_result: [answers[0].selected_word_result],
      sorted_word_result: [answers[0].sorted_word_result],
    },
    markers: {
      ...personMarkers('admin', admin),
      ...personMarkers("admin's matching contact", friend),
      ...personMarkers('employee', employee),
      ...personMarkers('candidate', candidate),
      ...personMarkers('confidential manager', manager),
      'pending contact e-mail': pending.email,
      'pending contact first name': pending.firstName,
      'pending contact last name': pending.lastName,
      'employee contact referral': cEmployee.referral,
      'pending contact referral': cPending.referral,
      'recruitment name': recruitment.mission_name,
      'recruitment referral': recruitment.mission_referral,
      'team name': team.mission_name,
      'values mission name': values.mission_name,
      'values mission referral': values.mission_referral,
      'survey referral': survey.referral,
      'value name': valueName,
      'barometer intro': `Intro${tag}`,
      'mission description': `DescriptionR${tag}`,
    },
    ids: {
      'company id': companyId,
      'admin user id': admin.id,
      "admin's matching contact user id": friend.id,
      'employee user id': employee.id,
      'candidate user id': candidate.id,
      'manager user id': manager.id,
      'employee contact id': cEmployee.id,
      'candidate contact id': cCandidate.id,
      'confidential contact id': cManager.id,
      'pending contact id': cPending.id,
      'recruitment id': recruitment.pk,
      'team id': team.pk,
      'values mission id': values.pk,
      'survey id': survey.id,
    },
    sections: {
      ...peopleSections(
        people.map((p) => p.id),
        [...people.map((p) => p.email), pending.email],
      ),
      company: sql`select id, xmin from companies where id = ${companyId}`,
      members: sql`select user_id, xmin from company_users where company_id = ${companyId}`,
      contacts: sql`select id, xmin from company_contacts where company_id = ${companyId}`,
      missions: sql`select id, xmin from missions where company_id = ${companyId}`,
      'mission people': sql`select mission_id, contact_id, xmin from mission_contacts where mission_id in (${missionSql})`,
      'barometer answers': sql`select id, xmin from barometer_responses where mission_id in (${missionSql})`,
      'matching reports': sql`select contact_1, contact_2, lang, xmin from matching_reports where contact_1 in (select id from company_contacts where company_id = ${companyId}) or contact_2 in (select id from company_contacts where company_id = ${companyId})`,
      'matching report jobs': sql`select id, xmin from jobs where kind = 'matching-report' and payload->>'companyId' = ${String(companyId)}`,
    },
  };
}
