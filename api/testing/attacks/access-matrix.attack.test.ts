import { createHash } from 'crypto';
import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { EndpointContract } from '@rapport/wire/api/common';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { loadAllContracts } from '@rapport/api/testing/contracts';
import { pdfPages, unzip } from '@rapport/api/testing/documents';
import { tokenFor } from '@rapport/api/testing/fixtures';
import type { App } from '../../src/app';
import { BY_DESIGN, kindOf, mustRefuse, OWN_HINTS } from './access-policy';
import { attackCounter } from './attack-log';
import { callName, leaves, sampleRequest, send, urlOf, withValue, type ContractRequest, type Hints, type Leaf } from './contract-requests';
import { fingerprint } from './db-state';
import { anonymousParty, commonHints, companyParty, individualParty, startIdsAt, type Kind, type Party } from './world';

/**
 * Every call of every contract, those to come included, made by every kind of caller (an
 * anonymous visitor, an individual, another individual, the admin of company A, the admin of
 * company B) with the ids, codes and e-mails of what belongs to someone else, one field at a
 * time, the rest of the request being the caller's own valid values. After each call:
 *
 * - no read: the answer shows nothing of anyone else (their e-mails, names, codes, mission and
 *   value names, and their record ids) that the request did not already name; PDF and DOCX
 *   answers are read as text;
 * - no write: every row the others own (accounts, sessions, results, progress, matching
 *   contacts, reset links, companies, contacts, missions, survey answers, mails to them) is
 *   unchanged;
 * - no use of a foreign record: a call that names another company's contact, mission or
 *   company, or another person's e-mail where it must be one's own, is refused (4xx).
 *
 * The requests are made from each contract's schemas, so a new call is attacked as soon as its
 * contract is exported. What a call may do with another's value by design is listed in
 * BY_DESIGN, with why; which field names what is said once, by field name, in kindOf (both in
 * access-policy.ts).
 */

/** The order calls are made in: see the phases in the test. */
type Phase = 'foreign' | 'late' | 'own writes' | 'logout' | 'account deletion';

const ends = (contract: EndpointContract): 'logout' | 'account deletion' | undefined => {
  if (contract.method === 'DELETE' && contract.path === '/auth/user') return 'account deletion';
  return /logout/.test(contract.path) ? 'logout' : undefined;
};

interface Attempt {
  contract: EndpointContract;
  attacker: Party;
  request: ContractRequest;
  /** what the attempt tries: "own values" or "B's contactId in body.id" */
  what: string;
  /** the foreign field and its kind, when one is foreign */
  foreign?: { leaf: Leaf; kind: Kind; victim: Party };
}

const shortText = (value: string): string => (value.length > 240 ? `${value.slice(0, 240)}…` : value);

