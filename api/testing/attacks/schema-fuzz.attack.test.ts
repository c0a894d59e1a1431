import fc from 'fast-check';
import type { EndpointContract } from '@rapport/wire/api/common';
import { errorResponse } from '@rapport/wire/api/common';
import { isErrorCode } from '@rapport/wire/api/error-codes';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { loadAllContracts } from '@rapport/api/testing/contracts';
import { createUser, tokenFor } from '@rapport/api/testing/fixtures';
import type { App } from '../../src/app';
import { attackCounter } from './attack-log';
import { callName, leaves, sampleRequest, send, urlOf, valueAt, withValue, type Hints } from './contract-requests';
import { applicationTables, countChanges, tableCounts, type Counts } from './db-state';
import { describeMutation, mutatedRequest, type MutatedRequest } from './hostile-values';
import { forbiddenText, PG_TEXT_REFUSED_CODE } from './text-rules';
import { commonHints, companyParty, type Party } from './world';

/**
 * Every call of every contract, those to come included, fed requests made from its own
 * schemas with one to three fields broken (NUL, lone surrogates, control characters, huge
 * and exotic text, numbers out of range, wrong types, extra and prototype keys), as an anonymous
 * visitor and as a signed-in company admin with data. Never a 5xx; a refused request saves
 * nothing; a body its contract refuses is never accepted; and bad text is stopped by the
 * contract, never by the database (whose refusal the error handler only answers as a last line
 * of defence, with its own code).
 *
 * Fixed seeds: the same requests on every run (a failure names the request to replay).
 */

/** Requests per call and caller: enough to reach every field several times, few enough for a 2-core `npm test`. */
const RUNS = 25;
/** A call that needs a token answers 401 before reading anything: a few anonymous requests suffice. */
const ANONYMOUS_RUNS_OF_PROTECTED_CALLS = 4;

/** Tables a refused sign-in writes to on purpose (its throttle): not "saved from an invalid request". */
const THROTTLE_TABLES = ['login_throttle', 'rate_limits'];

type Caller = 'anonymous' | 'signed in';

const seedOf = (text: string): number => [...text].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, 7);

/** Calls that end the caller's session or account go last, so the others run signed in. */
const order = (contract: EndpointContract): number => {
  if (contract.method === 'DELETE' && contract.path === '/auth/user') return 2;
  return contract.method === 'DELETE' ? 1 : 0;
};

const shortText = (value: unknown): string => {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
};

describe(`the contracts refuse bad text before anything stores it (${testDatabaseKind})`, () => {
  let contracts: EndpointContract[];
  beforeAll(async () => {
    contracts = await loadAllContracts();
  });

  it('no request a contract accepts carries NUL, a lone surrogate or a control character (line breaks only in multi-line fields)', async () => {
    const counter = attackCounter('contract schemas: bad text');
    // by field: what it let through
    const findings = new Map<string, Set<string>>();
    for (const contract of contracts) {
      for (const part of ['params', 'query', 'body'] as const) {
        const schema = contract[part];
        if (!schema) continue;
        const base = sampleRequest(contract, {});
        const samples = fc.sample(mutatedRequest(contract, base), { seed: seedOf(`${callName(contract)} ${part}`), numRuns: 60 });
        for (const { request, mutations } of samples) {
          if (request.rawBody !== undefined) continue;
          await counter.attempt(`${callName(contract)} ${part}: ${mutations.map(describeMutation).join(', ')}`, async () => {
            const parsed = schema.safeParse(part === 'body' ? request.body : request[part]);
            const problem = parsed.success ? forbiddenText(parsed.data) : undefined;
            if (problem) {
              const [field, what] = [problem.slice(0, problem.indexOf(': ')), problem.slice(problem.indexOf(': ') + 2)];
              const key = `${callName(contract)} ${part}.${field.replace(/\[\d+\]/g, '[]')}`;
              findings.set(key, (findings.get(key) ?? new Set()).add(what.replace(/ U\+[0-9A-F]{4}/, '')));
            }
            return problem !== undefined;
          });
        }
      }
    }
    counter.flush();
    expect([...findings].map(([field, what]) => `${field} accepts ${[...what].sort().join(', ')}`)).toEqual([]);
  });
});

