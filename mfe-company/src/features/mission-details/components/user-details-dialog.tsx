import { chakra } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import type { CompanyContact } from '@rapport/wire/api/company';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import { fullName } from '../utils/people';
import { CloseFooter } from './close-footer';
import { OpenDialogRoot } from '../../../components/open-dialog-root';

interface Props {
  contact: CompanyContact;
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}

const STATUS_KEYS: Record<CompanyContact['status'], string> = {
  completed: 'completed',
  in_progress: 'inProgress',
  invitation_sent: 'invitationSent',
  not_invited: 'notInvited',
};

/** A member's card: name, e-mail, phone, type and status; open when mounted. */
export function UserDetailsDialog({ contact, onClose, finalFocusEl }: Props) {
  const { t } = useTranslation('company');
  const fields: [string, string][] = [
    [t('missionDetails.details.email'), contact.email],
    [t('missionDetails.details.phone'), contact.phone || t('missionDetails.details.noPhone')],
    [t('missionDetails.details.type'), t(`missionDetails.roles.${contact.contact_type}`)],
    [t('missionDetails.details.status'), t(`missionDetails.status.${STATUS_KEYS[contact.status]}`)],
  ];
  return (
    <OpenDialogRoot
      onClose={onClose}
      placement="center"
      size={{ base: 'full', sm: 'sm' }}
      finalFocusEl={finalFocusEl}
    >
      <DialogFrame title={fullName(contact)}>
        <Dialog.Body>
          <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="2">
            {fields.map(([term, value]) => (
              <chakra.div key={term} display="contents">
                <chakra.dt fontWeight="semibold">{term}</chakra.dt>
                <chakra.dd m="0" wordBreak="break-all">
                  {value}
                </chakra.dd>
              </chakra.div>
            ))}
          </chakra.dl>
        </Dialog.Body>
        <CloseFooter />
      </DialogFrame>
    </OpenDialogRoot>
  );
}
