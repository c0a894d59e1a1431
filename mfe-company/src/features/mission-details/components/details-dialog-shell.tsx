import { Box, Button, CloseButton, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { formatModalDate } from '@rapport/platform';
import { Dialog } from '@rapport/ui/chakra-extras';
import type { CompanyContact } from '@rapport/wire/api/company';
import type { ReactNode, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { useMissionPng } from '../hooks/use-mission-png';
import { missionFileName } from '../utils/mission-file-name';
import { editPath } from '../utils/mission-kind';
import { OpenDialogRoot } from '../../../components/open-dialog-root';

interface Props {
  mission: MissionResponse;
  /** the dialog's name: the mission's name unless told */
  title?: ReactNode;
  /** under the title: "Ref. …" unless told */
  subtitle?: ReactNode;
  /** buttons before Print (they may wrap) */
  actions?: ReactNode;
  /** what Print turns into a PNG */
  printed: RefObject<HTMLElement | null>;
  /** the person the PNG's file name names, after the reference */
  printedPerson: Pick<CompanyContact, 'first_name' | 'last_name'> | null;
  /** called once it has closed */
  onClose: () => void;
  finalFocusEl?: () => HTMLElement | null;
  /** the body */
  children: ReactNode;
  /** the dialogs opened from it (a confirmation, a member's details), outside its portal */
  dialogs?: ReactNode;
}

/**
 * What the details of every kind of mission share (spec section 2): a large dialog, open when
 * mounted, whose header names the mission and holds Print (a PNG, which names the mission, its
 * reference and the day above what it shows), Edit and Close; its body is focusable so that a
 * keyboard user scrolls a table with the arrow keys.
 */
export function DetailsDialogShell({ mission, title, subtitle, actions, printed, printedPerson, onClose, finalFocusEl, children, dialogs }: Props) {
  const { t, i18n } = useTranslation('company');
  const { print, printing } = useMissionPng();
  const heading = () => ({
    title: mission.mission_name,
    details: t('missionDetails.print.heading', {
      reference: mission.reference,
      date: formatModalDate(new Date(), i18n.language === 'fr' ? 'fr' : 'en'),
    }),
  });
  return (
    <OpenDialogRoot
      onClose={onClose}
      size={{ base: 'full', md: 'cover' }}
      placement="center"
      scrollBehavior="inside"
      finalFocusEl={finalFocusEl}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-start' }} gap="3" w="full">
                <Box minW="0">
                  <Dialog.Title>{title ?? mission.mission_name}</Dialog.Title>
                  <Text color="fg.muted" fontSize="sm">
                    {subtitle ?? t('missionDetails.reference', { reference: mission.reference })}
                  </Text>
                </Box>
                <HStack gap="2" flexShrink={0} wrap={actions ? 'wrap' : undefined}>
                  {actions}
                  <Button
                    size="sm"
                    colorPalette="brand"
                    loading={printing}
                    onClick={() => void print(printed.current, heading(), missionFileName(mission.reference, printedPerson))}
                  >
                    {t('missionDetails.print.button')}
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <RouterLink to={editPath(mission)}>{t('missionDetails.edit')}</RouterLink>
                  </Button>
                  <Dialog.CloseTrigger asChild position="static">
                    <CloseButton size="sm" aria-label={t('common.close')} />
                  </Dialog.CloseTrigger>
                </HStack>
              </Stack>
            </Dialog.Header>
            {/* focusable: a keyboard user scrolls the table with the arrow keys */}
            <Dialog.Body tabIndex={0}>{children}</Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {dialogs}
    </OpenDialogRoot>
  );
}
