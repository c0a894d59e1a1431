import { Alert, Button, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { emit, i18n, serverMessage, useAppStore } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companyLink, type LinkParams, type QuestionnaireLink } from '../../../lib/session/link-params';
import { forgetPendingClaim } from '../../../lib/session/pending-claim';
import { sessionApi } from '../../../lib/session/session-api';
import { registerVerificationTranslations } from '../locales/register-verification-translations';
import { confirmFromLink } from '../utils/confirm-from-link';

registerVerificationTranslations();

interface Props {
  code: string;
  link: LinkParams;
  questionnaire: QuestionnaireLink;
}

/**
 * Confirms the followed link's code as soon as it is shown. A confirmed address is said by a
 * message (and the person routed on, or asked to sign in); a link that no longer works opens
 * this dialog: signed in, it offers a new link (carrying the claim the old one carried),
 * signed out, the sign-in.
 */
export function VerifyLinkDialog({ code, link, questionnaire }: Props) {
  const { t } = useTranslation('verification');
  const store = useAppStore();
  const started = useRef(false);
  const [invalidFor, setInvalidFor] = useState<string | null | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    // once per link, though an effect may run twice (strict mode)
    if (started.current) return;
    started.current = true;
    void confirmFromLink(store, code, link, questionnaire).then((outcome) => {
      if (outcome.kind === 'invalid') setInvalidFor(outcome.signedIn);
      if (outcome.kind === 'failed') notify('error', serverMessage(outcome.error, t('link.failed')));
    });
  }, [store, code, link, questionnaire, t]);

  const close = () => setInvalidFor(undefined);

  const resend = async (email: string) => {
    setSending(true);
    setFailure(null);
    const call = store.dispatch(
      sessionApi.endpoints.resendVerification.initiate({ ...(companyLink(link) ?? {}), lang: i18n.language === 'fr' ? 'fr' : 'en' }),
    );
    try {
      const { sent } = await call.unwrap();
      notify('success', sent ? t('notice.sent', { email }) : t('link.already'));
      if (!sent) forgetPendingClaim();
      close();
    } catch (error) {
      setFailure(serverMessage(error, t('notice.failed')));
    } finally {
      call.reset();
      setSending(false);
    }
  };

  const signIn = () => {
    close();
    emit('auth:open-modal', { view: 'signin' });
  };

  const signedIn = invalidFor ?? null;
  return (
    <Dialog.Root
      role="alertdialog"
      open={invalidFor !== undefined}
      onOpenChange={(details) => !details.open && close()}
      placement="center"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('link.invalidTitle')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{t('link.invalidBody')}</Text>
                <Text>{signedIn ? t('link.invalidSignedIn', { email: signedIn }) : t('link.invalidSignedOut')}</Text>
                {failure && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{failure}</Alert.Title>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t('link.close')}
              </Button>
              {signedIn ? (
                <Button colorPalette="brand" loading={sending} onClick={() => void resend(signedIn)}>
                  {t('link.resend')}
                </Button>
              ) : (
                <Button colorPalette="brand" onClick={signIn}>
                  {t('link.signIn')}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
