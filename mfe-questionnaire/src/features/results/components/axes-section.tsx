import { Box, Heading } from '@chakra-ui/react';
import { AXES, axisRows } from '@rapport/wire/entities/axis-rows';
import type { AxisScores } from '@rapport/wire/entities/result';
import { useTranslation } from 'react-i18next';
import { AxesChart } from './axes-chart';
import { AxesTable } from './axes-table';

/** Relational well-being, opposition, distance and discomfort: on a daily basis and under tension. */
export function AxesSection({ scores }: { scores: AxisScores }) {
  const { t } = useTranslation('questionnaire');
  const rows = axisRows(scores);
  return (
    <Box as="section" aria-labelledby="axes-title">
      <Heading as="h2" id="axes-title" size="lg" mb="3">
        {t('results.axes.title')}
      </Heading>
      <AxesChart
        rows={rows}
        axisNames={AXES.map((axis) => t(`results.axes.${axis}`))}
        series={{ daily: t('results.axes.daily'), tension: t('results.axes.tension') }}
      />
      <AxesTable rows={rows} />
    </Box>
  );
}
