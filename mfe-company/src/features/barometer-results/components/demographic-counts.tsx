import { Box, Button, chakra, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { DemographicAnswersCountResponse } from '../../../lib/api/barometer-api';
import { textOf, type UiLang } from '../utils/results-view';
import { HiddenNotice } from './hidden-notice';

interface Props {
  counts: DemographicAnswersCountResponse | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  lang: UiLang;
}

/**
 * The side panel: how many respondents chose each answer of the statistical part
 * (GET /response/demographic_answers_count), each count behind the threshold.
 */
export function DemographicCounts({ counts, loading, failed, onRetry, lang }: Props) {
  const { t } = useTranslation('company');
  let content;
  if (counts) {
    content =
      counts.hidden !== null ? (
        <HiddenNotice reason={counts.hidden} threshold={counts.threshold} />
      ) : (
        <Stack gap="4">
          {counts.data.map((question) => (
            <Box key={question.pk}>
              <Heading as="h4" size="xs" mb="1.5">
                {textOf(question, lang)}
              </Heading>
              <chakra.dl display="grid" gridTemplateColumns="1fr auto" columnGap="3" rowGap="1" fontSize="sm">
                {question.options.map((option) => (
                  <Box key={option.pk} display="contents">
                    <chakra.dt>{textOf(option, lang)}</chakra.dt>
                    <chakra.dd textAlign="end" fontVariantNumeric="tabular-nums" color={option.count === null ? 'fg.muted' : undefined}>
                      {option.count === null ? t('barometer.results.counts.hiddenCount') : option.count}
                    </chakra.dd>
                  </Box>
                ))}
              </chakra.dl>
            </Box>
          ))}
        </Stack>
      );
  } else if (loading) {
    content = <Spinner size="sm" color="brand.solid" role="status" aria-label={t('barometer.results.counts.loading')} />;
  } else if (failed) {
    // spec section 8: a results load failure is only logged; the panel says so quietly and offers a retry
    content = (
      <Stack gap="2" align="flex-start">
        <Text fontSize="sm" color="fg.muted">
          {t('barometer.results.counts.failed')}
        </Text>
        <Button size="xs" variant="outline" onClick={onRetry}>
          {t('barometer.results.retry')}
        </Button>
      </Stack>
    );
  }
  return (
    <Box as="aside" aria-labelledby="barometer-counts" borderWidth="1px" borderRadius="md" p="4" bg="bg.subtle" alignSelf="start">
      <Heading as="h3" size="md" id="barometer-counts">
        {t('barometer.results.counts.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {t('barometer.results.counts.intro')}
      </Text>
      {content}
    </Box>
  );
}
