import { Box, Heading, VisuallyHidden } from '@chakra-ui/react';
import { canDrawCanvas } from '@rapport/ui/chart-frame';
import { memo } from 'react';
import type { BarometerResultQuestion } from '../../../lib/api/barometer-api';
import { useMediaQuery } from '../hooks/use-media-query';
import { answerRows, textOf, type UiLang } from '../utils/results-view';
import { AnswersChart } from './answers-chart';
import { AnswersTable } from './answers-table';

interface Props {
  question: BarometerResultQuestion;
  /** its number in the survey, from 1 */
  position: number;
  groupCount: number | null;
  lang: UiLang;
}

/** Wide enough for the bars beside their answers' texts (Chakra's md breakpoint). */
const ROOMY = '(min-width: 48em)';

/** One question of the survey in the interface language, with how often each answer was chosen (selected_count, a public survey's an estimate with its margin). */
export const QuestionResults = memo(function QuestionResults({ question, position, groupCount, lang }: Props) {
  // a phone has no room for an answer's text beside its bar: its table says the same, readably
  const roomy = useMediaQuery(ROOMY);
  const rows = answerRows(question, groupCount, lang);
  if (!rows) return null;
  const text = textOf(question, lang);
  const table = <AnswersTable caption={text} rows={rows} lang={lang} />;
  return (
    <Box as="section" borderWidth="1px" borderRadius="md" p={{ base: '3', md: '4' }} data-question={question.question_id}>
      <Heading as="h4" size="sm" mb="3">
        {`${position}. ${text}`}
      </Heading>
      {/* without a canvas (old browsers, jsdom) the table says it all, and it shows instead */}
      {roomy && canDrawCanvas() ? (
        <>
          <AnswersChart rows={rows} lang={lang} fallback={table} />
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      ) : (
        table
      )}
    </Box>
  );
});
