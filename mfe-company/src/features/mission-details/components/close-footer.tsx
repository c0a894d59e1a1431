import { Button } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useTranslation } from 'react-i18next';

/** A read-only dialog's footer: one Close button. */
export function CloseFooter() {
  const { t } = useTranslation('company');
  return (
    <Dialog.Footer>
      <Dialog.ActionTrigger asChild>
        <Button variant="outline">{t('common.close')}</Button>
      </Dialog.ActionTrigger>
    </Dialog.Footer>
  );
}
