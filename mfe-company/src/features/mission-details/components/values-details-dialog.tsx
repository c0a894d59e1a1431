import { Box, Button, HStack, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { PATHS, selectActiveCompany, serverMessage, useAppSelector } from '@rapport/platform';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AnchoredMenu } from '../../../components/anchored-menu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { quotationBlock } from '../../../lib/quotation-access';
import { useMembersLessRemoved } from '../hooks/use-remove-member';
import { useRowMenu, type RowTarget } from '../hooks/use-row-menu';
import { useValuesTable } from '../hooks/use-values-table';
import { plainMemberEntries, type PlainChoice } from '../utils/member-menu';
import { fullName } from '../utils/people';
import { DetailsDialogShell } from './details-dialog-shell';
import { MemberDialogs } from './member-dialogs';
import type { MissionDetailsProps, QuotationDialogProps } from './mission-details-dialog';
import { ValuesLegend } from './values-legend';
import { ValuesTable } from './values-table';
import { valuesTableCss } from './values-table-css';

type Opened = RowTarget & { dialog: 'details' | 'quotation' };

/**
 * The details of a values mission (spec section 2): its members (candidates) against the
 * company's avatar, Avatar compatibility and one coloured circle per company value, with each
 * member's details, quotation table and removal. Open when mounted; it closes as any dialog
 * does, then tells its owner.
 */
export function ValuesDetailsDialog({
  mission,
  onClose,
  finalFocusEl,
  QuotationDialog,
}: MissionDetailsProps & { QuotationDialog: ComponentType<QuotationDialogProps> }) {
  const { t } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  const { members, remove } = useMembersLessRemoved(mission, 'V');
  const table = useValuesTable(members, mission.mission_member, mission.company);

  const { menu, onMenu, closeMenu, target } = useRowMenu();
  const [opened, setOpened] = useState<Opened | null>(null);
  const [confirm, setConfirm] = useState<RowTarget | null>(null);
  const printed = useRef<HTMLDivElement>(null);

  // spec section 6: the quotation table is offered to a company with the access, for a non-confidential finished contact; otherwise shown disabled with the reason
  const blocked = menu ? quotationBlock(menu.contact, company) : null;
  const entries = plainMemberEntries({
    details: t('missionDetails.menu.details'),
    quotation: t('missionDetails.menu.quotation'),
    blockedHint: blocked ? t(`valuesDetails.quotationBlocked.${blocked}`) : undefined,
    remove: t('valuesDetails.menu.remove'),
  });
  const choose = (choice: PlainChoice) => {
    if (!target.current) return;
    const { contact, anchor } = target.current;
    if (choice === 'remove') setConfirm({ contact, anchor });
    else setOpened({ dialog: choice, contact, anchor });
  };

  const question = confirm && {
    title: t('missionDetails.remove.title'),
    body: t('missionDetails.remove.candidateBody', { name: fullName(confirm.contact) }),
    confirmLabel: t('valuesDetails.menu.remove'),
    returnFocus: confirm.anchor,
  };
  const values = table.showAvatar && table.columns.length > 0;

  return (
    <DetailsDialogShell
      mission={mission}
      printed={printed}
      printedPerson={null}
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
        </>
      }
    >
      <Stack gap="3">
        {table.loading && (
          <HStack role="status" gap="2" color="fg.muted">
            <Spinner size="sm" />
            <Text>{t('valuesDetails.loading')}</Text>
          </HStack>
        )}
        {(table.failed || (table.settingsFailed && table.showAvatar && table.columns.length === 0)) && (
          <HStack role="alert" gap="3" flexWrap="wrap">
            <Text color="fg.error">{table.failed ? serverMessage(table.error, t('valuesDetails.failed')) : t('valuesDetails.settingsFailed')}</Text>
            <Button size="sm" variant="outline" loading={table.retrying} onClick={table.retry}>
              {t('valuesDetails.retry')}
            </Button>
          </HStack>
        )}
        {!table.loading && !table.failed && !table.showAvatar && members.length > 0 && (
          <Text color="fg.muted">
            {t(table.noAvatar ? 'valuesDetails.noAvatar' : 'valuesDetails.noData')}{' '}
            {table.noAvatar && (
              <Link asChild color="brand.fg" textDecoration="underline">
                <RouterLink to={PATHS.valuesSettings}>{t('valuesDetails.defineValues')}</RouterLink>
              </Link>
            )}
          </Text>
        )}
        <Box ref={printed} bg="bg" p="1" css={valuesTableCss}>
          <ValuesTable
            rows={table.rows}
            columns={table.columns}
            showAvatar={table.showAvatar}
            loading={table.loading}
            openMenuId={menu?.contact.id ?? null}
            onMenu={onMenu}
          />
          {values && <ValuesLegend />}
        </Box>
      </Stack>
      <AnchoredMenu<PlainChoice>
        anchor={menu?.anchor ?? null}
        label={menu ? t('missionDetails.menu.open', { name: fullName(menu.contact) }) : undefined}
        entries={entries}
        onChoose={choose}
        onClose={closeMenu}
      />
    </DetailsDialogShell>
  );
}