describe(`every call by every caller, with what belongs to others (${testDatabaseKind})`, () => {
  let app: App;
  let contracts: EndpointContract[];
  let parties: Party[];
  let common: Hints;
  const counter = attackCounter('access matrix');
  const findings: string[] = [];
  /** the words (codes, e-mails, names, ids) each caller has sent so far, lower-cased */
  const known = new Map<Party, Set<string>>();
  /** PDF and DOCX texts by the hash of their bytes (reports are cached: the same few files again and again) */
  const documentTexts = new Map<string, string>();

  beforeAll(async () => {
    app = await buildTestApp({ rateLimit: { max: 1_000_000, store: 'memory' } });
    contracts = await loadAllContracts();
    common = await commonHints(app);
    parties = [
      await anonymousParty(),
      // one with a proven address, one without: the links that need one are tried both ways
      await individualParty(app, 'individual X', 0, true),
      await individualParty(app, 'individual Y', 1, false),
      await companyParty(app, 'admin of company A', 2),
      await companyParty(app, 'admin of company B', 3),
    ];
    await startIdsAt(app, 900_000);
  }, 180_000);
  afterAll(async () => {
    counter.flush();
    await app.close();
  });

  const others = (attacker: Party) => parties.filter((party) => party !== attacker && party.kind !== 'anonymous');

  /** The fingerprint of every section of every party after the last attempt (undefined: to be read again). */
  let state: Record<string, string> | undefined;

  /** Every section of every party, in one query. */
  async function partiesState(): Promise<Record<string, string>> {
    const sections: Record<string, ReturnType<typeof sql>> = {};
    for (const party of parties) {
      for (const [name, query] of Object.entries(party.sections)) sections[`${party.name}|${name}`] = query;
    }
    return fingerprint(app.database.db, sections);
  }

  /** The answer as text to search: JSON or text as sent (a CSV), PDF, DOCX and XLSX read. */
  async function answerText(res: LightMyRequestResponse): Promise<string> {
    const type = String(res.headers['content-type'] ?? '');
    const disposition = String(res.headers['content-disposition'] ?? '');
    if (res.statusCode >= 300 || !/pdf|wordprocessingml|spreadsheetml|image\/png/.test(type)) return `${disposition}\n${res.body}`;
    if (type.startsWith('image/png')) return disposition;
    const hash = createHash('sha256').update(res.rawPayload).digest('hex');
    let text = documentTexts.get(hash);
    if (text === undefined) {
      if (type.includes('pdf')) text = (await pdfPages(res.rawPayload)).join('\n');
      else {
        const files = unzip(res.rawPayload);
        // a spreadsheet's text is in its shared strings and its sheets' inline cells
        const parts = type.includes('spreadsheetml') ? [...files.keys()].filter((name) => /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/.test(name)) : ['word/document.xml'];
        text = parts.map((name) => files.get(name)?.toString('utf8') ?? '').join('\n');
      }
      documentTexts.set(hash, text);
    }
    return `${disposition}\n${text}`;
  }

  /** Numbers anywhere in a JSON answer. */
  function numbersIn(body: string): Set<number> {
    const found = new Set<number>();
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return found;
    }
    const walk = (value: unknown): void => {
      if (typeof value === 'number') found.add(value);
      else if (Array.isArray(value)) value.forEach(walk);
      else if (typeof value === 'object' && value !== null) Object.values(value).forEach(walk);
    };
    walk(parsed);
    return found;
  }

  /** What the attempt achieved that it must not have (nothing: an empty list). */
  async function run(attempt: Attempt): Promise<string[]> {
    const { contract, attacker, request } = attempt;
    const allowance = BY_DESIGN[callName(contract)];
    const before = state ?? (await partiesState());
    const res = await send(app, contract, request, attacker.token);
    const after = await partiesState();
    state = after;
    const problems: string[] = [];
    if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}`);

    // what the attacker has named in any request so far is theirs to see again (a company's contact it added itself)
    const sent = known.get(attacker) ?? new Set<string>();
    known.set(attacker, sent);
    const words = `${decodeURIComponent(urlOf(contract, request).replace(/%(?![0-9A-F]{2})/gi, '%25'))} ${JSON.stringify(request.body) ?? ''}`;
    for (const word of words.toLowerCase().match(/[a-z0-9@._+-]+/g) ?? []) sent.add(word);
    const text = (await answerText(res)).toLowerCase();
    const numbers = res.statusCode < 300 ? numbersIn(res.body) : new Set<number>();
    for (const party of others(attacker)) {
      const shown = [
        ...Object.entries(party.markers)
          .filter(([, marker]) => text.includes(marker.toLowerCase()) && !sent.has(marker.toLowerCase()))
          .map(([name]) => name),
        ...Object.entries(party.ids)
          .filter(([, id]) => numbers.has(id) && !sent.has(String(id)))
          .map(([name, id]) => `${name} ${id}`),
      ].filter((name) => !allowance?.shows?.some((allowed) => name.startsWith(allowed)));
      if (shown.length > 0) problems.push(`shows ${party.name}'s ${shown.join(', ')}`);
      const field = attempt.foreign?.leaf.key;
      const allowed = [
        ...(allowance?.sections ?? []),
        ...((field !== undefined && allowance?.sectionsBy?.[field]) || []),
        ...((field !== undefined && attacker.verified && allowance?.sectionsByProven?.[field]) || []),
      ];
      const changed = Object.keys(party.sections).filter(
        (section) => before[`${party.name}|${section}`] !== after[`${party.name}|${section}`] && !allowed.includes(section),
      );
      if (changed.length > 0) problems.push(`changed ${party.name}'s ${changed.join(', ')}`);
    }
    if (attempt.foreign && res.statusCode < 400 && mustRefuse(contract, attempt.foreign.leaf, attempt.foreign.kind)) {
      problems.push(`accepted (${res.statusCode}) ${attempt.foreign.victim.name}'s ${attempt.foreign.kind}`);
    }
    return problems;
  }

  /** The caller's own valid request, then one per field naming something, with each value another party holds of that kind. */
  function attemptsOf(contract: EndpointContract, attacker: Party): { own: Attempt; foreign: Attempt[] } {
    const hints = { ...common, ...attacker.hints, ...OWN_HINTS[callName(contract)]?.(attacker) };
    const base = sampleRequest(contract, hints);
    const own: Attempt = { contract, attacker, request: base, what: 'own values' };
    const foreign: Attempt[] = [];
    for (const leaf of leaves(contract, base)) {
      const kind = kindOf(contract, leaf);
      if (!kind) continue;
      // without a token, a call that needs one answers 401 before it reads anything: its own attempt shows it
      if (!attacker.token && !contract.public) continue;
      for (const victim of others(attacker)) {
        for (const value of victim.values[kind] ?? []) {
          const where = [leaf.part, ...leaf.path].join('.');
          const asSent = leaf.part === 'body' ? value : String(value);
          foreign.push({ contract, attacker, request: withValue(base, leaf, asSent), what: `${victim.name}'s ${kind} ${value} in ${where}`, foreign: { leaf, kind, victim } });
        }
      }
    }
    return { own, foreign };
  }

  async function attack(attempt: Attempt): Promise<void> {
    const name = `${callName(attempt.contract)} as ${attempt.attacker.name} with ${attempt.what}`;
    let problems: string[] = [];
    await counter.attempt(name, async () => {
      problems = await run(attempt);
      return problems.length > 0;
    });
    if (problems.length > 0) {
      findings.push(`${name}: ${problems.join('; ')} — ${shortText(urlOf(attempt.contract, attempt.request))} ${shortText(JSON.stringify(attempt.request.body) ?? '')}`);
    }
  }

  /** A fresh token for the party (after a call that ends its session). */
  async function signInAgain(party: Party): Promise<void> {
    if (party.user) party.token = await tokenFor(app, party.user.id);
    state = undefined;
  }

  it('lets no caller read, change or use what belongs to another', async () => {
    const phases: Record<Phase, Attempt[]> = { foreign: [], late: [], 'own writes': [], logout: [], 'account deletion': [] };
    for (const contract of contracts) {
      for (const attacker of parties) {
        const { own, foreign } = attemptsOf(contract, attacker);
        const ending = ends(contract);
        if (ending) {
          phases[ending].push(...foreign, own);
        } else if (BY_DESIGN[callName(contract)]?.late) {
          phases.late.push(...foreign, own);
        } else {
          phases.foreign.push(...foreign);
          // the caller's own writes (renaming its contacts, archiving its missions) would change its markers: last
          (contract.method === 'PUT' || contract.method === 'DELETE' ? phases['own writes'] : phases.foreign).push(own);
        }
      }
    }

    for (const attempt of phases.foreign) await attack(attempt);

    // what the late calls grant by design (matching contacts made with a referral code) is undone after them
    const links = await app.database.db.execute(sql`select user_id, contact_user_id from matching_contacts`);
    for (const attempt of phases.late) await attack(attempt);
    await app.database.db.execute(sql`delete from matching_contacts`);
    for (const row of (links as unknown as { rows: { user_id: number; contact_user_id: number }[] }).rows) {
      await app.database.db.execute(sql`insert into matching_contacts (user_id, contact_user_id) values (${row.user_id}, ${row.contact_user_id})`);
    }
    state = undefined;

    for (const attempt of phases['own writes']) await attack(attempt);
    for (const attempt of phases.logout) {
      await attack(attempt);
      await signInAgain(attempt.attacker);
    }
    for (const attempt of phases['account deletion']) await attack(attempt);

    // several hundred at the least: every call, every caller, every field naming something of someone else's
    expect(counter.tried).toBe(Object.values(phases).reduce((sum, list) => sum + list.length, 0));
    expect(counter.tried).toBeGreaterThan(1000);
    expect(findings).toEqual([]);
    expect(counter.succeeded).toEqual([]);
  }, 900_000);
});
