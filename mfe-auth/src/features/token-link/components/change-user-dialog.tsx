import { Button, Dialog, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useTokenLink } from '../hooks/use-token-link';

/** Handles one-click links everywhere, and asks before replacing another signed-in user. */
export function ChangeUserDialog() {
  const { t } = useTranslation('session');
  const { conflict, switching, accept, decline } = useTokenLink();
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
