import { refreshProfile, serverMessage, selectLang, selectSiteOrigin, useAppSelector, useAppStore } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { EMAIL_PATTERN } from '@rapport/wire/api/common';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSendInviteEmailMutation } from '../api/matching-api';

/** A server message that starts with a field's wire name ("recepter: ...") is not for people. */
const NAMES_A_FIELD = /^[a-z_]+\s?:/;

/** The API's refusal of an invitation from an account whose address is not confirmed. */
const UNCONFIRMED = 'contact.invite_email_unverified';
const codeOf = (error: unknown): unknown => (error as { data?: { code?: unknown } | null } | null)?.data?.code;

/**
 * The invite form: name and e-mail, both required before Send, the e-mail checked as the
 * spec says before anything is sent; the link carries our referral. An account whose address
 * is not confirmed sends no invitation (the API refuses it: the mail carries the sender's name):
 * `unconfirmed` says so from the profile, or from a refusal, until the profile reads confirmed.
 */
export function useInvite(onSent: () => void) {
  const { t } = useTranslation('questionnaire');
  const store = useAppStore();
  const siteOrigin = useAppSelector(selectSiteOrigin) || window.location.origin;
  const lang = useAppSelector(selectLang);
  const referral = useAppSelector((state) => state.session.referral ?? state.session.profile?.referral ?? '');
  const verified = useAppSelector((state) => state.session.profile?.email_verified);
  const [refused, setRefused] = useState(false);
  // a profile read confirmed after a refusal (the shell reads it again when the tab comes back) lifts it
  const [seenVerified, setSeenVerified] = useState(verified);
  if (seenVerified !== verified) {
    setSeenVerified(verified);
    if (verified) setRefused(false);
  }
  const unconfirmed = verified === false || refused;
  const [send, { isLoading }] = useSendInviteEmailMutation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  // shown once Send found the address malformed, then kept up to date as it is corrected
  const [checkEmail, setCheckEmail] = useState(false);
  const emailValid = EMAIL_PATTERN.test(email.trim());
  const emailError = checkEmail && !emailValid ? t('contacts.invite.invalidEmail') : null;

  const reset = () => {
    setName('');
    setEmail('');
    setCheckEmail(false);
  };
  const canSend = name.trim() !== '' && email.trim() !== '' && !isLoading && !unconfirmed;

  /** Whether the form was accepted: false when the e-mail is refused before sending (its field says why). */
  const submit = async (): Promise<boolean> => {
    if (!canSend) return true;
    if (!emailValid) {
      setCheckEmail(true);
      return false;
    }
    try {
      await send({
        recepter: email.trim(),
        name: name.trim(),
        referral_link: `${siteOrigin}/?ref=${encodeURIComponent(referral)}`,
        lang: lang === 'fr' ? 'fr' : 'en',
      }).unwrap();
      notify('success', t('contacts.invite.sent'));
      reset();
      onSent();
    } catch (error) {
      if (codeOf(error) === UNCONFIRMED) {
        // the dialog says why and offers the link again; the stored profile learns it too
        setRefused(true);
        void refreshProfile(store);
        return true;
      }
      const message = serverMessage(error, t('contacts.invite.failed'));
      notify('error', NAMES_A_FIELD.test(message) ? t('contacts.invite.failed') : message);
    }
    return true;
  };
  return { name, setName, email, setEmail, emailError, canSend, sending: isLoading, submit, reset, unconfirmed };
}
