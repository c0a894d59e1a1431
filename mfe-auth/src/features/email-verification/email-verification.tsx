import { selectEmail, useAppSelector } from '@rapport/platform';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { readLinkParams, readQuestionnaireLink, readVerifyCode, VERIFY_KEY, type LinkParams, type QuestionnaireLink } from '../../lib/session/link-params';
import { pendingClaim, subscribePendingClaim } from '../../lib/session/pending-claim';

// Both load only when needed: a confirmation link in the address, or a claim waiting for one.
const VerifyLinkDialog = lazy(() => import('./components/verify-link-dialog').then((m) => ({ default: m.VerifyLinkDialog })));
const VerificationNotice = lazy(() => import('./components/verification-notice').then((m) => ({ default: m.VerificationNotice })));

interface FollowedLink {
  code: string;
  link: LinkParams;
  questionnaire: QuestionnaireLink;
}

/**
 * An e-mail confirmation link (`?verify=<code>`) on any page: its code leaves the address bar
 * (and the history entry) at once, the rest of the link stays; the dialog confirms it.
 */
export function VerifyLinkGate() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [followed, setFollowed] = useState<FollowedLink | null>(null);
  const code = readVerifyCode(search);
  // a new link's code is taken while rendering (not in an effect): its dialog shows at once
  if (code && followed?.code !== code) setFollowed({ code, link: readLinkParams(search), questionnaire: readQuestionnaireLink(search) });

  useEffect(() => {
    if (!code) return;
    const params = new URLSearchParams(search);
    params.delete(VERIFY_KEY);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  }, [code, pathname, search, hash, navigate]);

  if (!followed) return null;
  return (
    <Suspense fallback={null}>
      <VerifyLinkDialog key={followed.code} {...followed} />
    </Suspense>
  );
}

/** "Confirm your e-mail address", while a claim of the signed-in account waits for it. */
export function VerificationNoticeGate() {
  const claim = useSyncExternalStore(subscribePendingClaim, pendingClaim, () => null);
  const email = useAppSelector(selectEmail);
  if (!claim || !email || claim.email.toLowerCase() !== email.toLowerCase()) return null;
  return (
    <Suspense fallback={null}>
      <VerificationNotice email={email} claim={claim.link} />
    </Suspense>
  );
}
