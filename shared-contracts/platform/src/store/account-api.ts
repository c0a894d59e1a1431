import { getProfile, resendVerification } from '@rapport/wire/api/calls';
import { contractMutation } from '@rapport/wire/api/client';
import { api } from './api';
import { profileLoaded, type SessionProfile, type SessionState } from './session-slice';
import type { AppDispatch } from './store';

/**
 * The signed-in account's profile and its confirmation mails. Read by the shell (the profile
 * afresh when the site starts and when the tab comes back), mfe-auth (sign-in, the notices)
 * and mfe-questionnaire (the invite dialog): one endpoint per call, here.
 */
export const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The profile, with the stored session's token. */
    loadProfile: build.mutation(contractMutation(getProfile)),
    /** A new confirmation link, mailed to the signed-in account's address. */
    resendVerification: build.mutation(contractMutation(resendVerification)),
  }),
});

interface ProfileStore {
  dispatch: AppDispatch;
  getState: () => { session: SessionState };
}

/**
 * Reads the signed-in account's profile again and stores it (its companies and their flags
 * decide what the pages offer): the profile, or null when there is no session or it could not
 * be read (a 401 ends the session on its own, api.ts). A profile that arrives after the person
 * signed out or became someone else is dropped.
 */
export async function refreshProfile(store: ProfileStore): Promise<SessionProfile | null> {
  const email = store.getState().session.email;
  if (!email || !store.getState().session.token) return null;
  const call = store.dispatch(accountApi.endpoints.loadProfile.initiate({ email }));
  try {
    const profile = await call.unwrap();
    if (store.getState().session.email !== email) return null;
    store.dispatch(profileLoaded(profile));
    return profile;
  } catch {
    return null;
  } finally {
    call.reset();
  }
}
