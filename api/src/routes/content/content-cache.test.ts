import { eq } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { getAnswers, getQuestions, getWords } from '@rapport/wire/api/content';
import type { EndpointContract } from '@rapport/wire/api/common';
import { buildTestApp, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { createCompany, createContact, questionnaireTypeId } from '@rapport/api/testing/fixtures';
import type { App } from '../../app';
import { words } from '../../db/schema';
import { CONTENT_CACHE_TTL_MS, createContentCache } from '../../services/content/content-cache';

/** What the route wrote before the cache: the contract's schema through the app's serializer. */
const serialized = (contract: EndpointContract, data: unknown): string =>
  serializerCompiler({ schema: contract.response, method: contract.method, url: contract.path, httpStatus: '200' })(data);

describe(`content served from memory (${testDatabaseKind})`, () => {
  let app: App;
  const get = (url: string) => app.inject({ method: 'GET', url: `/api${url}` });

  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await app.close();
  });

  it('answers byte for byte what the uncached route answered, first and second call alike', async () => {
    const db = app.database.db;
    const repo = app.contentRepository;
    const company = await createCompany(db, { defaultQuestionnaireTypes: ['workplace'] });
    const contact = await createContact(db, company, { questionnaireType: 'barometer' });
    const standard = await questionnaireTypeId(db, 'standard');
    const workplace = await questionnaireTypeId(db, 'workplace');
    const barometer = await questionnaireTypeId(db, 'barometer');
    const cases: [string, EndpointContract, () => Promise<unknown>][] = [
      ['/words/', getWords, () => repo.listWords()],
      ['/response/question/', getQuestions, () => repo.listQuestions(standard)],
      ['/response/answer/', getAnswers, () => repo.listAnswers(standard)],
      ['/response/question/?questionnaire_type=workplace', getQuestions, () => repo.listQuestions(workplace)],
      ['/response/answer/?questionnaire_type=workplace', getAnswers, () => repo.listAnswers(workplace)],
      [`/response/question/?company=${company}`, getQuestions, () => repo.listQuestions(workplace)],
      [`/response/answer/?contact=${contact.referral}`, getAnswers, () => repo.listAnswers(barometer)],
    ];
    for (const [url, contract, uncached] of cases) {
      const expected = serialized(contract, await uncached());
      for (let call = 0; call < 2; call += 1) {
        const res = await get(url);
        expect({ url, status: res.statusCode, type: res.headers['content-type'] }).toEqual({ url, status: 200, type: 'application/json; charset=utf-8' });
        expect(res.body).toBe(expected);
      }
    }
  });

  it('sees a change of content once the time to keep it has passed', async () => {
    const db = app.database.db;
    // later than anything kept so far: this read goes to the database, and is kept from here
    const start = Date.now() + 10 * CONTENT_CACHE_TTL_MS;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(start);
    const [first] = (await get('/words/')).json<{ word_id: string; en: string }[]>();
    await db.update(words).set({ en: 'Changed word' }).where(eq(words.wordId, first.word_id));
    try {
      // kept: the database is not read again within the time
      clock.mockReturnValue(start + CONTENT_CACHE_TTL_MS - 1);
      expect((await get('/words/')).json<{ en: string }[]>()[0].en).toBe(first.en);
      clock.mockReturnValue(start + CONTENT_CACHE_TTL_MS + 1);
      expect((await get('/words/')).json<{ en: string }[]>()[0].en).toBe('Changed word');
    } finally {
      clock.mockRestore();
      await db.update(words).set({ en: first.en }).where(eq(words.wordId, first.word_id));
    }
  });

  it('does not keep an unknown questionnaire type', async () => {
    expect((await get('/response/question/?questionnaire_type=nope')).statusCode).toBe(404);
    expect((await get('/response/question/?questionnaire_type=nope')).statusCode).toBe(404);
  });
});

describe('the content cache', () => {
  it('shares one read between concurrent misses, forgets a failed read, and clears', async () => {
    let now = 0;
    const cache = createContentCache({ ttlMs: 100, now: () => now });
    let reads = 0;
    const load = async () => {
      reads += 1;
      return [{ word_id: 'w1', en: 'a', fr: 'b', ru: 'c' }];
    };
    const [a, b] = await Promise.all([cache.json(getWords, 'all', load), cache.json(getWords, 'all', load)]);
    expect(a.toString('utf8')).toBe('[{"word_id":"w1","en":"a","fr":"b","ru":"c"}]');
    expect(b).toBe(a);
    expect(reads).toBe(1);
    now = 99;
    await cache.json(getWords, 'all', load);
    expect(reads).toBe(1);
    now = 100;
    await cache.json(getWords, 'all', load);
    expect(reads).toBe(2);
    cache.clear();
    await cache.json(getWords, 'all', load);
    expect(reads).toBe(3);

    // what is kept is sent without a promise, while fresh
    expect(cache.kept(getWords, 'all')?.toString('utf8')).toBe(a.toString('utf8'));
    expect(cache.kept(getQuestions, 'all')).toBeUndefined();
    now = 200;
    expect(cache.kept(getWords, 'all')).toBeUndefined();
    await expect(cache.json(getWords, 'broken', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(cache.kept(getWords, 'broken')).toBeUndefined();
    expect(await cache.json(getWords, 'broken', load)).toEqual(a);
  });
});
