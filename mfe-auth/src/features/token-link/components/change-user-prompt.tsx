import { Button, Portal, Text } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useTranslation } from 'react-i18next';
import type { useTokenLink } from '../hooks/use-token-link';

/** The Change User question (change-user-dialog.tsx loads it the first time it is asked). */
export function ChangeUserPrompt({ conflict, switching, accept, decline }: ReturnType<typeof useTokenLink>) {
  const { t } = useTranslation('session');
  return (
    <Dialog.Root
      role="alertdialog"
      open={conflict !== null}
      onOpenChange={(details) => !details.open && decline()}
      placement="center"
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('changeUser.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{conflict && t('changeUser.body', { current: conflict.current, next: conflict.link.email })}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={decline} disabled={switching}>
                {t('changeUser.no')}
              </Button>
              <Button colorPalette="brand" loading={switching} onClick={() => void accept()}>
                {t('changeUser.yes')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
