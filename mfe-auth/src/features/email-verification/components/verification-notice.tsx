import { Alert, Box, Button, Text } from '@chakra-ui/react';
import { i18n, serverMessage, useAppStore } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageNotice } from '../../../components/page-notice';
import type { PendingClaim } from '../../../lib/session/pending-claim';
import { forgetPendingClaim } from '../../../lib/session/pending-claim';
import { sessionApi } from '../../../lib/session/session-api';
import { registerVerificationTranslations } from '../locales/register-verification-translations';

registerVerificationTranslations();

const mailLanguage = (): 'en' | 'fr' => (i18n.language === 'fr' ? 'fr' : 'en');

/**
 * Above the page, while a claim (a mission place, a company contact) of the signed-in account
 * waits for its e-mail address to be confirmed: where the link went, and a button that sends it
 * again (limited by the API: a refusal says when to try again). The questionnaire stays open
 * meanwhile. An address confirmed elsewhere (another tab, another device) makes the claim and
 * the notice goes.
 */
export function VerificationNotice({ email, claim }: { email: string; claim: PendingClaim['link'] }) {
  const { t } = useTranslation('verification');
  const store = useAppStore();
  const [sending, setSending] = useState(false);
  const [said, setSaid] = useState('');

  const resend = async () => {
    setSending(true);
    setSaid('');
    const call = store.dispatch(sessionApi.endpoints.resendVerification.initiate({ ...claim, lang: mailLanguage() }));
    try {
      const { sent } = await call.unwrap();
      if (sent) {
        setSaid(t('notice.sent', { email }));
      } else {
        // confirmed meanwhile: the claim is made now, and there is nothing left to ask
        await store.dispatch(sessionApi.endpoints.mapCompanyContact.initiate(claim)).unwrap().catch(() => undefined);
        notify('success', t('link.already'));
        forgetPendingClaim();
      }
    } catch (error) {
      setSaid(serverMessage(error, t('notice.failed')));
    } finally {
      call.reset();
      setSending(false);
    }
  };

  return (
    <PageNotice status="info" title={t('notice.title')}>
      <Alert.Description>{t('notice.body', { email })}</Alert.Description>
      <Box>
        <Button size="sm" variant="outline" colorPalette="brand" loading={sending} onClick={() => void resend()}>
          {t('notice.resend')}
        </Button>
      </Box>
      <Text role="status" fontSize="sm">
        {said}
      </Text>
    </PageNotice>
  );
}
