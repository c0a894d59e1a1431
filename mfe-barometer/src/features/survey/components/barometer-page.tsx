import { navigate, PATHS } from '@rapport/contracts';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Survey } from './survey';

/**
 * /barometerquestionnaire/:companyName/?mission=<referral>: the public, anonymous barometer. The
 * mission code is the survey; the company name in the path is only for people to read. Without
 * a code there is no survey: the root page.
 */
export function BarometerPage() {
  const referral = new URLSearchParams(useLocation().search).get('mission')?.trim() ?? '';
  useEffect(() => {
    if (!referral) navigate(PATHS.home, { replace: true });
  }, [referral]);
  return referral ? <Survey key={referral} referral={referral} /> : null;
}
