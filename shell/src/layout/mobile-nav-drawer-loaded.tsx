import { CloseButton, Portal } from '@chakra-ui/react';
import { Drawer } from '@rapport/ui/chakra-extras';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from './admin-nav';
import { MenuButton } from './menu-button';

/** The drawer itself (mobile-nav-drawer.tsx loads it); `defaultOpen`: its button was clicked while it loaded. */
export function LoadedMobileNavDrawer({ defaultOpen }: { defaultOpen: boolean }) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(defaultOpen);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <MenuButton />
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{t('admin.nav')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <AdminNav gap="4" onNavigate={() => setOpen(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
