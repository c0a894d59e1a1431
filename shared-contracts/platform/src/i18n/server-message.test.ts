import { getProfile } from '@rapport/wire/api/calls';
import { contractMutation } from '@rapport/wire/api/client';
import { ERROR_CODES, ERROR_MESSAGES, codeOfMessage, errorText, type ErrorCode } from '@rapport/wire/api/error-codes';
import { api } from '../store/api';
import { makeStore } from '../store/store';
import { json, mockApi } from '../../testing/mock-api';
import { i18n, initI18n, loadServerMessages } from './i18n';
import type { Lang } from './languages';
import serverEn from './locales/server.en.json';
import serverFr from './locales/server.fr.json';
import { serverMessage } from './server-message';

/** A failed call as RTK Query hands it over: the API's answer in `data`. */
const failure = (data: Record<string, unknown>) => ({ status: 400, data: { status: 0, ...data } });

const inLanguage = async (lang: Lang) => {
  initI18n(lang);
  await loadServerMessages();
  await i18n.changeLanguage(lang);
};

/** Codes whose English message names a wire field or a path: the interface says it plainly. */
const SAID_PLAINLY: readonly ErrorCode[] = [
  'request.empty_body',
  'link.no_company_link',
  'contact.invite_link_refused',
  'results.no_selection',
  'results.not_the_selection',
  'results.lists_differ',
  'results.empty_item',
  'results.unknown_question',
  'results.question_twice',
  'results.not_an_answer',
  'results.same_answers',
  'results.word_count',
  'results.unknown_word',
  'results.word_twice',
];

const entry = (table: unknown, code: string): unknown =>
  code.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), table);

describe('the error codes', () => {
  it('give every English message one code, so a message names its code', () => {
    const messages = ERROR_CODES.map((code): unknown => ERROR_MESSAGES[code]).filter((m): m is string => typeof m === 'string');
    expect(new Set(messages).size).toBe(messages.length);
    expect(codeOfMessage('Unable to log in with provided credentials.')).toEqual({ code: 'auth.login_failed' });
    expect(codeOfMessage('Login with a social provider failed: the ID token is malformed')).toEqual({ code: 'auth.social_failed' });
    expect(codeOfMessage('Maximum 150 characters are allowed.')).toEqual({ code: 'validation.too_long', params: { max: 150 } });
    expect(codeOfMessage('Something nobody wrote')).toBeUndefined();
  });

  it('build the messages with parts from their params', () => {
    expect(errorText('results.partner_not_finished', { name: 'Dan Brown' })).toBe("Dan Brown hasn't completed the evaluation yet.");
    expect(errorText('rate.limited', { what: 'messages', wait: '10 minutes' })).toBe('Too many messages: please try again in 10 minutes');
  });

  it('are all translated in en and fr; en is the English message word for word unless it names a wire field', () => {
    for (const code of ERROR_CODES) {
      const en = entry(serverEn, code);
      const fr = entry(serverFr, code);
      expect({ code, en: typeof en, fr: typeof fr }).toEqual({ code, en: 'string', fr: 'string' });
      expect({ code, differs: fr !== en }).toEqual({ code, differs: true });
      if (typeof ERROR_MESSAGES[code] === 'string' && !SAID_PLAINLY.includes(code)) expect({ code, en }).toEqual({ code, en: ERROR_MESSAGES[code] });
      // French puts a space before ":" (outside the placeholders)
      expect({ code, fr: /[^\s]:/.test(String(fr).replace(/\{\{\w+\}\}/g, '')) }).toEqual({ code, fr: false });
      // the plain sayings never show a field's wire name
      if (SAID_PLAINLY.includes(code)) expect({ code, en }).toEqual({ code, en: expect.not.stringMatching(/\b[a-z]+_[a-z_]+\b|\/|: \w+: /) });
    }
  });
});

describe('serverMessage', () => {
  afterAll(() => inLanguage('en'));

  it('shows the English message word for word in English', async () => {
    await inLanguage('en');
    expect(serverMessage(failure({ message: 'Unable to log in with provided credentials.', code: 'auth.login_failed' }), 'fallback')).toBe(
      'Unable to log in with provided credentials.',
    );
    expect(
      serverMessage(
        failure({
          message: 'Too many sign-in attempts: please try again in 15 minutes',
          code: 'rate.limited',
          params: { what: 'sign-in attempts', wait: '15 minutes', minutes: 15 },
        }),
      ),
    ).toBe('Too many sign-in attempts: please try again in 15 minutes');
  });

  it('translates the code in French, with its params', async () => {
    await inLanguage('fr');
    expect(serverMessage(failure({ message: 'Unable to log in with provided credentials.', code: 'auth.login_failed' }), 'x')).toBe(
      'Impossible de se connecter avec ces identifiants.',
    );
    expect(serverMessage(failure({ message: 'A user with this email already exists.', code: 'auth.email_taken' }))).toBe(
      'Un utilisateur avec cet e-mail existe déjà.',
    );
    expect(serverMessage(failure({ code: 'rate.account_limited', params: { what: 'invitations', wait: '60 minutes', minutes: 60 } }))).toBe(
      'Trop de tentatives pour ce compte : veuillez réessayer dans 60 min.',
    );
    expect(serverMessage(failure({ code: 'results.partner_not_finished', params: { name: 'Dan Brown' } }))).toBe(
      'Dan Brown n’a pas encore terminé l’évaluation.',
    );
  });

  it("never shows a field's wire name", async () => {
    const invalid = failure({ message: 'recepter: Email must be a valid email; name: Required', code: 'validation.email', field: 'recepter' });
    await inLanguage('fr');
    expect(serverMessage(invalid)).toBe('L’adresse e-mail doit être valide');
    await inLanguage('en');
    expect(serverMessage(invalid)).toBe('Email must be a valid email');
  });

  it('falls back to the caller\'s words, else a translated generic message, never the English sentence', async () => {
    await inLanguage('fr');
    const unknown = failure({ message: 'Some new English sentence', code: 'nobody.knows' });
    expect(serverMessage(unknown, 'Envoi impossible')).toBe('Envoi impossible');
    expect(serverMessage(unknown)).toBe('Une erreur s’est produite. Veuillez réessayer.');
    expect(serverMessage(failure({ message: 'No code at all' }))).toBe('Une erreur s’est produite. Veuillez réessayer.');
    expect(serverMessage({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }, 'Serveur injoignable')).toBe('Serveur injoignable');
    expect(serverMessage(undefined)).toBe('Une erreur s’est produite. Veuillez réessayer.');
  });

  it('translates a code that came through the store, a 404 included', async () => {
    const testApi = api.injectEndpoints({ endpoints: (build) => ({ serverMessageProfile: build.mutation(contractMutation(getProfile)) }) });
    mockApi({ getProfile: json({ status: 0, message: 'This account no longer exists.', code: 'account.gone' }, 404) });
    const store = makeStore({ persist: false, runtime: { apiBase: 'http://api.test/api' } });
    const result = await store.dispatch(testApi.endpoints.serverMessageProfile.initiate({ email: 'ada@example.com' }));
    await inLanguage('fr');
    expect('error' in result && serverMessage(result.error, 'x')).toBe('Ce compte n’existe plus.');
  });
});
