import { getProfile, getReport as report, getSelectedWords as selectedWords, getWords as words } from './calls';
import { contractRequest, contractUrl, type ContractArg } from './client';
import type { getReport } from './results';

describe('contractRequest', () => {
  it('sends the body of a call with a body', () => {
    expect(contractRequest(getProfile, { email: 'a@b.co' })).toEqual({ url: '/result/profile/', method: 'POST', body: { email: 'a@b.co' } });
  });

  it('puts `query` in the query string, not in the body, and leaves out absent values', () => {
    expect(contractRequest(selectedWords, { email: 'a@b.co', query: { mission: 'M1', contact: undefined } })).toEqual({
      url: '/result/select/',
      method: 'POST',
      params: { mission: 'M1' },
      body: { email: 'a@b.co' },
    });
  });

  it('sends no query string at all when the query names nothing', () => {
    expect(contractRequest(selectedWords, { email: 'a@b.co', query: {} })).not.toHaveProperty('params');
  });

  it('fills path parameters and sends no body with a GET', () => {
    const arg: ContractArg<typeof getReport> = { kind: 'cv-pdf', lang: 'fr', query: { questionnaire_type: 'a b' } };
    expect(contractRequest(report, arg)).toEqual({ url: '/result/report/cv-pdf/fr/', method: 'GET', params: { questionnaire_type: 'a b' } });
  });

  it('takes nothing for a call without request parts', () => {
    expect(contractRequest(words, undefined)).toEqual({ url: '/words/', method: 'GET' });
  });

  it('refuses a missing path parameter', () => {
    expect(() => contractRequest(report, { kind: 'cv-pdf' } as ContractArg<typeof getReport>)).toThrow('the path parameter lang is missing');
  });
});

describe('contractUrl', () => {
  it('is the path with its parameters and query string', () => {
    expect(contractUrl(report, { kind: 'profile-pdf', lang: 'en' })).toBe('/result/report/profile-pdf/en/');
    expect(contractUrl(report, { kind: 'profile-pdf', lang: 'en', query: { questionnaire_type: 'workplace' } })).toBe(
      '/result/report/profile-pdf/en/?questionnaire_type=workplace',
    );
  });
});
