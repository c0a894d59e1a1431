import { Box, Button, CloseButton, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector } from '@rapport/contracts';
import type { CompanyContact } from '@rapport/contracts/api/company';
import { Suspense, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AnchoredMenu, type MenuEntry } from '../../../components/anchored-menu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useStableHandler } from '../../../hooks/use-stable-handler';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { useTeamScoresQuery } from '../../../lib/api/teams-api';
import { quotationBlock } from '../../../lib/quotation-access';
import { useMissionPng } from '../hooks/use-mission-png';
import { useRemoveMember } from '../hooks/use-remove-member';
import { missionFileName } from '../utils/mission-file-name';
import { editPath } from '../utils/mission-kind';
import { fullName, hasResult } from '../utils/people';
import { teamRows } from '../utils/team-members';
import type { MissionDetailsProps, QuotationDialogProps } from './mission-details-dialog';
import { TeamAllMatchingsDialog } from './team-all-matchings-dialog';
import { TeamInsights } from './team-insights';
import { TeamTable } from './team-table';
import { TeamWhatIf } from './team-what-if';
import { UserDetailsDialog } from './user-details-dialog';

type TeamChoice = 'details' | 'quotation' | 'remove';

interface Target {
  contact: CompanyContact;
  anchor: HTMLElement;
}

type Opened = { dialog: 'details' | 'quotation'; contact: CompanyContact; anchor: HTMLElement } | { dialog: 'all-matchings'; anchor: HTMLElement };

/**
 * The team of a team building mission (spec section 2): its CPI, its weakest and strongest
 * pairs, each member's impact and stakes balance, All Matchings, and a what-if for one more
 * person. A change (a member removed or added) is a mission update: the list, the mission and
 * the team's scores reload by their tags; the modal shows the change at once.
 */
