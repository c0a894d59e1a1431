import type { EndpointContract } from '@rapport/wire/api/common';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { loadAllContracts } from '@rapport/api/testing/contracts';
import { freshIp } from '@rapport/api/testing/http';
import type { App } from '../app';
import { AUTH_REQUIRED } from '../plugins/auth';

/**
 * Calls whose contracts came before their routes. The
 * last test fails once one of them is served: then it leaves this list and is checked above.
 */
const AWAITING_ROUTES: string[] = [];

/** Values path parameters could really take, by name; an enum's first value otherwise. */
const PLAUSIBLE: Record<string, string> = { id: '1', contact_1: '1', contact_2: '2' };

/**
 * Whether a call needs a token is said once, in its contract. Every contract of
 * shared-contracts/wire/src/api is called here without a token, so a new one is covered as soon as
 * it is exported.
 */
describe(`public calls are those the contracts mark public (${testDatabaseKind})`, () => {
  let app: App;
  let contracts: EndpointContract[];
  let sampleFile: string;
  beforeAll(async () => {
    app = await buildTestApp();
    contracts = await loadAllContracts();
    const [sample] = await app.contentRepository.samples();
    sampleFile = `${sample.uuid}.svg`;
  });
  afterAll(async () => {
    await app.close();
  });

  /** A value each path parameter could really take: a known one by name, else an enum's first. */
  const plausible = (contract: EndpointContract, name: string): string => {
    if (name === 'file') return sampleFile;
    if (PLAUSIBLE[name]) return PLAUSIBLE[name];
    const shape = (contract.params as { shape?: Record<string, { options?: readonly string[] }> } | undefined)?.shape;
    const first = shape?.[name]?.options?.[0];
    if (first === undefined) throw new Error(`${contract.path}: no plausible value for :${name}, add one to this test`);
    return first;
  };

  /** A body, when the method takes one: `{}` to public calls, unreadable JSON to the others (refused before it is read). */
  const callWithoutToken = (contract: EndpointContract, { withBody = true } = {}) => {
    const url = `/api${contract.path.replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(plausible(contract, name)))}`;
    const sendsBody = withBody && contract.method !== 'GET' && contract.method !== 'DELETE';
    return app.inject({
      method: contract.method,
      url,
      remoteAddress: freshIp(),
      ...(sendsBody && { headers: { 'content-type': 'application/json' }, payload: contract.public ? '{}' : '{not json' }),
    });
  };

  const named = (contract: EndpointContract): string => `${contract.method} ${contract.path}`;
  const served = () => contracts.filter((c) => !AWAITING_ROUTES.includes(named(c)));

  it('finds the contracts of every module, the operational ones included', () => {
    const calls = contracts.map(named);
    expect(calls).toEqual(expect.arrayContaining(['GET /health', 'POST /auth/user/login', 'POST /result/profile/']));
    expect(new Set(calls).size).toBe(calls.length);
  });

  it('answers every public call without a token (never a 401, never a 5xx)', async () => {
    const answers = [];
    for (const contract of served().filter((c) => c.public)) {
      const res = await callWithoutToken(contract);
      answers.push({ call: named(contract), refused: res.statusCode === 401 || res.statusCode >= 500 });
    }
    expect(answers.length).toBeGreaterThanOrEqual(10);
    expect(answers.filter((answer) => answer.refused)).toEqual([]);
  });

  it('answers 401 to every other call without a token', async () => {
    const answers = [];
    for (const contract of served().filter((c) => !c.public)) {
      const res = await callWithoutToken(contract);
      answers.push({ call: named(contract), status: res.statusCode, body: res.json() });
    }
    expect(answers.length).toBeGreaterThanOrEqual(10);
    expect(answers.filter((answer) => answer.status !== 401 || answer.body.message !== AUTH_REQUIRED)).toEqual([]);
  });

  it('serves none of the calls still awaiting their routes (they answer 404 as unknown paths)', async () => {
    const answers = [];
    for (const call of AWAITING_ROUTES) {
      const contract = contracts.find((c) => named(c) === call);
      answers.push({ call, known: Boolean(contract), status: contract && (await callWithoutToken(contract, { withBody: false })).statusCode });
    }
    expect(answers).toEqual(AWAITING_ROUTES.map((call) => ({ call, known: true, status: 404 })));
  });
});
