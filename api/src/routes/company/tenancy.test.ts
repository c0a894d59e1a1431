import { eq } from 'drizzle-orm';
import { COMPANY_MESSAGES as M } from '@rapport/wire/api/company';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { companyWithAdmin, contactRow, contactRows, mailCount, refusal, signedIn, type SignedIn } from '@rapport/api/testing/company';
import { createContact, createResult, createUser } from '@rapport/api/testing/fixtures';
import { api } from '@rapport/api/testing/http';
import type { App } from '../../app';
import { companies } from '../../db/schema';

/**
 * Spec section 6 and the tenancy rule: every company call acts on the caller's first
 * company. The admin of company B naming anything of company A gets a 404 (as if it did not
 * exist), an individual gets a 403 on every company call; after each attempt, A's rows are
 * exactly as before and no mail was queued. A's own admin then makes the same calls.
 */
describe(`tenancy of the company calls (${testDatabaseKind})`, () => {
  let app: App;
  let http: ReturnType<typeof api>;
  let ownerA: SignedIn;
  let adminB: SignedIn;
  let individual: SignedIn;
  let companyA: number;
  let contactA: { id: number; referral: string; email: string };

  beforeAll(async () => {
    app = await buildTestApp();
    http = api(app);
    const db = app.database.db;
    const a = await companyWithAdmin(app, { name: 'Company A', quotationAccess: true });
    const b = await companyWithAdmin(app, { name: 'Company B', quotationAccess: true });
    ownerA = a.admin;
    adminB = b.admin;
    companyA = a.companyId;
    individual = await signedIn(app);
    await createResult(db, individual.id);
    const person = await createUser(db);
    await createResult(db, person.id);
    const contact = await createContact(db, companyA, { userId: person.id });
    contactA = { ...contact, email: (await contactRow(app, contact.id)).email };
    // B has a contact with the same e-mail address: B's own, never A's
    await createContact(db, b.companyId, { email: contactA.email });
    await createContact(db, companyA, { firstName: 'Second' });
  });
  afterAll(async () => {
    await app.close();
  });

  interface Call {
    name: string;
    send: (caller: SignedIn) => Promise<LightMyRequestResponse>;
    /** what B's admin gets: a 404 with this message, or (a list) an answer without A's data */
    other: { status: 404; message: string } | { status: 200 };
  }

  const calls = (): Call[] => [
    { name: 'list (no company_id)', send: (c) => http.get('/company/company_contact/', { token: c.token }), other: { status: 200 } },
    { name: 'list (company_id of A)', send: (c) => http.get(`/company/company_contact/?company_id=${companyA}`, { token: c.token }), other: { status: 404, message: M.unknownCompany } },
    {
      name: 'add a contact to A',
      send: (c) => http.post('/company/company_contact/?send_invitation=1', { company_id: companyA, first_name: 'Eve', last_name: 'Intruder', email: 'eve@example.org', contact_type: 'C' }, { token: c.token }),
      other: { status: 404, message: M.unknownCompany },
    },
    { name: "change A's contact", send: (c) => http.put(`/company/company_contact/update/${contactA.id}/`, { contact_type: 'E', first_name: 'Changed' }, { token: c.token }), other: { status: 404, message: M.unknownContact } },
    { name: "invite A's contact", send: (c) => http.post('/company/invite_contact/', { contact_referral: contactA.referral }, { token: c.token }), other: { status: 404, message: M.unknownContact } },
    { name: "re-invite A's contact", send: (c) => http.post('/auth/re-invite/', { user_email: contactA.email, company_id: companyA }, { token: c.token }), other: { status: 404, message: M.unknownCompany } },
    { name: "A's contact's result", send: (c) => http.get(`/company/company_contact/${contactA.id}/result/`, { token: c.token }), other: { status: 404, message: M.unknownContact } },
    { name: "A's contact's report", send: (c) => http.get(`/company/company_contact/${contactA.id}/report/en/`, { token: c.token }), other: { status: 404, message: M.unknownContact } },
    { name: "A's questionnaire types", send: (c) => http.get(`/response/questionnaire_type?company_id=${companyA}`, { token: c.token }), other: { status: 404, message: M.unknownCompany } },
    { name: "delete A's contact", send: (c) => http.delete(`/company/company_contact/update/${contactA.id}/`, { token: c.token }), other: { status: 404, message: M.unknownContact } },
  ];

  /** Everything of A a call could change. */
  const stateOfA = async () => ({
    company: await app.database.db.select().from(companies).where(eq(companies.id, companyA)),
    contacts: await contactRows(app, companyA),
    mails: await mailCount(app),
  });

  it('gives the admin of another company a 404 (or nothing of A) and changes nothing of A', async () => {
    const before = await stateOfA();
    const outcomes = [];
    for (const call of calls()) {
      const res = await call.send(adminB);
      if (call.other.status === 404) {
        outcomes.push({ call: call.name, status: res.statusCode, body: res.json() });
      } else {
        const listed: { id: number; company_id: number }[] = res.json();
        outcomes.push({ call: call.name, status: res.statusCode, body: listed.filter((c) => c.company_id === companyA || c.id === contactA.id) });
      }
      expect({ call: call.name, state: await stateOfA() }).toEqual({ call: call.name, state: before });
    }
    expect(outcomes).toEqual(
      calls().map((call) => ({
        call: call.name,
        status: call.other.status,
        body: call.other.status === 404 ? refusal(call.other.message) : [],
      })),
    );
  });

  it('gives an individual a 403 on every company call and changes nothing of A', async () => {
    const before = await stateOfA();
    const outcomes = [];
    for (const call of calls()) {
      const res = await call.send(individual);
      outcomes.push({ call: call.name, status: res.statusCode, body: res.json() });
      expect({ call: call.name, state: await stateOfA() }).toEqual({ call: call.name, state: before });
    }
    expect(outcomes).toEqual(calls().map((call) => ({ call: call.name, status: 403, body: refusal(M.notACompanyUser) })));
  });

  it("lets A's own admin make every one of these calls", async () => {
    const statuses = [];
    for (const call of calls()) statuses.push({ call: call.name, status: (await call.send(ownerA)).statusCode });
    expect(statuses).toEqual(calls().map((call) => ({ call: call.name, status: 200 })));
    expect((await contactRows(app, companyA)).map((c) => c.firstName)).toEqual(['Second', 'Eve']);
  });
});
