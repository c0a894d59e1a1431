import { Portal, Stack } from '@chakra-ui/react';
import type { BusEvents } from '@rapport/platform';
import { Toaster as ChakraToaster, Toast, createToaster } from '@rapport/ui/chakra-extras';

const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

/** Adds a toast (shown once ToastList is on the page: the toaster keeps what it is given before). */
export function showToast({ type, title, description }: BusEvents['toast']): void {
  toaster.create({ type, title, description, closable: true, duration: type === 'error' ? 8000 : 5000 });
}

/** The toasts (toaster.tsx loads this module with the first toast asked for). */
export function ToastList() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.closable && <Toast.CloseTrigger />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
