import { PageIntroRoutes, PATHS, RouteBoundary, selectActiveCompany, useAppDispatch, useAppSelector } from '@rapport/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';
import { companyContactsApi, contactListArgs } from '../features/company-contacts/api/company-contacts-api';

// One chunk per page; the quotation table is a chunk of its own (echarts in yet another one),
// loaded when a quotation table is first opened.
const CompanyContactsPage = lazy(() =>
  import('../features/company-contacts/components/company-contacts-page').then((module) => ({ default: module.CompanyContactsPage })),
);
const QuotationTableDialog = lazy(() =>
  import('../features/quotation-table/components/quotation-table-dialog').then((module) => ({ default: module.QuotationTableDialog })),
);

/** The contact list is asked for with the page's chunk, not after it: both travel at once. */
function usePrefetchContactList(pathname: string) {
  const dispatch = useAppDispatch();
  const company = useAppSelector(selectActiveCompany);
  useEffect(() => {
    if (pathname === PATHS.companyContacts && company) {
      dispatch(companyContactsApi.util.prefetch('companyContacts', contactListArgs(company.pk), { ifOlderThan: 10 }));
    }
  }, [dispatch, pathname, company]);
}

/** The company remote's pages: the contacts page is built; the others keep their titles for now. */
export function CompanyApp() {
  const { pathname } = useLocation();
  usePrefetchContactList(pathname);
  return (
    <Routes>
      <Route
        path={PATHS.companyContacts}
        element={
          <RouteBoundary resetKey={pathname}>
            <Suspense fallback={<PageLoading />}>
              <CompanyContactsPage QuotationDialog={QuotationTableDialog} />
            </Suspense>
          </RouteBoundary>
        }
      />
      <Route path="*" element={<PageIntroRoutes remote="company" />} />
    </Routes>
  );
}
