import type { SurveyGoneReason } from '@rapport/platform';
import { useCompanyFromMissionQuery, useMissionActiveQuery } from '../api/barometer-api';
import { goneOf } from '../utils/call-status';

export type MissionStatus = 'checking' | 'active' | 'inactive' | 'failed';

/**
 * Whether the link still accepts answers (is_mission_active, and the company lookup's own
 * is_active), and whose survey it is. A 404 (unknown link, another kind of mission) or a 410
 * (ended) is a link that no longer leads anywhere; `gone` says which.
 */
export function useMissionStatus(referral: string) {
  const query = { query: { mission_referral: referral } };
  const active = useMissionActiveQuery(query, { refetchOnMountOrArgChange: true });
  const company = useCompanyFromMissionQuery(query, { refetchOnMountOrArgChange: true });
  const calls = [active, company];
  const ended = active.currentData?.is_active === false || company.currentData?.is_active === false;
  const gone: SurveyGoneReason | null = ended ? 'ended' : goneOf(calls);
  const inactive = gone !== null;
  const status: MissionStatus = inactive
    ? 'inactive'
    : calls.some((call) => call.isError)
      ? 'failed'
      : active.currentData && company.currentData
        ? 'active'
        : 'checking';
  const retry = () => {
    for (const call of calls) if (call.isError) void call.refetch();
  };
  return { status, gone, company: company.currentData, retry };
}
