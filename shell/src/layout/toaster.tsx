import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { on } from '@rapport/contracts';
import { useEffect } from 'react';

const toaster = createToaster({ placement: 'top', pauseOnPageIdle: true, max: 4 });

/** The page's one toaster; every part asks for a toast through the event bus. */
export function Toaster() {
  useEffect(
    () =>
      on('toast', ({ type, title, description }) => {
        toaster.create({ type, title, description, closable: true, duration: type === 'error' ? 8000 : 5000 });
      }),
    [],
  );
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
