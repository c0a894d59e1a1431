import { Dialog } from '@rapport/ui/chakra-extras';
import { useState } from 'react';

/**
 * A dialog open when mounted: it closes as any dialog does (or when its owner's form calls
 * `close`), then tells its owner through `onClose`, who unmounts it. Spread `rootProps` on
 * Dialog.Root; OpenDialogRoot does that for a dialog nothing inside closes.
 */
export function useOpenDialog(onClose: () => void) {
  const [open, setOpen] = useState(true);
  return {
    close: () => setOpen(false),
    rootProps: { open, onOpenChange: (details: { open: boolean }) => setOpen(details.open), onExitComplete: onClose },
  };
}

type Props = Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'onExitComplete'> & {
  /** called once it has closed (after its exit animation) */
  onClose: () => void;
};

/** Dialog.Root for a dialog open when mounted (useOpenDialog). */
export function OpenDialogRoot({ onClose, children, ...props }: Props) {
  const { rootProps } = useOpenDialog(onClose);
  return (
    <Dialog.Root {...rootProps} {...props}>
      {children}
    </Dialog.Root>
  );
}
