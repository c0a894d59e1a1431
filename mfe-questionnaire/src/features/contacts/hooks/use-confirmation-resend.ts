import { accountApi, refreshProfile, selectLang, serverMessage, useAppSelector, useAppStore } from '@rapport/platform';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * "Send the confirmation link again" for an account whose address is not confirmed: what was
 * said of it (sent, confirmed already, refused and why), and whether a call is on its way. An
 * address confirmed meanwhile (another tab, another device) is read back into the profile.
 */
export function useConfirmationResend(email: string) {
  const { t } = useTranslation('questionnaire');
  const store = useAppStore();
  const lang = useAppSelector(selectLang);
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState('');

  const resend = async () => {
    setSending(true);
    setSaid('');
    const call = store.dispatch(accountApi.endpoints.resendVerification.initiate({ lang: lang === 'fr' ? 'fr' : 'en' }));
    try {
      const { sent } = await call.unwrap();
      if (sent) setSaid(t('contacts.invite.unconfirmed.sent', { email }));
      else await refreshProfile(store);
    } catch (error) {
      setSaid(serverMessage(error, t('contacts.invite.unconfirmed.failed')));
    } finally {
      call.reset();
      setSending(false);
    }
  };
  return { sending, said, resend };
}
