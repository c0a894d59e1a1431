import { Button, Stack, Text } from '@chakra-ui/react';
import { ListStates, listView } from '@rapport/ui/list-states';
import { PageLayout } from '@rapport/ui/page-layout';
import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoading } from '../../../components/page-loading';
import { useMissionsQuery, type MissionResponse } from '../../../lib/api/missions-api';
import { useMissionActions } from '../hooks/use-mission-actions';
import { useStableHandler } from '../../../hooks/use-stable-handler';
import { LIST_KINDS, missionListArgs, type ListKind, type MissionTab } from '../utils/list-kinds';
import { MissionMenu, type MenuChoice, type OpenMenu } from './mission-menu';
import type { RowAction } from './mission-row';
import { MissionTabs } from './mission-tabs';
import { MissionsEmpty } from './missions-empty';
import { MissionsTable } from './missions-table';

/** What the list hands the details modal (a feature of its own, composed by the app): a survey's is its results. */
export interface DetailsDialogProps {
  mission: MissionResponse;
  onClose: () => void;
  /** where the focus goes back to when it closes */
  finalFocusEl?: () => HTMLElement | null;
}

/** What the list hands the invitations dialog of a survey of personal invitations (a feature of its own, composed by the app). */
export type InviteDialogProps = DetailsDialogProps;

interface Props {
  kind: ListKind;
  DetailsDialog: ComponentType<DetailsDialogProps>;
  /** the barometer list's: a survey of personal invitations invites contacts from its row menu */
  InviteDialog?: ComponentType<InviteDialogProps>;
}

interface Target {
  mission: MissionResponse;
  anchor: HTMLElement;
}

const PANEL_ID = 'missions-panel';

/** `/recruitments`, `/mobilities`, `/onboardings`, `/team-building`, `/values`, `/barometer`: the company's missions (or surveys) of one kind. */
export function MissionListPage({ kind, DetailsDialog, InviteDialog }: Props) {
  const { t } = useTranslation('company');
  const config = LIST_KINDS[kind];
  const [tab, setTab] = useState<MissionTab>('mine');
  const missions = useMissionsQuery(missionListArgs(kind, tab));
  const actions = useMissionActions(kind);
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [confirm, setConfirm] = useState<Target | null>(null);
  const [details, setDetails] = useState<Target | null>(null);
  const [invite, setInvite] = useState<Target | null>(null);

  const onAction = useStableHandler((action: RowAction, mission: MissionResponse, anchor: HTMLElement) => {
    if (action === 'open') setDetails({ mission, anchor });
    else setMenu({ mission, anchor });
  });
  const onChoose = (choice: MenuChoice, { mission, anchor }: OpenMenu) => {
    if (choice === 'delete') setConfirm({ mission, anchor });
    else if (choice === 'duplicate') void actions.duplicate(mission);
    else if (choice === 'invite') setInvite({ mission, anchor });
    else void actions.copyLink(mission);
  };

  // a failed load is said as such, never as an empty list an admin would take for deleted missions
  const list = listView(missions);
  const rows = list.data ?? [];
  // the details follow the list (a member removed there reloads it); a deleted mission keeps its last state
  const shown = details && (rows.find((mission) => mission.pk === details.mission.pk) ?? details.mission);
  const tabs = [
    { id: 'mine' as const, label: t(`missions.tabs.mine.${kind}`) },
    ...(config.colleaguesTab ? [{ id: 'colleagues' as const, label: t('missions.tabs.colleagues') }] : []),
  ];
  const newButton = (
    <Button asChild colorPalette="brand" w={{ base: 'full', sm: 'auto' }}>
      <RouterLink to={`${config.path}/add`}>{t(`${config.texts}.new`)}</RouterLink>
    </Button>
  );

  return (
    <PageLayout title={t(`pages.${config.page}.title`)} intro={t(`pages.${config.page}.intro`)} page={config.page} width="wide">
      <Stack gap="4">
        <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'flex-end' }} gap="3">
          <MissionTabs tabs={tabs} selected={tab} onSelect={setTab} label={t('missions.tabs.label')} panelId={PANEL_ID} />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="2">
            {config.settings && (
              <Button asChild variant="outline" w={{ base: 'full', sm: 'auto' }}>
                <RouterLink to={config.settings.path}>{t(config.settings.label)}</RouterLink>
              </Button>
            )}
            {newButton}
          </Stack>
        </Stack>
        <div role="tabpanel" id={PANEL_ID} aria-labelledby={`${PANEL_ID}-tab-${tab}`}>
          <ListStates
            view={list}
            empty={rows.length === 0}
            texts={{ failed: t(`${config.texts}.loadFailed`), stale: t(`${config.texts}.notRefreshed`), retry: t('missions.retry') }}
            onRetry={() => void missions.refetch()}
            loading={<PageLoading />}
            emptyState={<MissionsEmpty texts={config.texts} colleagues={tab === 'colleagues'} newButton={newButton} />}
          >
            <MissionsTable kind={kind} missions={rows} menuPk={menu?.mission.pk ?? null} onAction={onAction} />
            <Text fontSize="sm" color="fg.muted" aria-live="polite">
              {t(`${config.texts}.shown`, { count: rows.length })}
            </Text>
          </ListStates>
        </div>
      </Stack>
      <MissionMenu kind={kind} menu={menu} onChoose={onChoose} onClose={() => setMenu(null)} />
      <ConfirmDialog
        question={
          confirm && {
            title: t(`${config.texts}.confirm.deleteTitle`),
            body: t(`${config.texts}.confirm.deleteBody`, { name: confirm.mission.mission_name }),
            confirmLabel: t('missions.menu.delete'),
            returnFocus: confirm.anchor,
          }
        }
        onConfirm={async () => {
          if (confirm) await actions.deleteMission(confirm.mission);
        }}
        onClose={() => setConfirm(null)}
      />
      {invite && InviteDialog && (
        <Suspense fallback={null}>
          <InviteDialog mission={invite.mission} onClose={() => setInvite(null)} finalFocusEl={() => (invite.anchor.isConnected ? invite.anchor : null)} />
        </Suspense>
      )}
      {details && shown && (
        <Suspense fallback={null}>
          <DetailsDialog mission={shown} onClose={() => setDetails(null)} finalFocusEl={() => (details.anchor.isConnected ? details.anchor : null)} />
        </Suspense>
      )}
    </PageLayout>
  );
}
