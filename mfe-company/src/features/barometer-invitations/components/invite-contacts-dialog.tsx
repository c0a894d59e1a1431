import { Alert, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Dialog } from '@rapport/ui/chakra-extras';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../../components/dialog-frame';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { useInviteContacts, type SendOutcome } from '../hooks/use-invite-contacts';
import { InviteContactList } from './invite-contact-list';
import { OpenDialogRoot } from '../../../components/open-dialog-root';

export interface InviteContactsDialogProps {
  mission: MissionResponse;
  onClose: () => void;
  /** where the focus goes back to when it closes */
  finalFocusEl?: () => HTMLElement | null;
}

/** What the last send did: how many links went out and how many contacts had one already; or why it failed. */
function Outcome({ outcome }: { outcome: SendOutcome }) {
  const { t } = useTranslation('company');
  if (outcome.kind === 'failed')
    return (
      <Alert.Root status="error" role="alert">
        <Alert.Indicator />
        <Alert.Description>{outcome.message}</Alert.Description>
      </Alert.Root>
    );
  return (
    <Alert.Root status="success">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t('barometer.invite.sent', { count: outcome.sent })}</Alert.Title>
        {outcome.alreadyInvited > 0 && <Alert.Description>{t('barometer.invite.alreadySent', { count: outcome.alreadyInvited })}</Alert.Description>}
      </Alert.Content>
    </Alert.Root>
  );
}

/**
 * Invite contacts (a survey of personal invitations): the company's contacts with a box each,
 * a search and select-all; those already sent a link are shown as such, those without an
 * address cannot be chosen. Send asks the server to mail each chosen contact a single-use link,
 * and says what it did; a refusal shows here and the selection stays. Open when mounted; it
 * closes as any dialog does, then tells its owner.
 */
export function InviteContactsDialog({ mission, onClose, finalFocusEl }: InviteContactsDialogProps) {
  const { t } = useTranslation('company');
  const invite = useInviteContacts(mission.pk);
  const search = useRef<HTMLInputElement>(null);
  const count = invite.selected.size;
  const send = async () => {
    // the button goes disabled once the selection is sent: the focus goes back to the search, not to the page
    if (await invite.send()) search.current?.focus();
  };

  return (
    <OpenDialogRoot
      onClose={onClose}
      size={{ base: 'full', sm: 'lg' }}
      placement="center"
      scrollBehavior="inside"
      initialFocusEl={() => search.current}
      finalFocusEl={finalFocusEl}
    >
      <DialogFrame title={t('barometer.invite.title', { name: mission.mission_name })}>
        <Dialog.Body>
          <Stack gap="4">
            <Text fontSize="sm">{t('barometer.invite.intro')}</Text>
            {invite.survey && (
              <Text color="fg.muted" fontSize="sm">
                {t('barometer.facts.links', {
                  sent: t('barometer.facts.sent', { count: invite.survey.links_sent }),
                  used: t('barometer.facts.used', { count: invite.survey.links_used }),
                })}
              </Text>
            )}
            <InviteContactList invite={invite} searchRef={search} />
          </Stack>
        </Dialog.Body>
        <Dialog.Footer flexDirection="column" alignItems="stretch" gap="3">
          {/* present before anything is said in it, so screen readers hear the answer */}
          <Box aria-live="polite">{invite.outcome && <Outcome outcome={invite.outcome} />}</Box>
          <Stack direction={{ base: 'column-reverse', sm: 'row' }} justify="flex-end" gap="2">
            <Dialog.ActionTrigger asChild>
              <Button variant="outline">{t('common.close')}</Button>
            </Dialog.ActionTrigger>
            <Button colorPalette="brand" loading={invite.sending} disabled={count === 0} onClick={() => void send()}>
              {count === 0 ? t('barometer.invite.sendNone') : t('barometer.invite.send', { count })}
            </Button>
          </Stack>
        </Dialog.Footer>
      </DialogFrame>
    </OpenDialogRoot>
  );
}
