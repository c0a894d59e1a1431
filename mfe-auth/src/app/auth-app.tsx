import { RouteBoundary } from '@rapport/contracts';
import { Route, Routes, useLocation } from 'react-router-dom';
import { LandingPage } from '../features/landing/landing-page';
import { ProPage } from '../features/pro/pro-page';
import { TermsPage } from '../features/terms/terms-page';

/**
 * mfe-auth is active on every page: it renders the public pages it owns and, on every other
 * page, only its overlays.
 */
export function AuthApp() {
  const { pathname } = useLocation();
  return (
    <RouteBoundary resetKey={pathname}>
      <Routes>
        <Route path="/" element={<LandingPage />} />
        <Route path="/pro" element={<ProPage />} />
        <Route path="/privacypolicy" element={<TermsPage />} />
        <Route path="*" element={null} />
      </Routes>
    </RouteBoundary>
  );
}
