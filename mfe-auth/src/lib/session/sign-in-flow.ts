import {
  PATHS,
  api,
  emit,
  i18n,
  individualResultApi,
  loggedIn,
  loggedOut,
  navigate,
  profileLoaded,
  serverMessage,
  type AppStore,
  type SessionProfile,
} from '@rapport/platform';
import { notify } from '@rapport/ui';
import type { LoginResponse } from '@rapport/wire/entities/user';
import { credentialsOf } from './credentials';
import { run, statusOf } from './mutation-call';
import { sessionApi } from './session-api';
import { choicePath, companyLink, type LinkParams, type QuestionnaireLink, type TokenLink } from './link-params';
import { forgetAccessRemoved, rememberAccessRemoved } from './access-removed';
import { forgetPendingClaim, rememberPendingClaim } from './pending-claim';

type Store = Pick<AppStore, 'dispatch' | 'getState'>;

const codeOf = (error: unknown) => (error as { data?: { code?: unknown } | null } | null)?.data?.code;
const isNotFound = (error: unknown) => statusOf(error) === 404;

/** Spec section 2: a company user goes to /recruitments, an unfinished one to /choice, a finisher to /results. */
async function destinationFor(store: Store, profile: SessionProfile | null, email: string): Promise<string | null> {
  if (profile && profile.companies.length > 0) return PATHS.recruitments;
  try {
    // the one individual-result endpoint (mfe-questionnaire's /results reads it too), fetched afresh
    const read = individualResultApi.endpoints.individualResult.initiate({ email }, { subscribe: false, forceRefetch: true });
    const result = await store.dispatch(read).unwrap();
    return result.w_1 === -1 ? PATHS.choice : PATHS.results;
  } catch (error) {
    // no result at all yet: the questionnaire starts
    if (isNotFound(error)) return PATHS.choice;
    notify('error', i18n.t('session:errors.individualResult'));
    return null;
  }
}

async function refreshProfile(store: Store, email: string): Promise<SessionProfile | null> {
  try {
    const profile = await run(store.dispatch(sessionApi.endpoints.loadProfile.initiate({ email })));
    store.dispatch(profileLoaded(profile));
    return profile;
  } catch {
    notify('error', i18n.t('session:errors.profile'));
    return store.getState().session.profile;
  }
}

/**
 * The invitation side effects of a link; returns true when the referral made a matching contact.
 * A claim waiting for the e-mail to be confirmed is remembered (the notice asks for it).
 */
async function applyLink(store: Store, link: LinkParams): Promise<boolean> {
  const company = companyLink(link);
  const email = store.getState().session.email;
  if (company) {
    await run(store.dispatch(sessionApi.endpoints.mapCompanyContact.initiate(company))).catch((error: unknown) => {
      if (email && codeOf(error) === 'link.email_unverified') rememberPendingClaim(email, company);
    });
  }
  if (!link.referral) return false;
  try {
    const answer = await run(store.dispatch(sessionApi.endpoints.addMatching.initiate({ referral: link.referral })));
    return answer.status === 1;
  } catch {
    return false;
  }
}

/** Where a sign-in goes on from, besides the link: a page to return to. */
export interface SignInOptions {
  /** the page the person asked for, or was on when their session ended (path and query) */
  returnTo?: string;
}

/**
 * Sends a signed-in user where they belong: the link's company contact and referral first
 * (a new matching contact leads to /contacts), then the profile decides (spec section 2).
 * /choice keeps the link's questionnaire parameters (`questionnaire`), so the questionnaire
 * the link chose is the one answered. A page to return to wins over all of it.
 */
export async function routeSignedInUser(
  store: Store,
  link: LinkParams = {},
  questionnaire: QuestionnaireLink = {},
  { returnTo }: SignInOptions = {},
): Promise<void> {
  const email = store.getState().session.email;
  if (!email) return;
  const profile = await refreshProfile(store, email);
  emit('auth:changed', { loggedIn: true });
  const matched = await applyLink(store, link);
  if (returnTo) {
    navigate(returnTo);
    return;
  }
  const to = matched ? PATHS.contacts : await destinationFor(store, profile, email);
  if (to) navigate(to === PATHS.choice ? choicePath(questionnaire) : to);
}

/** After a successful sign-in of any kind: store the session, say so, then route. */
export async function completeLogin(
  store: Store,
  credentials: TokenLink,
  link: LinkParams = {},
  questionnaire: QuestionnaireLink = {},
  options: SignInOptions = {},
): Promise<void> {
  store.dispatch(loggedIn(credentials));
  notify('success', i18n.t('session:login.success'));
  await routeSignedInUser(store, link, questionnaire, options);
}

/**
 * A sign-in that proved the account's address and, doing so, removed the password and sessions
 * set on it before (LoginResponse.previous_access_removed): the notice above the pages says so.
 */
export function noteAccessRemoved(answer: LoginResponse): void {
  if (answer.previous_access_removed && answer.email) rememberAccessRemoved(answer.email);
}

/**
 * One-click login: the link's `token` is a single-use code, exchanged for a session before
 * anything is stored or said (with the stored session, when it is this person's: the API then
 * keeps the password they set). A link the server refuses (used, expired, not for that e-mail)
 * says so once, in the sign-in it opens with the link's e-mail filled in; a link that could not
 * be exchanged (no network, too many attempts) says why and opens the same sign-in. Someone
 * still signed in as that person keeps their session and is routed.
 */
export async function openLinkSession(
  store: Store,
  oneClick: TokenLink,
  link: LinkParams = {},
  questionnaire: QuestionnaireLink = {},
): Promise<void> {
  const { email, token: code, referral } = oneClick;
  let credentials: TokenLink | null = null;
  let failure: unknown;
  try {
    const answer = await run(store.dispatch(sessionApi.endpoints.exchangeLoginCode.initiate({ email, code, referral })));
    credentials = credentialsOf(answer);
    if (credentials) noteAccessRemoved(answer);
  } catch (error) {
    failure = error;
  }
  if (credentials) {
    await completeLogin(store, credentials, link, questionnaire);
    return;
  }
  if (store.getState().session.email === email) {
    await routeSignedInUser(store, link, questionnaire);
  } else if (statusOf(failure) === 400) {
    emit('auth:open-modal', { view: 'signin', notice: 'link-expired', email });
  } else {
    notify('error', serverMessage(failure, i18n.t('session:login.failed')));
    emit('auth:open-modal', { view: 'signin', email });
  }
}

/** Revokes the token (a failure changes nothing for the user) and forgets the session. */
export async function endSession(store: Store, { revoke = true } = {}): Promise<void> {
  if (revoke && store.getState().session.token) {
    await run(store.dispatch(sessionApi.endpoints.logout.initiate())).catch(() => undefined);
  }
  store.dispatch(loggedOut());
  forgetPendingClaim();
  forgetAccessRemoved();
  // nothing cached for this user survives them
  store.dispatch(api.util.resetApiState());
}

/** Logout (spec section 4): the spec's keys cleared, every part told, back home. */
export async function logout(store: Store, options: { revoke?: boolean } = {}): Promise<void> {
  await endSession(store, options);
  emit('auth:changed', { loggedIn: false });
  navigate(PATHS.home);
}
