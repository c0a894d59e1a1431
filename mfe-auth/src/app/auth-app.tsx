import { RouteBoundary } from '@rapport/contracts';
import { Route, Routes, useLocation } from 'react-router-dom';
import { MyDataDialog } from '../features/account/components/my-data-dialog';
import { LandingPage } from '../features/landing/landing-page';
import { LoginModal } from '../features/login/components/login-modal';
import { ProPage } from '../features/pro/pro-page';
import { ResetPasswordPage } from '../features/reset-password/components/reset-password-page';
import { HomeRedirect } from '../features/session/components/home-redirect';
import { LogoutListener } from '../features/session/components/logout-listener';
import { registerSessionTranslations } from '../features/session-locales/register-session-translations';
import { SocialButtons } from '../features/social/components/social-buttons';
import { SocialCallbackPage } from '../features/social/components/social-callback-page';
import { TermsPage } from '../features/terms/terms-page';
import { ChangeUserDialog } from '../features/token-link/components/change-user-dialog';

registerSessionTranslations();

/**
 * mfe-auth is active on every page: it renders the public pages it owns and, on every page,
 * its overlays (login modal, Change User, My data) and the session's listeners.
 */
export function AuthApp() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteBoundary resetKey={pathname}>
        <Routes>
          <Route path="/" element={<LandingPage />} />
          <Route path="/pro" element={<ProPage />} />
          <Route path="/privacypolicy" element={<TermsPage />} />
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="/home" element={<SocialCallbackPage />} />
          <Route path="*" element={null} />
        </Routes>
      </RouteBoundary>
      <RouteBoundary resetKey={pathname}>
        <LogoutListener />
        <HomeRedirect />
        <ChangeUserDialog />
        <LoginModal social={<SocialButtons />} />
        <MyDataDialog />
      </RouteBoundary>
    </>
  );
}
