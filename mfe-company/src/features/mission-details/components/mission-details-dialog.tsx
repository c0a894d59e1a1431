import { Box, Button, CloseButton, Dialog, Field, HStack, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector } from '@rapport/contracts';
import type { CompanyContact } from '@rapport/contracts/api/company';
import { Suspense, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useReportDownload } from '../../../hooks/use-report-download';
import { useStableHandler } from '../../../hooks/use-stable-handler';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { useMatchingReport } from '../hooks/use-matching-report';
import { useMatchingTable } from '../hooks/use-matching-table';
import { useMissionPng } from '../hooks/use-mission-png';
import { useRemoveMember } from '../hooks/use-remove-member';
import { memberMenuChoices, OPENS_DIALOG, type MemberChoice } from '../utils/member-menu';
import { missionFileName } from '../utils/mission-file-name';
import { detailsKind, editPath } from '../utils/mission-kind';
import { fullName, sourcePeople } from '../utils/people';
import { scoreColumns } from '../utils/score-columns';
import { AllMatchingsDialog } from './all-matchings-dialog';
import { AnchoredMenu } from '../../../components/anchored-menu';
import { MatchWithField } from './match-with-field';
import { MatchingTable } from './matching-table';
import { UserDetailsDialog } from './user-details-dialog';

/** What the modal hands the quotation table (a feature of its own, composed by the app). */
export interface QuotationDialogProps {
  person: Pick<CompanyContact, 'id' | 'first_name' | 'last_name'>;
  onClose: () => void;
  /** where the focus goes back to when it closes */
  finalFocusEl: () => HTMLElement | null;
}

/** What the mission lists open: the mission, and what to do once it has closed. */
export interface MissionDetailsProps {
  mission: MissionResponse;
  /** called once it has closed */
  onClose: () => void;
  /** where the focus goes back to when it closes (the row) */
  finalFocusEl?: () => HTMLElement | null;
}

interface Target {
  contact: CompanyContact;
  anchor: HTMLElement;
}

type Opened = Target & { dialog: 'details' | 'quotation' | 'all-matchings' };

/**
 * The details of a recruitment, mobility or onboarding mission (spec section 2): the members
 * against the manager or a team member, with each member's reports, quotation table, All
 * Matchings and removal. Open when mounted; it closes as any dialog does, then tells its owner.
 */
