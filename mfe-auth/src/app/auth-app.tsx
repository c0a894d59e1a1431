import { Spinner } from '@chakra-ui/react';
import { chromeFor, on, PATHS } from '@rapport/platform';
import { RouteBoundary } from '@rapport/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { ContactSection } from '../features/contact/components/contact-section';
import { VerificationNoticeGate, VerifyLinkGate } from '../features/email-verification/email-verification';
import { LandingPage } from '../features/landing/landing-page';
import { BarometerLinkGate } from '../features/login/components/barometer-link-gate';
import { LoginModal } from '../features/login/components/login-modal';
import { AccessRemovedNotice } from '../components/access-removed-notice';
import { HomeRedirect } from '../features/session/components/home-redirect';
import { LogoutListener } from '../features/session/components/logout-listener';
import { SurveyGoneNotice } from '../features/survey-gone/survey-gone-notice';
import { registerSessionTranslations } from '../locales/session/register-session-translations';
import { ChangeUserDialog } from '../features/token-link/components/change-user-dialog';

registerSessionTranslations();

// Only the landing page loads with the site; the other pages load when visited.
const ProPage = lazy(() => import('../features/pro/pro-page').then((m) => ({ default: m.ProPage })));
const TermsPage = lazy(() => import('../features/terms/terms-page').then((m) => ({ default: m.TermsPage })));
const ResetPasswordPage = lazy(() =>
  import('../features/reset-password/components/reset-password-page').then((m) => ({ default: m.ResetPasswordPage })),
);
const RemindersOptOutPage = lazy(() =>
  import('../features/reminders-opt-out/components/reminders-opt-out-page').then((m) => ({ default: m.RemindersOptOutPage })),
);
const SocialCallbackPage = lazy(() =>
  import('../features/social/components/social-callback-page').then((m) => ({ default: m.SocialCallbackPage })),
);

// Overlays a first visit does not show load when asked for.
const MyDataDialog = lazy(() => import('../features/account/components/my-data-dialog').then((m) => ({ default: m.MyDataDialog })));
const SocialButtons = lazy(() => import('../features/social/components/social-buttons').then((m) => ({ default: m.SocialButtons })));

/** "My data" loads on the first request ('account:open'), and opens with it. */
function MyData() {
  const [asked, setAsked] = useState(false);
  useEffect(() => on('account:open', () => setAsked(true)), []);
  return asked ? (
    <Suspense fallback={null}>
      <MyDataDialog open />
    </Suspense>
  ) : null;
}

const pageFallback = <Spinner display="block" mx="auto" my="20" size="lg" colorPalette="brand" />;

/**
 * mfe-auth is active on every page: it renders the public pages it owns and, on every page,
 * its overlays (login modal, Change User, My data, an e-mail confirmation link), the notices of
 * a claim waiting for the e-mail to be confirmed, of earlier access a proof of the address
 * removed and of a survey whose link led nowhere, and the session's listeners. A page shown
 * alone (the public survey, the route table's chrome 'none') gets none of the notices: they are
 * the product's, and its visitor must not be led into it.
 */
export function AuthApp() {
  const { pathname } = useLocation();
  return (
    <>
      {/* first in the container, so above the page of whichever part owns the route */}
      <RouteBoundary resetKey={pathname}>
        {chromeFor(pathname) === 'full' && (
          <>
            <SurveyGoneNotice />
            <AccessRemovedNotice />
            <VerificationNoticeGate />
          </>
        )}
      </RouteBoundary>
      <RouteBoundary resetKey={pathname}>
        <Suspense fallback={pageFallback}>
          <Routes>
            <Route path="/" element={<LandingPage contact={ContactSection} />} />
            <Route path="/pro" element={<ProPage contact={ContactSection} />} />
            <Route path="/privacypolicy" element={<TermsPage />} />
            <Route path="/reset-password" element={<ResetPasswordPage />} />
            <Route path={PATHS.remindersOptOut} element={<RemindersOptOutPage />} />
            <Route path="/home" element={<SocialCallbackPage />} />
            <Route path="*" element={null} />
          </Routes>
        </Suspense>
      </RouteBoundary>
      <RouteBoundary resetKey={pathname}>
        <LogoutListener />
        <VerifyLinkGate />
        <ChangeUserDialog />
        <BarometerLinkGate>
          <HomeRedirect />
          <LoginModal
            social={
              <Suspense fallback={null}>
                <SocialButtons />
              </Suspense>
            }
          />
        </BarometerLinkGate>
        <MyData />
      </RouteBoundary>
    </>
  );
}
