import { Button, type ButtonProps } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** The admin header's Menu button (below 1280 px): the drawer's trigger, and what shows while the drawer's code loads. */
export function MenuButton(props: ButtonProps) {
  const { t } = useTranslation('common');
  return (
    <Button size="sm" variant="outline" hideFrom="xl" {...props}>
      {t('menu.open')}
    </Button>
  );
}
