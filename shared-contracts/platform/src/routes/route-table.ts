import { BAROMETER_PAGE } from '@rapport/wire/api/barometer';
import { REMINDERS_OPT_OUT_PAGE } from '@rapport/wire/api/reminder-page';
import type { RemoteName } from './remote-table';

/** public: anyone; protected: a stored token; company: a token and at least one company. */
export type Access = 'public' | 'protected' | 'company';

/**
 * What the shell shows around a page. full: the header (logo, navigation, language, sign-in or
 * profile) and the bottom menu. none: the page alone, for a page whose visitor must not be led
 * into the product (the public survey: its respondent is anonymous, and the survey has its own
 * language choice).
 */
export type Chrome = 'full' | 'none';

export interface RouteDef {
  /** a path pattern: literal segments and `:param` segments */
  path: string;
  remote: RemoteName;
  access: Access;
  /** full when absent */
  chrome?: Chrome;
}

const company = (path: string): RouteDef => ({ path, remote: 'company', access: 'company' });
const missionPages = (base: string): RouteDef[] => [
  company(base),
  company(`${base}/add`),
  company(`${base}/:missionId/update`),
];

/** Every page of spec section 2, with its owner and access rule. */
export const ROUTES: readonly RouteDef[] = [
  { path: '/', remote: 'auth', access: 'public' },
  { path: '/home', remote: 'auth', access: 'public' },
  { path: '/pro', remote: 'auth', access: 'public' },
  { path: '/privacypolicy', remote: 'auth', access: 'public' },
  { path: '/reset-password', remote: 'auth', access: 'public' },
  { path: REMINDERS_OPT_OUT_PAGE, remote: 'auth', access: 'public' },
  { path: '/choice', remote: 'questionnaire', access: 'protected' },
  { path: '/select', remote: 'questionnaire', access: 'protected' },
  { path: '/sort', remote: 'questionnaire', access: 'protected' },
  { path: '/results', remote: 'questionnaire', access: 'protected' },
  { path: '/contacts', remote: 'questionnaire', access: 'protected' },
  { path: '/matching', remote: 'questionnaire', access: 'protected' },
  company('/company-contacts'),
  ...missionPages('/recruitments'),
  ...missionPages('/mobilities'),
  ...missionPages('/onboardings'),
  ...missionPages('/team-building'),
  ...missionPages('/values'),
  company('/values/settings'),
  ...missionPages('/barometer'),
  company('/barometer/texts'),
  company('/activity'),
  { path: '/barometerquestionnaire/:companyName', remote: 'barometer', access: 'public', chrome: 'none' },
];

/** The named paths parts navigate to, so no part spells a URL of another. */
export const PATHS = {
  home: '/',
  pro: '/pro',
  terms: '/privacypolicy',
  resetPassword: '/reset-password',
  /** a reminder's opt-out link: `?token=` */
  remindersOptOut: REMINDERS_OPT_OUT_PAGE,
  choice: '/choice',
  select: '/select',
  sort: '/sort',
  results: '/results',
  contacts: '/contacts',
  matching: '/matching',
  companyContacts: '/company-contacts',
  recruitments: '/recruitments',
  mobilities: '/mobilities',
  onboardings: '/onboardings',
  teamBuilding: '/team-building',
  values: '/values',
  /** the company's avatar and values (extra supported fields) */
  valuesSettings: '/values/settings',
  barometer: '/barometer',
  /** the company's texts on its survey pages, per survey language */
  barometerTexts: '/barometer/texts',
  /** the company's activity (audit) trail, for its admins */
  activity: '/activity',
  /** the public barometer flow; a survey's link is `${barometerQuestionnaire}/{company name}/?mission={referral}` */
  barometerQuestionnaire: BAROMETER_PAGE,
} as const;

function segments(path: string): string[] {
  return path.split('/').filter(Boolean);
}

/** Matches a pathname against a pattern; a trailing slash is ignored. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = segments(pattern);
  const got = segments(pathname);
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

export function findRoute(pathname: string): RouteDef | null {
  return ROUTES.find((route) => matchPath(route.path, pathname) !== null) ?? null;
}

/** The shell's chrome around the page at `pathname` (an unknown path gets the full chrome: its not-found page leads back). */
export function chromeFor(pathname: string): Chrome {
  return findRoute(pathname)?.chrome ?? 'full';
}

export interface AccessContext {
  loggedIn: boolean;
  isCompanyUser: boolean;
}

/**
 * Where a visitor must go instead of the requested page, or null when they may see it.
 * Spec: protected routes send visitors with no token to /; company routes send
 * non-company users to /pro.
 */
export function redirectFor(route: RouteDef, ctx: AccessContext): string | null {
  if (route.access === 'public') return null;
  if (!ctx.loggedIn) return PATHS.home;
  if (route.access === 'company' && !ctx.isCompanyUser) return PATHS.pro;
  return null;
}
