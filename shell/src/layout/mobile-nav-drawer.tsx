import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminNav } from './admin-nav';

/** Below 1280 px (phones, tablets, small laptops) the company pages sit in a drawer behind a Menu button. */
export function MobileNavDrawer() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <Button size="sm" variant="outline" hideFrom="xl">
          {t('menu.open')}
        </Button>
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
