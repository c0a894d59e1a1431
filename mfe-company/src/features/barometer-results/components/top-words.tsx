import { Box, chakra, Heading } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { BarometerResultsResponse } from '../../../lib/api/barometer-api';
import { formatFigure, textOf, topWords, wordBar, type UiLang } from '../utils/results-view';

/**
 * Beyond the spec: the words the respondents (of the group) chose most often, with how many
 * chose each; a public survey's counts are estimates, their margin said and shaded on the bar.
 */
export function TopWords({ words, lang }: { words: BarometerResultsResponse['words']; lang: UiLang }) {
  const { t } = useTranslation('company');
  const top = topWords(words);
  if (top.length === 0) return null;
  const max = top[0].count || 1;
  return (
    <Box as="section" aria-labelledby="barometer-top-words">
      <Heading as="h3" size="md" mb="2" id="barometer-top-words">
        {t('barometer.results.words.title')}
      </Heading>
      <chakra.ol listStyleType="none" display="grid" gap="1.5" gridTemplateColumns={{ base: '1fr', md: '1fr 1fr' }}>
        {top.map((word, index) => {
          const bar = wordBar(word, max);
          return (
            <chakra.li key={word.word_id} display="flex" alignItems="center" gap="2" fontSize="sm">
              <chakra.span color="fg.muted" minW="5" textAlign="end" fontVariantNumeric="tabular-nums">
                {`${index + 1}.`}
              </chakra.span>
              <chakra.span flex="1" minW="0" position="relative" px="2" py="1" borderRadius="sm" overflow="hidden">
                {/* a bar as long as the word's share of the most chosen word's count */}
                <chakra.span aria-hidden="true" position="absolute" insetY="0" left="0" bg="brand.muted" style={{ width: `${bar.bar}%` }} />
                {'from' in bar && (
                  <chakra.span
                    aria-hidden="true"
                    data-testid="word-margin"
                    position="absolute"
                    insetY="1"
                    bg="blackAlpha.300"
                    borderInlineWidth="1px"
                    borderColor="fg.muted"
                    borderStyle="dashed"
                    style={{ left: `${bar.from}%`, width: `${bar.to - bar.from}%` }}
                  />
                )}
                <chakra.span position="relative">{textOf(word, lang)}</chakra.span>
              </chakra.span>
              <chakra.span fontVariantNumeric="tabular-nums" whiteSpace="nowrap" color="fg.muted">
                {word.margin === null
                  ? t('barometer.results.words.count', { count: word.count })
                  : t('barometer.results.words.estimate', { count: word.count, figure: formatFigure({ value: word.count, margin: word.margin }, lang) })}
              </chakra.span>
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}
