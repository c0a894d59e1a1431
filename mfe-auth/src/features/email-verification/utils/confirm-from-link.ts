import { emit, i18n, notify, type AppStore } from '@rapport/contracts';
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
 * proves the address and makes the claim. Someone signed in as that account is then routed on
 * as after a sign-in, the claim applied again (the mission's questionnaire next); someone signed
 * out is asked to sign in, the address filled in. A used or expired link of an account whose
 * address is proven already (the link followed twice) counts as confirmed.
 */
export async function confirmFromLink(store: Store, code: string, link: LinkParams, questionnaire: QuestionnaireLink): Promise<ConfirmOutcome> {
  const session = store.getState().session.email;
  let email: string;
  try {
    const claim = companyLink(link) ?? {};
    ({ email } = await run(store.dispatch(sessionApi.endpoints.verifyEmail.initiate({ code, ...claim }))));
  } catch (error) {
    if (statusOf(error) !== 400) return { kind: 'failed', error };
    const proven = session ? await run(store.dispatch(sessionApi.endpoints.loadProfile.initiate({ email: session }))).catch(() => null) : null;
    if (!proven?.email_verified || !session) return { kind: 'invalid', signedIn: session };
    email = session;
    notify('success', i18n.t('verification:link.already'));
    await routeOn(store, email, session, link, questionnaire);
    return { kind: 'already' };
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
