import { chakra, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CircleLevel } from '../utils/values-rows';
import { ValueCircle } from './value-circle';

const LEVELS: readonly CircleLevel[] = ['green', 'orange', 'red'];

/** What the circles mean (spec section 9), under the table: each colour with its shape and range. */
export function ValuesLegend() {
  const { t } = useTranslation('company');
  const titleId = useId();
  return (
    <chakra.div mt="3" fontSize="sm">
      <Text id={titleId} fontWeight="semibold" mb="1">
        {t('valuesDetails.legend.title')}
      </Text>
      <chakra.ul aria-labelledby={titleId} listStyleType="none" display="flex" flexWrap="wrap" columnGap="5" rowGap="1" p="0" m="0">
        {LEVELS.map((level) => (
          <chakra.li key={level} display="flex" alignItems="center" gap="2">
            <ValueCircle level={level} />
            {t(`valuesDetails.legend.${level}`)}
          </chakra.li>
        ))}
      </chakra.ul>
    </chakra.div>
  );
}
