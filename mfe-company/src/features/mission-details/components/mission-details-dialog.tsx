import { Box, Field, Input, Stack, Text } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector } from '@rapport/platform';
import type { CompanyContact } from '@rapport/wire/api/company';
import { useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExportMenu } from '../../../components/export-menu';
import { useExportDownload } from '../../../hooks/use-export-download';
import { useReportDownload } from '../../../hooks/use-report-download';
import type { MissionResponse } from '../../../lib/api/missions-api';
import { useMatchingReport } from '../hooks/use-matching-report';
import { useMatchingTable } from '../hooks/use-matching-table';
import { useMembersLessRemoved } from '../hooks/use-remove-member';
import { focusBackTo, useRowMenu, type RowTarget } from '../hooks/use-row-menu';
import { memberMenuChoices, OPENS_DIALOG, type MemberChoice } from '../utils/member-menu';
import { detailsKind } from '../utils/mission-kind';
import { fullName, sourcePeople } from '../utils/people';
import { scoreColumns } from '../utils/score-columns';
import { AllMatchingsDialog } from './all-matchings-dialog';
import { AnchoredMenu } from '../../../components/anchored-menu';
import { DetailsDialogShell } from './details-dialog-shell';
import { MatchWithField } from './match-with-field';
import { MatchingTable } from './matching-table';
import { MemberDialogs } from './member-dialogs';

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

type Opened = RowTarget & { dialog: 'details' | 'quotation' | 'all-matchings' };

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
  const company = useAppSelector(selectActiveCompany);
  const kind = detailsKind(mission);
  const columns = useMemo(() => scoreColumns(kind), [kind]);
  const people = useMemo(() => sourcePeople(mission), [mission]);
  const [sourceId, setSourceId] = useState<number | null>(people[0]?.contact.id ?? null);
  const source = people.find((person) => person.contact.id === sourceId)?.contact ?? null;
  const { members, remove } = useMembersLessRemoved(mission, kind);
  const table = useMatchingTable(members, mission.mission_member, source, mission.company, columns);

  const { menu, onMenu, closeMenu, target } = useRowMenu();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [confirm, setConfirm] = useState<RowTarget | null>(null);
  const printed = useRef<HTMLDivElement>(null);
  const openMatchingReport = useMatchingReport();
  const downloadReport = useReportDownload();
  const exportFile = useExportDownload();
  const mentor = kind === 'O';

  const choices = menu ? memberMenuChoices(menu.contact, source, { kind, quotationAccess: Boolean(company?.quotation_access) }) : [];
  const choose = (choice: MemberChoice) => {
    if (!target.current) return;
    const { contact, anchor } = target.current;
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

  return (
    <DetailsDialogShell
      mission={mission}
      actions={
        <ExportMenu
          size="sm"
          label={t('exports.label.members')}
          onExport={(format) => exportFile({ kind: 'members', pk: mission.pk, source: source?.id, reference: mission.reference }, format)}
        />
      }
      printed={printed}
      printedPerson={source}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      dialogs={
        <>
          <ConfirmDialog
            question={question}
            onConfirm={async () => {
              if (confirm) await remove(confirm.contact);
            }}
            onClose={() => setConfirm(null)}
          />
          <MemberDialogs opened={opened} onClose={() => setOpened(null)} QuotationDialog={QuotationDialog} />
          {opened?.dialog === 'all-matchings' && (
            <AllMatchingsDialog
              member={opened.contact}
              people={people}
              companyId={mission.company}
              onClose={() => setOpened(null)}
              finalFocusEl={focusBackTo(opened)}
            />
          )}
        </>
      }
    >
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
        onClose={closeMenu}
      />
    </DetailsDialogShell>
  );
}
