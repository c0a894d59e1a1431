import { navigate, selectLang, surveyGonePath, useAppSelector } from '@rapport/platform';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Survey } from './survey';

/**
 * /barometerquestionnaire/:companyName/?mission=<referral>: the anonymous barometer. The
 * mission code is the survey; the company name in the path is only for people to read. Without
 * a code there is no survey: the root page, which says so. An invited survey's personal link
 * adds `&invitation=<code>`.
 */
export function BarometerPage() {
  const params = new URLSearchParams(useLocation().search);
  const referral = params.get('mission')?.trim() ?? '';
  const invitation = params.get('invitation')?.trim() || undefined;
  const lang = useAppSelector(selectLang);
  useEffect(() => {
    if (!referral) navigate(surveyGonePath({ reason: 'unknown', lang }), { replace: true });
  }, [referral, lang]);
  return referral ? <Survey key={referral} referral={referral} invitation={invitation} /> : null;
}
