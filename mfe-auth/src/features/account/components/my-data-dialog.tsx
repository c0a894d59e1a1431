import { Box, Button, CloseButton, Heading, Portal, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { on } from '@rapport/platform';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPassword } from '../hooks/use-has-password';
import { useMyData } from '../hooks/use-my-data';
import { DeleteConfirmation } from './delete-confirmation';

type Step = 'closed' | 'overview' | 'confirm';

/**
 * "My data", opened by the shell's menu ('account:open'): download everything, sign out on
 * every device, or delete the account. Loaded on the first request (`open`: the request that
 * loaded it), sized to its content.
 */
export function MyDataDialog({ open = false }: { open?: boolean }) {
  const { t } = useTranslation('session');
  const [step, setStep] = useState<Step>(open ? 'overview' : 'closed');
  const close = () => setStep('closed');
  const { download, remove, logoutEverywhere, isExporting, isDeleting, isEndingAll } = useMyData(close);
  const hasPassword = useHasPassword(step === 'confirm');

  useEffect(() => on('account:open', () => setStep('overview')), []);

  const title = step === 'confirm' ? t('account.confirmTitle') : t('account.title');
  return (
    <Dialog.Root
      open={step !== 'closed'}
      onOpenChange={(details) => !details.open && close()}
      placement="center"
      size="md"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {step === 'confirm' ? (
                <DeleteConfirmation hasPassword={hasPassword} onConfirm={remove} onCancel={() => setStep('overview')} isDeleting={isDeleting} />
              ) : (
                <Stack gap="6">
                  <Text>{t('account.intro')}</Text>
                  <Box>
                    <Heading as="h3" size="sm" mb="1">{t('account.downloadTitle')}</Heading>
                    <Text fontSize="sm" color="fg.muted" mb="3">{t('account.downloadHint')}</Text>
                    <Button colorPalette="brand" loading={isExporting} onClick={() => void download()}>
                      {t('account.download')}
                    </Button>
                  </Box>
                  <Box>
                    <Heading as="h3" size="sm" mb="1">{t('account.sessionsTitle')}</Heading>
                    <Text fontSize="sm" color="fg.muted" mb="3">{t('account.sessionsHint')}</Text>
                    <Button variant="outline" loading={isEndingAll} onClick={() => void logoutEverywhere()}>
                      {t('account.logoutAll')}
                    </Button>
                  </Box>
                  <Box>
                    <Heading as="h3" size="sm" mb="1">{t('account.deleteTitle')}</Heading>
                    <Text fontSize="sm" color="fg.muted" mb="3">{t('account.deleteHint')}</Text>
                    <Button colorPalette="red" variant="outline" onClick={() => setStep('confirm')}>
                      {t('account.delete')}
                    </Button>
                  </Box>
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
