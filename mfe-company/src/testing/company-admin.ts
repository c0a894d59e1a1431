import type { SessionCompany } from '@rapport/platform';

export const ACME: SessionCompany = { pk: 7, name: 'Acme', supports_barometer: true, supports_avatar: true, quotation_access: true, time_zone: 'Europe/Paris' };

/** A signed-in admin of `company`, as the store holds them. */
export const companyAdmin = (company: SessionCompany = ACME) => ({
  session: {
    email: 'admin@acme.test',
    referral: 'admin-ref',
    token: 'tok-admin',
    tokens: {},
    partner: null,
    profile: { first_name: 'Grace', last_name: 'Hopper', email: 'admin@acme.test', picture_url: null, referral: 'admin-ref', companies: [{ company }] },
  },
});
