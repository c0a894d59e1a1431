import { Button, Flex, Text } from '@chakra-ui/react';
import { selectLang, useAppSelector } from '@rapport/platform';
import type { Word } from '@rapport/wire/entities/questionnaire';
import { SELECTED_WORD_COUNT } from '@rapport/wire/entities/questionnaire';
import { WordGrid } from '@rapport/ui/words/word-grid';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StickyActionBar } from '@rapport/ui/sticky-action-bar';
import { localized } from '../../../lib/localized';

interface Props {
  words: Word[];
  saving: boolean;
  onSubmit: (selected: string[]) => void;
}

/** The 48 words as toggle buttons (the shared grid); exactly 12 to go on. */
export function WordPicker({ words, saving, onSubmit }: Props) {
  const { t } = useTranslation('questionnaire');
  const lang = useAppSelector(selectLang);
  const [selected, setSelected] = useState<string[]>([]);
  const options = useMemo(() => words.map((word) => ({ id: word.word_id, label: localized(word, lang) })), [words, lang]);
  const full = selected.length >= SELECTED_WORD_COUNT;
  return (
    <>
      <WordGrid words={options} selected={selected} onChange={setSelected} announcerTestId="select-announcer" />
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
