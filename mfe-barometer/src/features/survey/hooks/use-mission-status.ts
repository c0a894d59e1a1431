import { useCompanyFromMissionQuery, useMissionActiveQuery } from '../api/barometer-api';
import { isGone } from '../utils/call-status';

export type MissionStatus = 'checking' | 'active' | 'inactive' | 'failed';

/**
 * Whether the link still accepts answers (is_mission_active, and the company lookup's own
 * is_active), and whose survey it is. A 404 (unknown link, another kind of mission) or a 410
 * (ended) is a link that no longer leads anywhere.
 */
export function useMissionStatus(referral: string) {
  const query = { query: { mission_referral: referral } };
  const active = useMissionActiveQuery(query, { refetchOnMountOrArgChange: true });
  const company = useCompanyFromMissionQuery(query, { refetchOnMountOrArgChange: true });
  const calls = [active, company];
  const inactive = active.currentData?.is_active === false || company.currentData?.is_active === false || calls.some((call) => isGone(call.error));
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
  return { status, company: company.currentData, retry };
}
