import { Dialog } from '@rapport/ui/chakra-extras';
import { useState } from 'react';

type Props = Omit<Dialog.RootProps, 'open' | 'onOpenChange' | 'onExitComplete'> & {
  /** called once it has closed (after its exit animation) */
  onClose: () => void;
};

/** A dialog open when mounted: it closes as any dialog does, then tells its owner, who unmounts it. */
export function OpenDialogRoot({ onClose, children, ...props }: Props) {
  const [open, setOpen] = useState(true);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} onExitComplete={onClose} {...props}>
      {children}
    </Dialog.Root>
  );
}
