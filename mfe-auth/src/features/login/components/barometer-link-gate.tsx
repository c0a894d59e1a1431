import { navigate, PATHS } from '@rapport/platform';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { readLinkParams } from '../../../lib/session/link-params';
import { useCompanyFromMissionQuery } from '../api/mission-link-api';

/**
 * Spec section 2: the site root with ?mission={referral} is also a barometer survey's link, and
 * a survey asks for no account. On such a link the login modal and the signed-in redirect
 * (`children`) wait for the company lookup: a barometer's goes to the survey's own page (which
 * handles an ended survey itself); any other mission link (a 404), or a failed lookup, gets them
 * as before.
 */
export function BarometerLinkGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const mission = pathname === PATHS.home ? readLinkParams(search).mission : undefined;
  const { data, isError } = useCompanyFromMissionQuery({ query: { mission_referral: mission ?? '' } }, { skip: !mission });
  // a personal link's code goes along: without it an invited survey cannot be answered
  const invitation = new URLSearchParams(search).get('invitation');
  const survey =
    mission && data
      ? `${PATHS.barometerQuestionnaire}/${encodeURIComponent(data.name)}/?mission=${encodeURIComponent(mission)}${invitation ? `&invitation=${encodeURIComponent(invitation)}` : ''}`
      : null;
  useEffect(() => {
    if (survey) navigate(survey, { replace: true });
  }, [survey]);
  return !mission || isError ? children : null;
}
