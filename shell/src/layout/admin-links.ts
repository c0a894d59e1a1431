import { PATHS, type SessionCompany } from '@rapport/platform';

export interface AdminLink {
  /** i18n key under `admin.` (namespace common) */
  key: string;
  href: string;
  enabled: boolean;
}

/**
 * Spec section 2's admin header, in order, with the company's Activity trail before Home.
 * Barometer and Values are live only when the first company's flags allow them; Home is always
 * disabled for company users.
 */
export function adminLinks(company: SessionCompany | null): AdminLink[] {
  return [
    { key: 'companyContacts', href: PATHS.companyContacts, enabled: true },
    { key: 'myProfile', href: PATHS.results, enabled: true },
    { key: 'recruitments', href: PATHS.recruitments, enabled: true },
    { key: 'mobilities', href: PATHS.mobilities, enabled: true },
    { key: 'onboardings', href: PATHS.onboardings, enabled: true },
    { key: 'teamBuilding', href: PATHS.teamBuilding, enabled: true },
    { key: 'barometer', href: PATHS.barometer, enabled: Boolean(company?.supports_barometer) },
    { key: 'values', href: PATHS.values, enabled: Boolean(company?.supports_avatar) },
    // who did what with people's data: every company's admins
    { key: 'activity', href: PATHS.activity, enabled: true },
    { key: 'home', href: PATHS.home, enabled: false },
  ];
}
