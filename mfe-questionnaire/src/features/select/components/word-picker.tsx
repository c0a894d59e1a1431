import { Button, Flex, SimpleGrid, Text } from '@chakra-ui/react';
import { selectLang, useAppSelector } from '@rapport/contracts';
import type { Word } from '@rapport/contracts/entities/questionnaire';
import { useTranslation } from 'react-i18next';
import { LiveRegion } from '../../../components/live-region';
import { StickyActionBar } from '../../../components/sticky-action-bar';
import { localized } from '../../../lib/localized';
import { useWordSelection } from '../hooks/use-word-selection';
import { SELECTED_WORD_COUNT } from '@rapport/contracts/entities/questionnaire';
import { WordToggle } from './word-toggle';

interface Props {
  words: Word[];
  saving: boolean;
  onSubmit: (selected: string[]) => void;
}

/** The 48 words as toggle buttons; exactly 12 to go on. */
export function WordPicker({ words, saving, onSubmit }: Props) {
  const { t } = useTranslation('questionnaire');
  const lang = useAppSelector(selectLang);
  const { selected, toggle, full, announcement } = useWordSelection();
  return (
    <>
      <Text color="fg.muted" mb="4">
        {t('select.help')}
      </Text>
      <SimpleGrid role="group" aria-label={t('select.wordsLabel')} columns={{ base: 2, sm: 3 }} gap="3">
        {words.map((word) => (
          <WordToggle
            key={word.word_id}
            wordId={word.word_id}
            label={localized(word, lang)}
            selected={selected.includes(word.word_id)}
            blocked={full && !selected.includes(word.word_id)}
            onToggle={toggle}
          />
        ))}
      </SimpleGrid>
      <LiveRegion message={announcement} testId="select-announcer" />
      <StickyActionBar>
        <Flex align="center" gap="4">
          <Text aria-hidden="true" fontWeight="bold" fontSize="lg" minW="16" data-testid="word-counter">
            {`${selected.length} / ${SELECTED_WORD_COUNT}`}
          </Text>
          {full && (
            <Text fontSize="sm" flex="1" display={{ base: 'none', sm: 'block' }}>
              {t('select.full')}
            </Text>
          )}
          <Button
            size="lg"
            flex={{ base: '1', sm: 'initial' }}
            ms="auto"
            colorPalette="brand"
            disabled={selected.length !== SELECTED_WORD_COUNT}
            loading={saving}
            onClick={() => onSubmit(selected)}
          >
            {t('common.next')}
          </Button>
        </Flex>
      </StickyActionBar>
    </>
  );
}
