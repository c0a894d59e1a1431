import { PATHS } from '@rapport/platform';

/**
 * The invitation parameters a link may carry (spec section 2), as the register, login and
 * social calls take them: `ref` travels as `referral`.
 */
export interface LinkParams {
  referral?: string;
  mission?: string;
  contact?: string;
  company?: string;
}

const LINK_KEYS = [
  ['ref', 'referral'],
  ['mission', 'mission'],
  ['contact', 'contact'],
  ['company', 'company'],
] as const;

export function readLinkParams(search: string | URLSearchParams): LinkParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const found: LinkParams = {};
  for (const [query, field] of LINK_KEYS) {
    const value = params.get(query)?.trim();
    if (value) found[field] = value;
  }
  return found;
}

/**
 * The link parameters that choose the questionnaire (docs/results-wire.md): a questionnaire
 * type by name (`questionnaire_id` or `questionnaire_type`), a mission, a contact or a company.
 * /choice needs them in its own URL: the questionnaire pages forward them to the API.
 */
export const QUESTIONNAIRE_LINK_KEYS = ['questionnaire_id', 'questionnaire_type', 'mission', 'contact', 'company'] as const;
export type QuestionnaireLink = Partial<Record<(typeof QUESTIONNAIRE_LINK_KEYS)[number], string>>;

export function readQuestionnaireLink(search: string | URLSearchParams): QuestionnaireLink {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const found: QuestionnaireLink = {};
  for (const key of QUESTIONNAIRE_LINK_KEYS) {
    const value = params.get(key)?.trim();
    if (value) found[key] = value;
  }
  return found;
}

/** `/choice` with the link's questionnaire parameters, e.g. `/choice?mission=ABC`. */
export function choicePath(link: QuestionnaireLink = {}): string {
  const params = new URLSearchParams();
  for (const key of QUESTIONNAIRE_LINK_KEYS) {
    const value = link[key]?.trim();
    if (value) params.set(key, value);
  }
  const query = params.toString();
  return query ? `${PATHS.choice}?${query}` : PATHS.choice;
}

/** The parameters that tie the new session to a company contact (map_company_contact). */
export function companyLink({ mission, contact, company }: LinkParams): Omit<LinkParams, 'referral'> | null {
  const link = { ...(mission && { mission }), ...(contact && { contact }), ...(company && { company }) };
  return Object.keys(link).length ? link : null;
}

/** Spec: is_b2b is true when the path contains /pro. */
export const isB2bPath = (pathname: string): boolean => pathname.includes('/pro');

/**
 * A session's credentials, and the one-click login parameters (all three must be present): in
 * a link, `token` is a single-use sign-in code, which POST /auth/user/login_link/ exchanges for
 * a session's token.
 */
export interface TokenLink {
  token: string;
  email: string;
  referral: string;
}

export const TOKEN_LINK_KEYS = ['token', 'email', 'referral'] as const;

export function readTokenLink(search: string | URLSearchParams): TokenLink | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const [token, email, referral] = TOKEN_LINK_KEYS.map((key) => params.get(key)?.trim() ?? '');
  return token && email && referral ? { token, email, referral } : null;
}

/** The parameter of an e-mail confirmation link (`<site>/?verify=<code>`, mailed by the API). */
export const VERIFY_KEY = 'verify';

/** The code of an e-mail confirmation link, if the address is one. */
export function readVerifyCode(search: string | URLSearchParams): string | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return params.get(VERIFY_KEY)?.trim() || null;
}
