import { Box, Button, CloseButton, Dialog, HStack, Link, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { PATHS, selectActiveCompany, serverMessage, useAppSelector } from '@rapport/contracts';
import type { CompanyContact } from '@rapport/contracts/api/company';
import { Suspense, useMemo, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { AnchoredMenu, type MenuEntry } from '../../../components/anchored-menu';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useStableHandler } from '../../../hooks/use-stable-handler';
import { quotationBlock } from '../../../lib/quotation-access';
import { useMissionPng } from '../hooks/use-mission-png';
import { useRemoveMember } from '../hooks/use-remove-member';
import { useValuesTable } from '../hooks/use-values-table';
import { missionFileName } from '../utils/mission-file-name';
import { editPath } from '../utils/mission-kind';
import { fullName } from '../utils/people';
import type { MissionDetailsProps, QuotationDialogProps } from './mission-details-dialog';
import { UserDetailsDialog } from './user-details-dialog';
import { ValuesLegend } from './values-legend';
import { ValuesTable } from './values-table';
import { valuesTableCss } from './values-table-css';

type ValuesChoice = 'details' | 'quotation' | 'remove';

interface Target {
  contact: CompanyContact;
  anchor: HTMLElement;
}

type Opened = Target & { dialog: 'details' | 'quotation' };

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
  const [open, setOpen] = useState(true);
  const company = useAppSelector(selectActiveCompany);
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const members = useMemo(() => mission.mission_member.filter((member) => !removed.has(member.id)), [mission.mission_member, removed]);
  const current = useMemo(() => ({ ...mission, mission_member: members }), [mission, members]);
  const table = useValuesTable(members, mission.mission_member, mission.company);

  const [menu, setMenu] = useState<Target | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [confirm, setConfirm] = useState<Target | null>(null);
  const printed = useRef<HTMLDivElement>(null);
  const { print, printing } = useMissionPng();
  const removeMember = useRemoveMember(current, 'V');

  /** the row the menu was opened on, still known when a choice arrives after the menu has closed */
  const menuTarget = useRef<Target | null>(null);
  const onMenu = useStableHandler((contact: CompanyContact, anchor: HTMLElement) => {
    menuTarget.current = { contact, anchor };
    setMenu(menuTarget.current);
  });
  // spec section 6: the quotation table is offered to a company with the access, for a non-confidential finished contact; otherwise shown disabled with the reason
  const blocked = menu ? quotationBlock(menu.contact, company) : null;
  const entries: MenuEntry<ValuesChoice>[] = [
    { value: 'details', label: t('missionDetails.menu.details'), opensDialog: true },
    {
      value: 'quotation',
      label: t('missionDetails.menu.quotation'),
      opensDialog: true,
      disabled: blocked !== null,
      hint: blocked ? t(`valuesDetails.quotationBlocked.${blocked}`) : undefined,
    },
    { value: 'remove', label: t('valuesDetails.menu.remove'), danger: true, opensDialog: true },
  ];
  const choose = (choice: ValuesChoice) => {
    if (!menuTarget.current) return;
    const { contact, anchor } = menuTarget.current;
    if (choice === 'remove') setConfirm({ contact, anchor });
    else setOpened({ dialog: choice, contact, anchor });
  };

  const question = confirm && {
    title: t('missionDetails.remove.title'),
    body: t('missionDetails.remove.candidateBody', { name: fullName(confirm.contact) }),
    confirmLabel: t('valuesDetails.menu.remove'),
    returnFocus: confirm.anchor,
  };
  const backTo = (target: Target) => () => (target.anchor.isConnected ? target.anchor : null);
  const values = table.showAvatar && table.columns.length > 0;

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
                    onClick={() => void print(printed.current, missionFileName(mission.reference, null))}
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
              <AnchoredMenu<ValuesChoice>
                anchor={menu?.anchor ?? null}
                label={menu ? t('missionDetails.menu.open', { name: fullName(menu.contact) }) : undefined}
                entries={entries}
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
      {opened?.dialog === 'quotation' && (
        <Suspense fallback={null}>
          <QuotationDialog person={opened.contact} onClose={() => setOpened(null)} finalFocusEl={backTo(opened)} />
        </Suspense>
      )}
    </Dialog.Root>
  );
}
