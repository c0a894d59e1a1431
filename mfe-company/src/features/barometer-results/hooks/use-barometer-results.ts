import { selectActiveCompany, useAppSelector } from '@rapport/platform';
import { useEffect, useState } from 'react';
import {
  barometerResultsArgs,
  barometerSurveyArgs,
  useBarometerResultsQuery,
  useBarometerSurveyQuery,
  useDemographicAnswersCountQuery,
} from '../../../lib/api/barometer-api';
import type { ResultsFilter } from '../utils/results-view';

/** New responses come in while the company looks elsewhere: results older than a minute are asked again on opening. */
const REFRESH_AFTER_S = 60;

/** Spec section 8: a failed results load is only logged (the modal adds a quiet retry). */
function useLoggedFailure(what: string, error: unknown) {
  useEffect(() => {
    if (error) console.error(`[rapport] the barometer ${what} could not be loaded`, error);
  }, [what, error]);
}

/**
 * A survey's results for the chosen group, its demographic answer counts and its
 * administration (mode, links, refused submits). The results of the group shown stay on
 * screen while another group's load (`last` is the last answer).
 */
export function useBarometerResults(missionPk: number) {
  const company = useAppSelector(selectActiveCompany);
  const [filter, setFilter] = useState<ResultsFilter | null>(null);
  const results = useBarometerResultsQuery(barometerResultsArgs(missionPk, filter), { refetchOnMountOrArgChange: REFRESH_AFTER_S });
  const counts = useDemographicAnswersCountQuery(
    { query: { company: company?.pk ?? 0, mission: missionPk } },
    { skip: !company, refetchOnMountOrArgChange: REFRESH_AFTER_S },
  );
  const survey = useBarometerSurveyQuery(barometerSurveyArgs(missionPk), { refetchOnMountOrArgChange: REFRESH_AFTER_S });
  useLoggedFailure('results', results.error);
  useLoggedFailure('demographic answer counts', counts.error);
  // the facts fall back on what the results say: nothing more than the log is owed
  useLoggedFailure('survey administration', survey.error);

  return {
    filter,
    setFilter,
    /** the chosen group's results, once they are here */
    current: results.currentData,
    /** the last results received (of any group): the survey's filters and size while another group loads */
    last: results.data,
    loading: results.isFetching && !results.currentData,
    failed: results.isError && !results.isFetching,
    retry: () => void results.refetch(),
    /** the survey's administration, once it has answered */
    survey: survey.data,
    counts: {
      data: counts.currentData,
      loading: counts.isFetching && !counts.currentData,
      failed: counts.isError && !counts.isFetching,
      retry: () => void counts.refetch(),
    },
  };
}
