import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import type { BarometerResultsResponse } from '../../../lib/api/barometer-api';
import type { useBarometerResults } from '../hooks/use-barometer-results';
import { areEstimates, filterChoices, filterValue, parseFilter, resultsState, type UiLang } from '../utils/results-view';
import { EstimatesLegend } from './estimates-legend';
import { HiddenNotice } from './hidden-notice';
import { QuestionResults } from './question-results';
import { ResultsFilter } from './results-filter';
import { TopWords } from './top-words';

type View = ReturnType<typeof useBarometerResults>;

/** A quiet failure (spec section 8: it is logged), with a way to ask again. */
function Failed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('company');
  return (
    <Stack gap="2" align="flex-start" role="status">
      <Text color="fg.muted">{t('barometer.results.failed')}</Text>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('barometer.results.retry')}
      </Button>
    </Stack>
  );
}

/** The chosen group's numbers: its size, the words chosen most often, then every question. */
function GroupResults({ results, lang }: { results: BarometerResultsResponse; lang: UiLang }) {
  const { t } = useTranslation('company');
  const state = resultsState(results);
  if (state.kind === 'surveyHidden') return <HiddenNotice reason="survey_below_threshold" threshold={results.threshold} />;
  if (state.kind === 'groupHidden') return <HiddenNotice reason={state.reason} threshold={results.threshold} />;
  return (
    <Stack gap="5">
      {results.filter && results.group_count !== null && (
        <Text fontWeight="medium" aria-live="polite">
          {t('barometer.results.groupAnswers', { count: results.group_count })}
        </Text>
      )}
      {areEstimates(results) && <EstimatesLegend />}
      <TopWords words={results.words} lang={lang} />
      <Stack as="section" gap="3" aria-labelledby="barometer-questions">
        <Heading as="h3" size="md" id="barometer-questions">
          {t('barometer.results.questions')}
        </Heading>
        {results.questions.map((question, index) => (
          <QuestionResults key={question.question_id} question={question} position={index + 1} groupCount={results.group_count} lang={lang} />
        ))}
      </Stack>
    </Stack>
  );
}

/** The modal's main column: the group filter, and the group's results or why they are hidden. */
export function ResultsMain({ view, lang }: { view: View; lang: UiLang }) {
  const { t } = useTranslation('company');
  const { last, current } = view;
  const choices = useMemo(() => filterChoices(last?.demographics ?? [], lang), [last, lang]);
  if (!last) return view.failed ? <Failed onRetry={view.retry} /> : <PageLoading label={t('barometer.results.loading')} />;

  let group;
  if (current) group = <GroupResults results={current} lang={lang} />;
  else if (view.failed) group = <Failed onRetry={view.retry} />;
  else group = <PageLoading label={t('barometer.results.loading')} />;

  return (
    <Stack gap="5">
      {last.hidden === 'survey_below_threshold' ? (
        <HiddenNotice reason="survey_below_threshold" threshold={last.threshold} />
      ) : (
        <>
          {choices.length > 0 && (
            <ResultsFilter choices={choices} value={filterValue(view.filter)} onChange={(value) => view.setFilter(parseFilter(value))} />
          )}
          {group}
        </>
      )}
    </Stack>
  );
}
