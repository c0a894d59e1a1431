import { Button, Stack } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector } from '@rapport/platform';
import type { CompanyContact } from '@rapport/wire/api/company';
import { useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { AnchoredMenu } from '../../../components/anchored-menu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExportMenu } from '../../../components/export-menu';
import { useExportDownload } from '../../../hooks/use-export-download';
import { ScoreLegend } from '../../../components/score-legend';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { useTeamScoresQuery } from '../../../lib/api/teams-api';
import { quotationBlock } from '../../../lib/quotation-access';
import { useRemoveMember } from '../hooks/use-remove-member';
import { focusBackTo, useRowMenu, type RowTarget } from '../hooks/use-row-menu';
import { plainMemberEntries, type PlainChoice } from '../utils/member-menu';
import { fullName, hasResult } from '../utils/people';
import { teamRows } from '../utils/team-members';
import { DetailsDialogShell } from './details-dialog-shell';
import { MemberDialogs } from './member-dialogs';
import type { MissionDetailsProps, QuotationDialogProps } from './mission-details-dialog';
import { TeamAllMatchingsDialog } from './team-all-matchings-dialog';
import { TeamInsights } from './team-insights';
import { TeamTable } from './team-table';
import { TeamWhatIf } from './team-what-if';

/** The scores the team's modal names: its CPI, and the RI of its weakest and strongest pairs. */
const TEAM_SCORES = ['CPI', 'RI'] as const;

type Opened = { dialog: 'details' | 'quotation'; contact: CompanyContact; anchor: HTMLElement } | { dialog: 'all-matchings'; anchor: HTMLElement };

/**
 * The team of a team building mission (spec section 2): its CPI, its weakest and strongest
 * pairs, each member's impact and stakes balance, All Matchings, and a what-if for one more
 * person. A change (a member removed or added) is a mission update: the list, the mission and
 * the team's scores reload by their tags; the modal shows the change at once.
 */
export function TeamDetailsDialog({ mission, onClose, finalFocusEl, QuotationDialog }: MissionDetailsProps & { QuotationDialog: ComponentType<QuotationDialogProps> }) {
  const { t } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  // the team as changed here, until the list brings the mission back reloaded
  const [local, setLocal] = useState<{ from: MissionResponse; team: MissionResponse }>({ from: mission, team: mission });
  if (local.from !== mission) setLocal({ from: mission, team: mission });
  const team = local.from === mission ? local.team : mission;
  const scores = useTeamScoresQuery({ mission: mission.pk });
  const rows = useMemo(() => teamRows(team, scores.data), [team, scores.data]);
  const people = useMemo(() => rows.map((row) => row.contact), [rows]);

  const { menu, onMenu, closeMenu, target } = useRowMenu();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [confirm, setConfirm] = useState<RowTarget | null>(null);
  const printed = useRef<HTMLDivElement>(null);
  const removeMember = useRemoveMember(team, 'T');
  const exportFile = useExportDownload();
  const manager = team.mission_manager;
  const managerName = manager ? fullName(manager) : team.mission_name;

  // spec section 6: the quotation table by the company contacts' rule, shown disabled with the reason; the manager cannot be removed
  const blocked = menu ? quotationBlock(menu.contact, company) : null;
  const entries = plainMemberEntries({
    details: t('missionDetails.menu.details'),
    quotation: t('missionDetails.menu.quotation'),
    blockedHint: blocked ? t(`contacts.quotation.blocked.${blocked}`) : undefined,
    remove: menu && menu.contact.id !== manager?.id ? t('teamDetails.menu.remove') : null,
  });
  const choose = (choice: PlainChoice) => {
    if (!target.current) return;
    const { contact, anchor } = target.current;
    if (choice === 'remove') setConfirm({ contact, anchor });
    else setOpened({ dialog: choice, contact, anchor });
  };
  const changeTeam = (benchmarks: MissionResponse['mission_benchmarks']) => setLocal({ from: mission, team: { ...team, mission_benchmarks: benchmarks } });

  return (
    <DetailsDialogShell
      mission={team}
      title={t('teamDetails.title', { name: managerName })}
      subtitle={t('teamDetails.subtitle', { name: team.mission_name, reference: team.reference })}
      actions={
        <>
          <Button size="sm" variant="outline" onClick={(event) => setOpened({ dialog: 'all-matchings', anchor: event.currentTarget })}>
            {t('teamDetails.allMatchings.button')}
          </Button>
          <ExportMenu size="sm" label={t('exports.label.team')} onExport={(format) => exportFile({ kind: 'team', pk: team.pk, reference: team.reference }, format)} />
        </>
      }
      printed={printed}
      printedPerson={manager}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      dialogs={
        <>
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
          <MemberDialogs opened={opened} onClose={() => setOpened(null)} QuotationDialog={QuotationDialog} />
          {opened?.dialog === 'all-matchings' && (
            <TeamAllMatchingsDialog people={people} managerName={managerName} companyId={team.company} onClose={() => setOpened(null)} finalFocusEl={focusBackTo(opened)} />
          )}
        </>
      }
    >
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
          <ScoreLegend keys={TEAM_SCORES} />
        </Stack>
        <TeamWhatIf
          mission={team}
          currentCpi={scores.data?.cpi ?? null}
          onAdded={(contact) => changeTeam([...team.mission_benchmarks, { contact, benchmark_type: 'employee' }])}
        />
      </Stack>
      <AnchoredMenu<PlainChoice>
        anchor={menu?.anchor ?? null}
        label={menu ? t('teamDetails.menu.open', { name: fullName(menu.contact) }) : undefined}
        entries={entries}
        onChoose={choose}
        onClose={closeMenu}
      />
    </DetailsDialogShell>
  );
}
