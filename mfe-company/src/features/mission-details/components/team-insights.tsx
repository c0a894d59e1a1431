import { Button, chakra, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import type { CompanyContact } from '@rapport/wire/api/company';
import { useTranslation } from 'react-i18next';
import type { TeamScoresResponse } from '../../../lib/api/teams-api';
import { cpiPercent, matchPercent } from '../../../lib/percent';
import { useScoreLabels } from '../../../lib/score-labels';
import { fullName } from '../utils/people';
import { pairPeople, spreadPoints } from '../utils/team-members';

interface Props {
  scores: TeamScoresResponse | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  /** the team's people, to name the pairs */
  people: readonly CompanyContact[];
  /** members without a finished evaluation (left out of every score) */
  unfinished: number;
}

/**
 * The team at a glance: its CPI (spec section 2), then what no peer shows in one place: its
 * weakest and strongest pair with their RI, and how far apart the pair scores are.
 */
export function TeamInsights({ scores, loading, failed, onRetry, people, unfinished }: Props) {
  const { t } = useTranslation('company');
  const { abbr } = useScoreLabels();
  if (failed && !scores) {
    return (
      <HStack role="alert" gap="3" wrap="wrap">
        <Text color="fg.error">{t('teamDetails.scoresFailed')}</Text>
        <Button size="sm" variant="outline" onClick={onRetry}>
          {t('teamDetails.retry')}
        </Button>
      </HStack>
    );
  }
  if (!scores) {
    return (
      <HStack role="status" gap="2">
        <Spinner size="sm" color="brand.solid" />
        <Text>{t('teamDetails.scoresLoading')}</Text>
      </HStack>
    );
  }
  const pair = (which: 'weakest' | 'strongest') => {
    const source = which === 'weakest' ? scores.weakest_pair : scores.strongest_pair;
    const named = pairPeople(source, people);
    if (!source || !named) return null;
    return (
      <Text>{t(`teamDetails.${which}`, { ...abbr, first: fullName(named[0]), second: fullName(named[1]), percent: matchPercent(source.rui_smooth) })}</Text>
    );
  };
  const several = scores.pair_count > 1;
  return (
    <Stack gap="1" aria-busy={loading}>
      {scores.cpi === null ? (
        <Text fontSize="xl" fontWeight="bold">
          <span aria-hidden="true">{t('teamDetails.cpiGap', abbr)}</span>
          <chakra.span srOnly>{t('teamDetails.cpiNone', abbr)}</chakra.span>
        </Text>
      ) : (
        <Text fontSize="xl" fontWeight="bold">
          {t('teamDetails.cpi', { ...abbr, percent: cpiPercent(scores.cpi) })}
        </Text>
      )}
      {several && pair('weakest')}
      {several && pair('strongest')}
      {several && scores.spread !== null && <Text>{t('teamDetails.spread', { count: spreadPoints(scores.spread) })}</Text>}
      {unfinished > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('teamDetails.unfinished', { count: unfinished })}
        </Text>
      )}
    </Stack>
  );
}
