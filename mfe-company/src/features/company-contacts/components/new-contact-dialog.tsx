import { Button } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { FORM_CONTACT_TYPES, type AddedContact, type FormContactType } from '../utils/new-contact-rules';
import { NewContactForm } from './new-contact-form';

/**
 * The New contact button and its dialog. `allowedTypes` limits the contact types offered (a
 * mission's picker adds candidates only, for instance). The form is mounted while the dialog
 * is open only: closing it starts the next contact afresh. `triggerLabel` makes the trigger a
 * small outlined shortcut with that text (beside a mission form's picker); `onAdded` tells it
 * which contact was added (the mission form chooses them in the list they were made for).
 * `forMission`: opened from a mission form, whose failed add the spec words as not added to the
 * company contacts.
 */
export function NewContactDialog({
  allowedTypes = FORM_CONTACT_TYPES,
  triggerLabel,
  onAdded,
  forMission = false,
}: {
  allowedTypes?: readonly FormContactType[];
  triggerLabel?: string;
  onAdded?: (added: AddedContact) => void;
  forMission?: boolean;
}) {
  const { t } = useTranslation('company');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={(details) => setOpen(details.open)} size={{ base: 'full', sm: 'lg' }} placement="center" lazyMount unmountOnExit>
      <Dialog.Trigger asChild>
        {triggerLabel ? (
          <Button variant="outline" size="sm">
            {triggerLabel}
          </Button>
        ) : (
          <Button colorPalette="brand" w={{ base: 'full', md: 'auto' }}>
            {t('contacts.new')}
          </Button>
        )}
      </Dialog.Trigger>
      <DialogFrame title={t('contacts.form.title')}>
        <NewContactForm
          allowedTypes={allowedTypes}
          forMission={forMission}
          onAdded={(added) => {
            setOpen(false);
            onAdded?.(added);
          }}
        />
      </DialogFrame>
    </Dialog.Root>
  );
}
