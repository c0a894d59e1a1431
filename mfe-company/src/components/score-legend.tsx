import { chakra } from '@chakra-ui/react';
import type { ScoreKey, ScoreLabel } from '@rapport/wire/entities/scores';
import { useId } from 'react';
import { useScoreLabels } from '../lib/score-labels';

interface Props {
  /** the scores shown, in the order they show */
  keys: readonly ScoreKey[];
  /** abbreviations of the page's own shown before them (a column that is no score of the table) */
  extra?: readonly ScoreLabel[];
}

/**
 * What each abbreviation a table shows stands for, in view (a title on hover reaches neither a
 * touch screen nor a printed picture): "RI Relational Index  FE Feeling …".
 */
export function ScoreLegend({ keys, extra = [] }: Props) {
  const labels = useScoreLabels();
  const id = useId();
  const entries = [...extra, ...keys.map((key) => labels.scores[key])];
  return (
    <chakra.div role="group" aria-labelledby={id} display="flex" flexWrap="wrap" alignItems="baseline" columnGap="4" rowGap="1" fontSize="sm" color="fg.muted">
      <chakra.span id={id} fontWeight="semibold" color="fg">
        {labels.legend}
      </chakra.span>
      <chakra.dl display="flex" flexWrap="wrap" columnGap="4" rowGap="1" m="0">
        {entries.map((entry) => (
          <chakra.div key={entry.abbr} display="inline-flex" gap="1">
            <chakra.dt fontWeight="semibold">{entry.abbr}</chakra.dt>
            <chakra.dd m="0">{entry.name}</chakra.dd>
          </chakra.div>
        ))}
      </chakra.dl>
    </chakra.div>
  );
}
