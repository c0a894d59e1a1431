import { PageIntroRoutes, PATHS, RouteBoundary } from '@rapport/contracts';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';

// One chunk per page; the quotation table is a chunk of its own (echarts in yet another one),
// loaded when a quotation table is first opened.
const CompanyContactsPage = lazy(() =>
  import('../features/company-contacts/components/company-contacts-page').then((module) => ({ default: module.CompanyContactsPage })),
);
const QuotationTableDialog = lazy(() =>
  import('../features/quotation-table/components/quotation-table-dialog').then((module) => ({ default: module.QuotationTableDialog })),
);

/** The company remote's pages: the contacts page is built; the others keep their titles for now. */
export function CompanyApp() {
  const { pathname } = useLocation();
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
