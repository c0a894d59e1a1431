import { Text } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useState } from 'react';
import { DialogFrame } from './dialog-frame';
import { DialogActions } from './dialog-actions';

/** Spec section 9: the confirm dialog closes 500 ms after the confirmation. */
export const CONFIRM_CLOSE_DELAY_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Props {
  /** what is asked; null: closed */
  question: { title: string; body: string; confirmLabel: string; returnFocus?: HTMLElement } | null;
  /** runs the action (its own toasts say how it went); the dialog closes after it and the delay */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** One dialog for every "are you sure?" of a page: mounted once, not once per row. */
export function ConfirmDialog({ question, onConfirm, onClose }: Props) {
  const [busy, setBusy] = useState(false);
  // the last question stays on screen while the dialog fades out
  const [shown, setShown] = useState(question);
  if (question && (question.title !== shown?.title || question.body !== shown?.body)) setShown(question);
  const confirm = async () => {
    setBusy(true);
    try {
      await Promise.all([onConfirm(), wait(CONFIRM_CLOSE_DELAY_MS)]);
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog.Root
      open={question !== null}
      onOpenChange={({ open }) => !open && !busy && onClose()}
      role="alertdialog"
      placement="center"
      size={{ base: 'full', sm: 'sm' }}
      // the question asked last says where the focus goes back to (the row's menu button)
      finalFocusEl={() => (shown?.returnFocus?.isConnected ? shown.returnFocus : null)}
    >
      <DialogFrame title={shown?.title} closable={false}>
        <Dialog.Body>
          <Text>{shown?.body}</Text>
        </Dialog.Body>
        <DialogActions label={shown?.confirmLabel} busy={busy} onAction={() => void confirm()} />
      </DialogFrame>
    </Dialog.Root>
  );
}
