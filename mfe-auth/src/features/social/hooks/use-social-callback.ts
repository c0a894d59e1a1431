import { serverMessage, useAppStore } from '@rapport/platform';
import type { LoginResponse } from '@rapport/wire/entities/user';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSocialLoginMutation } from '../../../lib/session/session-api';
import { credentialsOf } from '../../../lib/session/credentials';
import { completeLogin, noteAccessRemoved } from '../../../lib/session/sign-in-flow';
import { callbackBody, callbackParams } from '../utils/callback-body';
import { takeAttempt } from '../utils/social-attempt';

/** /home after the provider's redirect: check the state, sign in, or say it failed. */
export function useSocialCallback(): { failure: string | null } {
  const { t } = useTranslation('session');
  const store = useAppStore();
  const { pathname, search, hash } = useLocation();
  const routerNavigate = useNavigate();
  const [socialLogin] = useSocialLoginMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  // once, with the address the provider sent us back to
  const start = useEffectEvent(() => {
    const attempt = takeAttempt();
    const body = callbackBody(callbackParams(search, hash), attempt);
    // the provider's token or code leaves the address bar at once
    routerNavigate(pathname, { replace: true });
    const fallback = t('social.failed');
    const signIn = async (): Promise<string | null> => {
      if (!body) return fallback;
      try {
        const answer: LoginResponse = await socialLogin(body).unwrap();
        const credentials = credentialsOf(answer);
        // a refusal says why in the interface's language (its code), else the spec's failure message
        if (!credentials) return serverMessage({ data: answer }, fallback);
        noteAccessRemoved(answer);
        await completeLogin(store, credentials, body, attempt?.questionnaire);
        return null;
      } catch (error) {
        return serverMessage(error, fallback);
      }
    };
    void signIn().then(setFailure);
  });
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    start();
  }, []);

  return { failure };
}
