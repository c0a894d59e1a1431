import { PATHS, RouteBoundary } from '@rapport/contracts';
import { lazy, Suspense, type ComponentType } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { PageLoading } from '../components/page-loading';

/** Each page is its own chunk: /choice on a phone does not download echarts or react-dnd. */
const page = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(() => load().then((module) => ({ default: module[name] })));

const ChoicePage = page(() => import('../features/choice/components/choice-page'), 'ChoicePage');
const SelectPage = page(() => import('../features/select/components/select-page'), 'SelectPage');
const SortPage = page(() => import('../features/sort/components/sort-page'), 'SortPage');
const ResultsPage = page(() => import('../features/results/components/results-page'), 'ResultsPage');
const ContactsPage = page(() => import('../features/contacts/components/contacts-page'), 'ContactsPage');
const MatchingPage = page(() => import('../features/matching/components/matching-page'), 'MatchingPage');

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
