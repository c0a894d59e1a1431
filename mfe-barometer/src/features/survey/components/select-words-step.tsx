import { Heading, Stack, Text } from '@chakra-ui/react';
import { SELECTED_WORD_COUNT, type Word } from '@rapport/wire/entities/questionnaire';
import { WordGrid } from '@rapport/ui/words/word-grid';
import { useMemo, type Ref } from 'react';
import { useSurveyT } from '../../../hooks/use-survey-t';
import { localized } from '../../../lib/localized';
import { showPageNamespace } from '../../../lib/survey-i18n';
import { StepActions } from './step-actions';

// the shared grid's own texts (en, fr) come with its module, just imported: the survey shows them too
showPageNamespace('words');

interface Props {
  words: Word[];
  selected: string[];
  onChange: (selected: string[]) => void;
  onBack: () => void;
  onNext: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** SELECT_WORDS: up to 12 words (the shared grid), Next at 12. */
export function SelectWordsStep({ words, selected, onChange, onBack, onNext, headingRef }: Props) {
  const { t, lang } = useSurveyT();
  const options = useMemo(() => words.map((word) => ({ id: word.word_id, label: localized(word, lang) })), [words, lang]);
  return (
    <Stack gap="0" data-step="select-words">
      <Heading as="h2" ref={headingRef} tabIndex={-1} size="lg" outline="none" mb="2">
        {t('words.title')}
      </Heading>
      <Text mb="3">{t('words.intro')}</Text>
      <WordGrid words={options} selected={selected} onChange={onChange} announcerTestId="words-announcer" />
      <StepActions onBack={onBack} onNext={onNext} canGoOn={selected.length === SELECTED_WORD_COUNT}>
        <Text aria-hidden="true" fontWeight="bold" fontSize="lg" minW="14" data-testid="word-counter">
          {`${selected.length} / ${SELECTED_WORD_COUNT}`}
        </Text>
      </StepActions>
    </Stack>
  );
}
