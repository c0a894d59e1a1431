import { PATHS } from '@rapport/platform';
import { RouteBoundary } from '@rapport/ui';
import { lazy, Suspense } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';

/** The survey is its own chunk (react-dnd and the word picker come with it, not with the remote's entry). */
const BarometerPage = lazy(() => import('../features/survey/components/barometer-page').then((module) => ({ default: module.BarometerPage })));

/** The public barometer flow. */
export function BarometerApp() {
  const { pathname } = useLocation();
  return (
    <RouteBoundary resetKey={pathname}>
      <Suspense fallback={null}>
        <Routes>
          <Route path={`${PATHS.barometerQuestionnaire}/:companyName`} element={<BarometerPage />} />
          <Route path="*" element={null} />
        </Routes>
      </Suspense>
    </RouteBoundary>
  );
}