export function MissionDetailsDialog({
  mission,
  onClose,
  finalFocusEl,
  QuotationDialog,
}: MissionDetailsProps & { QuotationDialog: ComponentType<QuotationDialogProps> }) {
  const { t } = useTranslation('company');
  const [open, setOpen] = useState(true);
  const company = useAppSelector(selectActiveCompany);
  const kind = detailsKind(mission);
  const columns = useMemo(() => scoreColumns(kind), [kind]);
  const people = useMemo(() => sourcePeople(mission), [mission]);
  const [sourceId, setSourceId] = useState<number | null>(people[0]?.contact.id ?? null);
  const source = people.find((person) => person.contact.id === sourceId)?.contact ?? null;
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const members = useMemo(() => mission.mission_member.filter((member) => !removed.has(member.id)), [mission.mission_member, removed]);
  const current = useMemo(() => ({ ...mission, mission_member: members }), [mission, members]);
  const table = useMatchingTable(members, mission.mission_member, source, mission.company, columns);

  const [menu, setMenu] = useState<Target | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [confirm, setConfirm] = useState<Target | null>(null);
  const printed = useRef<HTMLDivElement>(null);
  const { print, printing } = useMissionPng();
  const openMatchingReport = useMatchingReport();
  const downloadReport = useReportDownload();
  const removeMember = useRemoveMember(current, kind);
  const mentor = kind === 'O';

  /** the row the menu was opened on, still known when a choice arrives after the menu has closed */
  const menuTarget = useRef<Target | null>(null);
  const onMenu = useStableHandler((contact: CompanyContact, anchor: HTMLElement) => {
    menuTarget.current = { contact, anchor };
    setMenu(menuTarget.current);
  });
  const choices = menu ? memberMenuChoices(menu.contact, source, { kind, quotationAccess: Boolean(company?.quotation_access) }) : [];
  const choose = (choice: MemberChoice) => {
    if (!menuTarget.current) return;
    const { contact, anchor } = menuTarget.current;
    if (choice === 'matching-en' || choice === 'matching-fr') {
      if (source) void openMatchingReport(source, contact, choice === 'matching-en' ? 'en' : 'fr');
    } else if (choice === 'profile-en' || choice === 'profile-fr') {
      void downloadReport({ id: contact.id, lang: choice === 'profile-en' ? 'en' : 'fr' }, contact);
    } else if (choice === 'remove') {
      setConfirm({ contact, anchor });
    } else {
      setOpened({ dialog: choice, contact, anchor });
    }
  };
  const choiceLabel = (choice: MemberChoice) =>
    choice === 'remove' ? t(mentor ? 'missionDetails.menu.removeMentor' : 'missionDetails.menu.removeCandidate') : t(`missionDetails.menu.${choice}`);

  const sourceName = source ? fullName(source) : '';
  const question = confirm && {
    title: t('missionDetails.remove.title'),
    body: t(mentor ? 'missionDetails.remove.mentorBody' : 'missionDetails.remove.candidateBody', { name: fullName(confirm.contact) }),
    confirmLabel: choiceLabel('remove'),
    returnFocus: confirm.anchor,
  };
  const backTo = (target: Target) => () => (target.anchor.isConnected ? target.anchor : null);

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      onExitComplete={onClose}
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
                  <Dialog.Title>{mission.mission_name}</Dialog.Title>
                  <Text color="fg.muted" fontSize="sm">
                    {t('missionDetails.reference', { reference: mission.reference })}
                  </Text>
                </Box>
                <HStack gap="2" flexShrink={0}>
                  <Button
                    size="sm"
                    colorPalette="brand"
                    loading={printing}
                    onClick={() => void print(printed.current, missionFileName(mission.reference, source))}
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
            <Dialog.Body tabIndex={0}>
              <Stack gap="4">
                <Stack direction={{ base: 'column', md: 'row' }} gap="4" align={{ md: 'flex-end' }}>
                  <MatchWithField people={people} kind={kind} selectedId={sourceId} onSelect={setSourceId} />
                  <Field.Root maxW={{ md: 'xs' }}>
                    <Field.Label>{t('missionDetails.search.label')}</Field.Label>
                    <Input
                      type="search"
                      value={table.search}
                      onChange={(event) => table.setSearch(event.target.value)}
                      placeholder={t('missionDetails.search.placeholder')}
                    />
                  </Field.Root>
                </Stack>
                {table.failed && (
                  <Text role="alert" color="fg.error">
                    {t('missionDetails.report.failed')}
                  </Text>
                )}
                <Box ref={printed} bg="bg" p="1">
                  <Text fontWeight="semibold" mb="2" aria-live="polite">
                    {source ? t('missionDetails.caption', { name: sourceName, count: table.rows.length }) : t('missionDetails.matchWith.none')}
                  </Text>
                  <MatchingTable
                    sourceName={sourceName}
                    rows={table.rows}
                    total={table.total}
                    columns={columns}
                    showAvatar={table.showAvatar}
                    loading={table.loading}
                    sort={table.sort}
                    onSort={table.sortBy}
                    openMenuId={menu?.contact.id ?? null}
                    onMenu={onMenu}
                  />
                </Box>
              </Stack>
              <AnchoredMenu<MemberChoice>
                anchor={menu?.anchor ?? null}
                label={menu ? t('missionDetails.menu.open', { name: fullName(menu.contact) }) : undefined}
                entries={choices.map((choice) => ({ value: choice, label: choiceLabel(choice), danger: choice === 'remove', opensDialog: OPENS_DIALOG.has(choice) }))}
                onChoose={choose}
                onClose={() => setMenu(null)}
              />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        question={question}
        onConfirm={async () => {
          if (confirm && (await removeMember(confirm.contact))) setRemoved((ids) => new Set(ids).add(confirm.contact.id));
        }}
        onClose={() => setConfirm(null)}
      />
      {opened?.dialog === 'details' && <UserDetailsDialog contact={opened.contact} onClose={() => setOpened(null)} finalFocusEl={backTo(opened)} />}
      {opened?.dialog === 'all-matchings' && (
        <AllMatchingsDialog
          member={opened.contact}
          people={people}
          companyId={mission.company}
          onClose={() => setOpened(null)}
          finalFocusEl={backTo(opened)}
        />
      )}
      {opened?.dialog === 'quotation' && (
        <Suspense fallback={null}>
          <QuotationDialog person={opened.contact} onClose={() => setOpened(null)} finalFocusEl={backTo(opened)} />
        </Suspense>
      )}
    </Dialog.Root>
  );
}
