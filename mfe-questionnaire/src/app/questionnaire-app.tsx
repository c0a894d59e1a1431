import { PATHS } from '@rapport/platform';
import { RouteBoundary } from '@rapport/ui';
import { lazyPage, pagePreloader } from '@rapport/platform/remote/lazy-page';
import { Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';

/** Each page is its own chunk: /choice on a phone does not download echarts or react-dnd. */
const ChoicePage = lazyPage(() => import('../features/choice/components/choice-page'), 'ChoicePage');
const SelectPage = lazyPage(() => import('../features/select/components/select-page'), 'SelectPage');
const SortPage = lazyPage(() => import('../features/sort/components/sort-page'), 'SortPage');
const ResultsPage = lazyPage(() => import('../features/results/components/results-page'), 'ResultsPage');
const ContactsPage = lazyPage(() => import('../features/contacts/components/contacts-page'), 'ContactsPage');
const MatchingPage = lazyPage(() => import('../features/matching/components/matching-page'), 'MatchingPage');

/**
 * The pages the shell may load ahead while the browser is idle (the `preload` lifecycle): those
 * a person opens from the header and the menu. The questionnaire's own steps load as they go.
 */
export const preloadPages = pagePreloader({ [PATHS.results]: ResultsPage, [PATHS.contacts]: ContactsPage });

/** The individual journey: questionnaire, words, results, contacts and matching. */
export function QuestionnaireApp() {
  const { pathname } = useLocation();
  return (
    <RouteBoundary resetKey={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          <Route path={PATHS.choice} element={<ChoicePage />} />
          <Route path={PATHS.select} element={<SelectPage />} />
          <Route path={PATHS.sort} element={<SortPage />} />
          <Route path={PATHS.results} element={<ResultsPage />} />
          <Route path={PATHS.contacts} element={<ContactsPage />} />
          <Route path={PATHS.matching} element={<MatchingPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </RouteBoundary>
  );
}
