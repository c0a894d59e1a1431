import type { SessionProfile } from '@rapport/platform';

/** The store of Ada, signed in, with these companies (none: an individual): the header's tests' person. */
export const signedIn = (companies: SessionProfile['companies'] = []) => ({
  session: {
    email: 'ada@example.com',
    referral: 'ada-ref',
    token: 'tok',
    tokens: {},
    partner: null,
    profile: { first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', picture_url: null, referral: 'ada-ref', companies },
  },
});
