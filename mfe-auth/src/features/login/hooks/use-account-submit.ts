import { serverMessage, useAppStore } from '@rapport/platform';
import type { LoginResponse } from '@rapport/wire/entities/user';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useLoginMutation, useRegisterMutation } from '../../../lib/session/session-api';
import { credentialsOf } from '../../../lib/session/credentials';
import { isB2bPath, readLinkParams, readQuestionnaireLink } from '../../../lib/session/link-params';
import { completeLogin } from '../../../lib/session/sign-in-flow';
import type { SignUpField } from '../utils/login-rules';

/**
 * Sign in and sign up: the link's ref, mission, contact and company travel with the call; a
 * failure shows the server's message; a success closes the modal, then the session routes
 * (to /choice with the link's questionnaire parameters). A sign-in asked for on the way to a
 * page (`returnTo`) goes back there; a new account starts with the questionnaire.
 */
export function useAccountSubmit(onSignedIn: () => void, returnTo?: string) {
  const { t, i18n } = useTranslation('session');
  const store = useAppStore();
  const { pathname, search } = useLocation();
  const [login] = useLoginMutation();
  const [register] = useRegisterMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const settle = async (call: Promise<LoginResponse>, fallback: string, back?: string) => {
    setFailure(null);
    try {
      const answer = await call;
      const credentials = credentialsOf(answer);
      if (!credentials) {
        setFailure(answer.message || fallback);
        return;
      }
      onSignedIn();
      await completeLogin(store, credentials, readLinkParams(search), readQuestionnaireLink(search), { returnTo: back });
    } catch (error) {
      setFailure(serverMessage(error, fallback));
    }
  };

  const signIn = ({ email, password }: Record<'email' | 'password', string>) =>
    settle(
      login({ email: email.trim(), password, ...readLinkParams(search), is_b2b: isB2bPath(pathname) }).unwrap(),
      t('login.failed'),
      returnTo,
    );

  const signUp = ({ firstName, lastName, email, password }: Record<SignUpField, string>) =>
    settle(
      register({
        first_name: firstName.trim(),
        last_name: lastName.trim(),
        email: email.trim(),
        password,
        // the confirmation mail sign-up sends is in the language of the page
        lang: i18n.language === 'fr' ? 'fr' : 'en',
        ...readLinkParams(search),
      }).unwrap(),
      t('login.signupFailed'),
    );

  return { signIn, signUp, failure };
}
