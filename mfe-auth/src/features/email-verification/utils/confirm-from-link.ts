import { emit, i18n, type AppStore } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { companyLink, type LinkParams, type QuestionnaireLink } from '../../../lib/session/link-params';
import { loadSignInFlow } from '../../../lib/session/load-sign-in-flow';
import { run, statusOf } from '../../../lib/session/mutation-call';
import { forgetPendingClaim, pendingClaim } from '../../../lib/session/pending-claim';
import { sessionApi } from '../../../lib/session/session-api';

type Store = Pick<AppStore, 'dispatch' | 'getState'>;

/** What following a confirmation link came to; 'invalid' and 'failed' are the page's to show. */
export type ConfirmOutcome = { kind: 'confirmed' | 'already' } | { kind: 'invalid'; signedIn: string | null } | { kind: 'failed'; error: unknown };


/** The claim to make once the address is proven: the link's own, else the one the tab remembers. */
function claimFor(email: string, link: LinkParams): LinkParams {
  const remembered = pendingClaim();
  return companyLink(link) ?? (remembered?.email === email ? remembered.link : {});
}

/**
 * Follows an e-mail confirmation link (`?verify=<code>` with the claim it carries): the API
 * proves the address and makes the claim (the stored session goes with the call: signed in as
 * that account, the password and sessions its holder set stay). Someone signed in as that
 * account is then routed on as after a sign-in, the claim applied again (the mission's
 * questionnaire next); someone signed out is asked to sign in, the address filled in, or, when
 * the proof removed the password someone had set before the address was confirmed, to choose
 * a password. A used or expired link of an account whose address is proven already (the link
 * followed twice) counts as confirmed.
 */
export async function confirmFromLink(store: Store, code: string, link: LinkParams, questionnaire: QuestionnaireLink): Promise<ConfirmOutcome> {
  const session = store.getState().session.email;
  let email: string;
  let accessRemoved = false;
  try {
    const claim = companyLink(link) ?? {};
    ({ email, previous_access_removed: accessRemoved } = await run(store.dispatch(sessionApi.endpoints.verifyEmail.initiate({ code, ...claim }))));
  } catch (error) {
    if (statusOf(error) !== 400) return { kind: 'failed', error };
    const proven = session ? await run(store.dispatch(sessionApi.endpoints.loadProfile.initiate({ email: session }))).catch(() => null) : null;
    if (!proven?.email_verified || !session) return { kind: 'invalid', signedIn: session };
    email = session;
    notify('success', i18n.t('verification:link.already'));
    await routeOn(store, email, session, link, questionnaire);
    return { kind: 'already' };
  }
  if (accessRemoved) {
    // the password that opened the account is gone: a new one, through the mailbox just proven
    if (session) notify('info', i18n.t('session:accessRemoved.elsewhere', { email }));
    else emit('auth:open-modal', { view: 'forgot', notice: 'access-removed', email });
    return { kind: 'confirmed' };
  }
  notify('success', i18n.t('verification:link.confirmed'));
  await routeOn(store, email, session, link, questionnaire);
  return { kind: 'confirmed' };
}

async function routeOn(store: Store, email: string, session: string | null, link: LinkParams, questionnaire: QuestionnaireLink): Promise<void> {
  const sameAccount = session?.toLowerCase() === email.toLowerCase();
  if (sameAccount) {
    const claim = claimFor(session as string, link);
    forgetPendingClaim();
    await (await loadSignInFlow()).routeSignedInUser(store, claim, { ...claim, ...questionnaire });
  } else if (!session) {
    emit('auth:open-modal', { view: 'signin', email });
  }
}
