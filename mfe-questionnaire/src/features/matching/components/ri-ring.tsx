import { Box, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const SIZE = 168;
const STROKE = 14;
const RADIUS = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** The Relational Index as a big ring, its percentage in the middle. */
export function RiRing({ percent }: { percent: number }) {
  const { t } = useTranslation('questionnaire');
  const filled = (Math.max(0, Math.min(100, percent)) / 100) * CIRCUMFERENCE;
  return (
    <Stack align="center" gap="2">
      <Box position="relative" w={`${SIZE}px`} h={`${SIZE}px`} aria-hidden="true">
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`}>
          <g transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`} fill="none" strokeWidth={STROKE}>
            <circle cx={SIZE / 2} cy={SIZE / 2} r={RADIUS} stroke="var(--chakra-colors-brand-100)" />
            <circle
              cx={SIZE / 2}
              cy={SIZE / 2}
              r={RADIUS}
              stroke="var(--chakra-colors-brand-600)"
              strokeLinecap="round"
              strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
            />
          </g>
        </svg>
        <Box position="absolute" inset="0" display="flex" alignItems="center" justifyContent="center">
          <Text fontSize="4xl" fontWeight="bold">{`${percent}%`}</Text>
        </Box>
      </Box>
      <Text fontWeight="semibold" data-testid="relational-index">
        {t('matching.ri')}
        <VisuallyHidden>{`: ${percent}%`}</VisuallyHidden>
      </Text>
    </Stack>
  );
}