export function TeamDetailsDialog({ mission, onClose, finalFocusEl, QuotationDialog }: MissionDetailsProps & { QuotationDialog: ComponentType<QuotationDialogProps> }) {
  const { t } = useTranslation('company');
  const [open, setOpen] = useState(true);
  const company = useAppSelector(selectActiveCompany);
  // the team as changed here, until the list brings the mission back reloaded
  const [local, setLocal] = useState<{ from: MissionResponse; team: MissionResponse }>({ from: mission, team: mission });
  if (local.from !== mission) setLocal({ from: mission, team: mission });
  const team = local.from === mission ? local.team : mission;
  const scores = useTeamScoresQuery({ mission: mission.pk });
  const rows = useMemo(() => teamRows(team, scores.data), [team, scores.data]);
  const people = useMemo(() => rows.map((row) => row.contact), [rows]);

  const [menu, setMenu] = useState<Target | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [confirm, setConfirm] = useState<Target | null>(null);
  const printed = useRef<HTMLDivElement>(null);
  const { print, printing } = useMissionPng();
  const removeMember = useRemoveMember(team, 'T');
  const manager = team.mission_manager;
  const managerName = manager ? fullName(manager) : team.mission_name;

  /** the row the menu was opened on, still known when a choice arrives after the menu has closed */
  const menuTarget = useRef<Target | null>(null);
  const onMenu = useStableHandler((contact: CompanyContact, anchor: HTMLElement) => {
    menuTarget.current = { contact, anchor };
    setMenu(menuTarget.current);
  });
  // spec section 6: the quotation table by the company contacts' rule, shown disabled with the reason; the manager cannot be removed
  const blocked = menu ? quotationBlock(menu.contact, company) : null;
  const entries: MenuEntry<TeamChoice>[] = [
    { value: 'details', label: t('missionDetails.menu.details'), opensDialog: true },
    {
      value: 'quotation',
      label: t('missionDetails.menu.quotation'),
      opensDialog: true,
      disabled: blocked !== null,
      hint: blocked ? t(`contacts.quotation.blocked.${blocked}`) : undefined,
    },
    ...(menu && menu.contact.id !== manager?.id ? [{ value: 'remove' as const, label: t('teamDetails.menu.remove'), danger: true, opensDialog: true }] : []),
  ];
  const choose = (choice: TeamChoice) => {
    if (!menuTarget.current) return;
    const { contact, anchor } = menuTarget.current;
    if (choice === 'remove') setConfirm({ contact, anchor });
    else setOpened({ dialog: choice, contact, anchor });
  };
  const backTo = (target: { anchor: HTMLElement }) => () => (target.anchor.isConnected ? target.anchor : null);
  const changeTeam = (benchmarks: MissionResponse['mission_benchmarks']) => setLocal({ from: mission, team: { ...team, mission_benchmarks: benchmarks } });

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
                  <Dialog.Title>{t('teamDetails.title', { name: managerName })}</Dialog.Title>
                  <Text color="fg.muted" fontSize="sm">
                    {t('teamDetails.subtitle', { name: team.mission_name, reference: team.reference })}
                  </Text>
                </Box>
                <HStack gap="2" flexShrink={0} wrap="wrap">
                  <Button size="sm" variant="outline" onClick={(event) => setOpened({ dialog: 'all-matchings', anchor: event.currentTarget })}>
                    {t('teamDetails.allMatchings.button')}
                  </Button>
                  <Button size="sm" colorPalette="brand" loading={printing} onClick={() => void print(printed.current, missionFileName(team.reference, manager))}>
                    {t('missionDetails.print.button')}
                  </Button>
                  <Button size="sm" variant="outline" asChild>
                    <RouterLink to={editPath(team)}>{t('missionDetails.edit')}</RouterLink>
                  </Button>
                  <Dialog.CloseTrigger asChild position="static">
                    <CloseButton size="sm" aria-label={t('common.close')} />
                  </Dialog.CloseTrigger>
                </HStack>
              </Stack>
            </Dialog.Header>
            {/* focusable: a keyboard user scrolls the table with the arrow keys */}
            <Dialog.Body tabIndex={0}>
              <Stack gap="5">
                <Stack ref={printed} bg="bg" p="1" gap="4">
                  <TeamInsights
                    scores={scores.data}
                    loading={scores.isFetching}
                    failed={scores.isError}
                    onRetry={() => void scores.refetch()}
                    people={people}
                    unfinished={people.filter((contact) => !hasResult(contact)).length}
                  />
                  <TeamTable rows={rows} scoresLoading={scores.isFetching && !scores.data} openMenuId={menu?.contact.id ?? null} onMenu={onMenu} />
                </Stack>
                <TeamWhatIf
                  mission={team}
                  currentCpi={scores.data?.cpi ?? null}
                  onAdded={(contact) => changeTeam([...team.mission_benchmarks, { contact, benchmark_type: 'employee' }])}
                />
              </Stack>
              <AnchoredMenu<TeamChoice>
                anchor={menu?.anchor ?? null}
                label={menu ? t('teamDetails.menu.open', { name: fullName(menu.contact) }) : undefined}
                entries={entries}
                onChoose={choose}
                onClose={() => setMenu(null)}
              />
            </Dialog.Body>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ConfirmDialog
        question={
          confirm && {
            title: t('teamDetails.remove.title'),
            body: t('teamDetails.remove.body', { name: fullName(confirm.contact) }),
            confirmLabel: t('teamDetails.menu.remove'),
            returnFocus: confirm.anchor,
          }
        }
        onConfirm={async () => {
          if (confirm && (await removeMember(confirm.contact))) changeTeam(team.mission_benchmarks.filter(({ contact }) => contact.id !== confirm.contact.id));
        }}
        onClose={() => setConfirm(null)}
      />
      {opened?.dialog === 'details' && <UserDetailsDialog contact={opened.contact} onClose={() => setOpened(null)} finalFocusEl={backTo(opened)} />}
      {opened?.dialog === 'quotation' && (
        <Suspense fallback={null}>
          <QuotationDialog person={opened.contact} onClose={() => setOpened(null)} finalFocusEl={backTo(opened)} />
        </Suspense>
      )}
      {opened?.dialog === 'all-matchings' && (
        <TeamAllMatchingsDialog people={people} managerName={managerName} companyId={team.company} onClose={() => setOpened(null)} finalFocusEl={backTo(opened)} />
      )}
    </Dialog.Root>
  );
}
