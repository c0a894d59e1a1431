import { CloseButton, Portal } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: ReactNode;
  /** the dialog's body and footer */
  children: ReactNode;
  /** the corner close button (a question to answer has none: Cancel says it) */
  closable?: boolean;
}

/** What every dialog of the remote wraps its content in: backdrop, title, close button. */
export function DialogFrame({ title, children, closable = true }: Props) {
  const { t } = useTranslation('company');
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          {children}
          {closable && (
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('common.close')} />
            </Dialog.CloseTrigger>
          )}
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}
