import { PATHS, selectActiveCompany, useAppDispatch, useAppSelector } from '@rapport/platform';
import { PageIntroRoutes, RouteBoundary } from '@rapport/ui';
import { lazyPage, pagePreloader } from '@rapport/platform/remote/lazy-page';
import { lazy, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { CompanyOptionGate, companyHasOption, type CompanyOption } from '../components/company-option-gate';
import { PageLoading } from '../components/page-loading';
import type { DetailsDialogProps, InviteDialogProps } from '../features/missions/components/mission-list-page';
import { missionListArgs, type ListKind } from '../features/missions/utils/list-kinds';
import { companyContactsApi, contactListArgs } from '../lib/api/company-contacts-api';
import { missionsApi } from '../lib/api/missions-api';
import { registerBarometerTextsTranslations } from '../features/barometer-texts/locales/register-barometer-texts-translations';

// the barometer list's link names the survey page texts' page before that page loads
registerBarometerTextsTranslations();

// One chunk per page; the quotation table, the contacts import, the reminders, the mission details, the
// barometer results, the barometer invitations and the mission form's add-contact dialog are
// chunks of their own (echarts in yet another one), loaded when needed.
const CompanyContactsPage = lazyPage(() => import('../features/company-contacts/components/company-contacts-page'), 'CompanyContactsPage');
const QuotationTableDialog = lazy(() =>
  import('../features/quotation-table/components/quotation-table-dialog').then((module) => ({ default: module.QuotationTableDialog })),
);
const ImportContactsDialog = lazy(() =>
  import('../features/contacts-import/components/import-contacts-dialog').then((module) => ({ default: module.ImportContactsDialog })),
);
const RemindersDialog = lazy(() => import('../features/contact-reminders/components/reminders-dialog').then((module) => ({ default: module.RemindersDialog })));
const MissionListPage = lazyPage(() => import('../features/missions/components/mission-list-page'), 'MissionListPage');
const MissionFormPage = lazy(() =>
  import('../features/mission-form/components/mission-form-page').then((module) => ({ default: module.MissionFormPage })),
);
const NewContactDialog = lazy(() =>
  import('../features/company-contacts/components/new-contact-dialog').then((module) => ({ default: module.NewContactDialog })),
);
const MissionDetailsDialog = lazy(() =>
  import('../features/mission-details/components/mission-details-dialog').then((module) => ({ default: module.MissionDetailsDialog })),
);
const ValuesDetailsDialog = lazy(() =>
  import('../features/mission-details/components/values-details-dialog').then((module) => ({ default: module.ValuesDetailsDialog })),
);
const ValuesSettingsPage = lazyPage(() => import('../features/values-settings/components/values-settings-page'), 'ValuesSettingsPage');
const ActivityPage = lazyPage(() => import('../features/activity/components/activity-page'), 'ActivityPage');
const BarometerTextsPage = lazyPage(() => import('../features/barometer-texts/components/barometer-texts-page'), 'BarometerTextsPage');
const BarometerResultsDialog = lazy(() =>
  import('../features/barometer-results/components/barometer-results-dialog').then((module) => ({ default: module.BarometerResultsDialog })),
);
const InviteContactsDialog = lazy(() =>
  import('../features/barometer-invitations/components/invite-contacts-dialog').then((module) => ({ default: module.InviteContactsDialog })),
);
const TeamDetailsDialog = lazy(() =>
  import('../features/mission-details/components/team-details-dialog').then((module) => ({ default: module.TeamDetailsDialog })),
);

/** The lists' details modal, with the quotation table it opens. */
function MissionDetails(props: DetailsDialogProps) {
  return <MissionDetailsDialog {...props} QuotationDialog={QuotationTableDialog} />;
}

/** The team building list's modal: the team, with the quotation table it opens. */
function TeamDetails(props: DetailsDialogProps) {
  return <TeamDetailsDialog {...props} QuotationDialog={QuotationTableDialog} />;
}

/** The values list's modal: the members against the company's avatar and values. */
function ValuesDetails(props: DetailsDialogProps) {
  return <ValuesDetailsDialog {...props} QuotationDialog={QuotationTableDialog} />;
}

/** Each mission list, its forms at `/add` and `/{missionId}/update`, the modal its rows open (and the barometer's invitations dialog). */
const MISSION_LISTS: readonly {
  kind: ListKind;
  path: string;
  DetailsDialog: ComponentType<DetailsDialogProps>;
  InviteDialog?: ComponentType<InviteDialogProps>;
}[] = [
  { kind: 'R', path: PATHS.recruitments, DetailsDialog: MissionDetails },
  { kind: 'M', path: PATHS.mobilities, DetailsDialog: MissionDetails },
  { kind: 'O', path: PATHS.onboardings, DetailsDialog: MissionDetails },
  { kind: 'T', path: PATHS.teamBuilding, DetailsDialog: TeamDetails },
  { kind: 'V', path: PATHS.values, DetailsDialog: ValuesDetails },
  // a survey's row opens its results; a survey of personal invitations invites contacts from its menu
  { kind: 'B', path: PATHS.barometer, DetailsDialog: BarometerResultsDialog, InviteDialog: InviteContactsDialog },
];

/** The pages the shell may load ahead while the browser is idle (the `preload` lifecycle): those of the header's links. */
export const preloadPages = pagePreloader({
  [PATHS.companyContacts]: CompanyContactsPage,
  [PATHS.valuesSettings]: ValuesSettingsPage,
  [PATHS.activity]: ActivityPage,
  ...Object.fromEntries(MISSION_LISTS.map((list) => [list.path, MissionListPage])),
});

/** The values pages need the avatar option, the barometer pages the barometer option; the other lists are every company's. */
const OPTION_OF: Partial<Record<ListKind, CompanyOption>> = { V: 'avatar', B: 'barometer' };
const gated = (kind: ListKind, element: ReactNode) => {
  const option = OPTION_OF[kind];
  return option ? <CompanyOptionGate option={option}>{element}</CompanyOptionGate> : element;
};

/** A page's list is asked for with the page's chunk, not after it: both travel at once. */
function usePrefetchLists(pathname: string) {
  const dispatch = useAppDispatch();
  const company = useAppSelector(selectActiveCompany);
  useEffect(() => {
    if (!company) return;
    if (pathname === PATHS.companyContacts) {
      dispatch(companyContactsApi.util.prefetch('companyContacts', contactListArgs(company.pk), { ifOlderThan: 10 }));
    }
    const missionList = MISSION_LISTS.find((list) => list.path === pathname);
    // no values or barometer list is asked for without its option (the page says why instead)
    const option = missionList && OPTION_OF[missionList.kind];
    if (missionList && (!option || companyHasOption(company, option))) {
      dispatch(missionsApi.util.prefetch('missions', missionListArgs(missionList.kind), { ifOlderThan: 10 }));
    }
  }, [dispatch, pathname, company]);
}

/** A page in its route boundary (reset on navigation), its chunk loading behind a spinner. */
const page = (pathname: string, element: ReactNode) => (
  <RouteBoundary resetKey={pathname}>
    <Suspense fallback={<PageLoading />}>{element}</Suspense>
  </RouteBoundary>
);

/** The company remote's pages: contacts, the recruitment, mobility, onboarding, team building and values missions, the values settings, the barometer surveys and their page's texts, and the activity trail. */
export function CompanyApp() {
  const { pathname } = useLocation();
  usePrefetchLists(pathname);
  return (
    <Routes>
      <Route path={PATHS.companyContacts} element={page(pathname, <CompanyContactsPage QuotationDialog={QuotationTableDialog} ImportDialog={ImportContactsDialog} RemindersDialog={RemindersDialog} />)} />
      {MISSION_LISTS.flatMap(({ kind, path, DetailsDialog, InviteDialog }) => [
        <Route
          key={path}
          path={path}
          element={page(pathname, gated(kind, <MissionListPage kind={kind} DetailsDialog={DetailsDialog} InviteDialog={InviteDialog} />))}
        />,
        <Route
          key={`${path}/add`}
          path={`${path}/add`}
          element={page(pathname, gated(kind, <MissionFormPage kind={kind} NewContactDialog={NewContactDialog} />))}
        />,
        <Route
          key={`${path}/update`}
          path={`${path}/:missionId/update`}
          element={page(pathname, gated(kind, <MissionFormPage kind={kind} NewContactDialog={NewContactDialog} />))}
        />,
      ])}
      <Route path={PATHS.valuesSettings} element={page(pathname, <ValuesSettingsPage />)} />
      <Route path={PATHS.barometerTexts} element={page(pathname, gated('B', <BarometerTextsPage />))} />
      <Route path={PATHS.activity} element={page(pathname, <ActivityPage />)} />
      <Route path="*" element={<PageIntroRoutes remote="company" />} />
    </Routes>
  );
}
