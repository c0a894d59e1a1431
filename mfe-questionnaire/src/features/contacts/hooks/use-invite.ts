import { errorMessage, notify, selectSiteOrigin, useAppSelector } from '@rapport/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendInviteEmailMutation } from '../api/matching-api';

/** The invite form: name and e-mail, both required before Send; the link carries our referral. */
export function useInvite(onSent: () => void) {
  const { t } = useTranslation('questionnaire');
  const siteOrigin = useAppSelector(selectSiteOrigin) || window.location.origin;
  const referral = useAppSelector((state) => state.session.referral ?? state.session.profile?.referral ?? '');
  const [send, { isLoading }] = useSendInviteEmailMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  const reset = () => {
    setName('');
    setEmail('');
  };
  const canSend = name.trim() !== '' && email.trim() !== '' && !isLoading;

  const submit = async () => {
    if (!canSend) return;
    try {
      await send({
        recepter: email.trim(),
        name: name.trim(),
        referral_link: `${siteOrigin}/?ref=${encodeURIComponent(referral)}`,
      }).unwrap();
      notify('success', t('contacts.invite.sent'));
      reset();
      onSent();
    } catch (error) {
      notify('error', errorMessage(error, t('contacts.invite.failed')));
    }
  };
  return { name, setName, email, setEmail, canSend, sending: isLoading, submit, reset };
}