describe(`every call survives requests fuzzed from its schemas (${testDatabaseKind})`, () => {
  let app: App;
  let contracts: EndpointContract[];
  let admin: Party;
  let hints: Hints;
  let tables: string[];
  const counter = attackCounter('schema fuzz');
  beforeAll(async () => {
    // the limits of a real site would answer 429 to most of this; the fuzz is about input
    app = await buildTestApp({ rateLimit: { max: 1_000_000, store: 'memory' } });
    contracts = (await loadAllContracts()).sort((a, b) => order(a) - order(b));
    admin = await companyParty(app, 'company admin', 0);
    hints = { ...(await commonHints(app)), ...admin.hints };
    tables = await applicationTables(app.database.db);
  }, 120_000);
  afterAll(async () => {
    counter.flush();
    await app.close();
  });

  /** The row counts after the last request (undefined once the test itself wrote: counted again). */
  let counts: Counts | undefined;
  /** The signed-in caller's token; a new one after a call that may have ended it. */
  let token: string | undefined;

  async function signedInToken(contract: EndpointContract): Promise<string> {
    if (order(contract) === 2) {
      // the call that deletes the account gets an account of its own each time
      counts = undefined;
      const user = await createUser(app.database.db, { password: admin.user?.password });
      return tokenFor(app, user.id);
    }
    if (token === undefined) {
      counts = undefined;
      token = await tokenFor(app, admin.user?.id ?? 0);
    }
    return token;
  }

  /** What is wrong with the answer to a fuzzed request (nothing: an empty list). */
  async function check(contract: EndpointContract, fuzzed: MutatedRequest, as: Caller): Promise<string[]> {
    const bearer = as === 'signed in' ? await signedInToken(contract) : undefined;
    const before = counts ?? (await tableCounts(app.database.db, tables));
    const res = await send(app, contract, fuzzed.request, bearer);
    const after = await tableCounts(app.database.db, tables);
    counts = after;
    // logout and sign-out-everywhere end the session: the next call gets a new token
    if (as === 'signed in' && res.statusCode < 300 && /logout/.test(contract.path)) token = undefined;
    const problems: string[] = [];
    if (res.statusCode >= 500) problems.push(`answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    let code: string | undefined;
    if (res.statusCode >= 400) {
      const parsed = errorResponse.safeParse(JSON.parse(res.body || 'null'));
      code = parsed.success ? parsed.data.code : undefined;
      if (!parsed.success || !isErrorCode(code)) problems.push(`answered ${res.statusCode} without the error shape: ${res.body.slice(0, 200)}`);
      if (code === PG_TEXT_REFUSED_CODE) problems.push('a value reached the database, which refused it (its contract let it through)');
    }
    if (res.statusCode === 400) {
      const validation = code?.startsWith('validation.') || code?.startsWith('request.');
      const saved = countChanges(before, after, validation ? [] : THROTTLE_TABLES);
      if (saved.length > 0) problems.push(`saved from a refused request: ${saved.join(', ')}`);
    }
    if (contract.body && fuzzed.request.rawBody === undefined && fuzzed.request.body !== undefined && res.statusCode < 400) {
      if (!contract.body.safeParse(fuzzed.request.body).success) problems.push(`accepted a body its contract refuses (${res.statusCode})`);
    }
    return problems;
  }

  /** Sends the requests, one attack each; what went wrong goes to `findings`, the request with it. */
  async function attack(contract: EndpointContract, as: Caller, requests: readonly MutatedRequest[], findings: string[]): Promise<void> {
    for (const fuzzed of requests) {
      const what = `${callName(contract)} as ${as}: ${fuzzed.mutations.map(describeMutation).join(', ')}`;
      let problems: string[] = [];
      await counter.attempt(what, async () => {
        problems = await check(contract, fuzzed, as);
        return problems.length > 0;
      });
      if (problems.length > 0) {
        findings.push(`${what}: ${problems.join('; ')} — ${contract.method} ${shortText(urlOf(contract, fuzzed.request))} ${shortText(fuzzed.request.rawBody ?? fuzzed.request.body)}`);
      }
    }
  }

  it('answers a NUL, a lone surrogate and an escape character in each field of each call with a 4xx the contract gives', async () => {
    const findings: string[] = [];
    for (const contract of contracts.filter((c) => order(c) === 0)) {
      const base = sampleRequest(contract, hints);
      const requests = leaves(contract, base).flatMap((leaf) =>
        ['\u0000', '\ud800', '\u001b'].map((bad): MutatedRequest => {
          const valid = valueAt(base, leaf);
          const value = `${typeof valid === 'string' || typeof valid === 'number' ? valid : 'probe'}${bad}`;
          return { request: withValue(base, leaf, value), mutations: [{ kind: 'field', leaf, value }] };
        }),
      );
      if (contract.public) await attack(contract, 'anonymous', requests, findings);
      await attack(contract, 'signed in', requests, findings);
    }
    expect(findings).toEqual([]);
  }, 600_000);

  it('answers every one without a 5xx, saves nothing it refuses and lets no bad text reach the database', async () => {
    const findings: string[] = [];
    for (const contract of contracts) {
      const base = sampleRequest(contract, hints);
      for (const as of ['anonymous', 'signed in'] as const) {
        const runs = as === 'anonymous' && !contract.public ? ANONYMOUS_RUNS_OF_PROTECTED_CALLS : RUNS;
        await attack(contract, as, fc.sample(mutatedRequest(contract, base), { seed: seedOf(`${callName(contract)} ${as}`), numRuns: runs }), findings);
      }
    }
    expect(counter.tried).toBeGreaterThan(contracts.length * RUNS);
    expect(findings).toEqual([]);
  }, 900_000);
});
