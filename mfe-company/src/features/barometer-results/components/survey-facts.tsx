import { Box, chakra, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BarometerSurveyResponse } from '../../../lib/api/barometer-api';
import { surveyFacts, type FactsSource } from '../utils/survey-facts';

interface Props {
  /** the survey's administration call, once it has answered */
  survey: BarometerSurveyResponse | undefined;
  /** the last results received: what is said until the administration call answers (or if it fails) */
  results: FactsSource | undefined;
}

/**
 * What an admin should know before reading the figures: how the survey is answered, the links
 * sent and used (never which), the threshold in force, that results move in steps, and the
 * public submits refused by the per-visitor limit.
 */
export function SurveyFacts({ survey, results }: Props) {
  const { t } = useTranslation('company');
  const facts = surveyFacts(survey, results);
  if (facts.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="barometer-survey-facts" borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle" mb="5">
      <Heading as="h3" size="sm" mb="1.5" id="barometer-survey-facts">
        {t('barometer.facts.title')}
      </Heading>
      <chakra.ul listStyleType="disc" ps="5" fontSize="sm" display="grid" gap="1">
        {facts.map((fact) => (
          <li key={fact.kind}>
            {fact.kind === 'links'
              ? t('barometer.facts.links', {
                  sent: t('barometer.facts.sent', { count: fact.sent }),
                  used: t('barometer.facts.used', { count: fact.used }),
                })
              : t(`barometer.facts.${fact.key}`, fact.values)}
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
