import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Word } from '@rapport/wire/entities/questionnaire';
import { RankedWordList, type DndChoice } from '@rapport/ui/words/ranked-word-list';
import { useCallback, type Ref } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { useSurveyT } from '../../../hooks/use-survey-t';
import { localized } from '../../../lib/localized';
import { showPageNamespace } from '../../../lib/survey-i18n';
import type { SubmitFailure } from '../utils/call-status';
import { StepActions } from './step-actions';

showPageNamespace('words');

interface Props extends DndChoice {
  words: Word[];
  order: string[];
  onOrderChange: (order: string[]) => void;
  onBack: () => void;
  onValidate: () => void;
  submitting: boolean;
  /** the failed submit's message, with a retry unless trying again cannot help; the answers stay */
  failure: SubmitFailure | null;
  headingRef: Ref<HTMLHeadingElement>;
}

/** SORT_WORDS: the 12 words ranked (drag and drop or Move up / Move down), then Validate. */
export function SortWordsStep({ words, order, onOrderChange, onBack, onValidate, submitting, failure, headingRef, backend, backendOptions }: Props) {
  const { t, lang } = useSurveyT();
  const labelOf = useCallback((id: string) => localized(words.find((word) => word.word_id === id), lang) || id, [words, lang]);
  return (
    <Stack gap="0" data-step="sort-words">
      <Heading as="h2" ref={headingRef} tabIndex={-1} size="lg" outline="none" mb="2">
        {t('sort.title')}
      </Heading>
      <Text mb="3">{t('sort.intro')}</Text>
      <RankedWordList order={order} labelOf={labelOf} onOrderChange={onOrderChange} announcerTestId="sort-announcer" backend={backend} backendOptions={backendOptions} />
      {failure && !submitting && <LoadFailure message={t('errors.submit')} detail={failure.detail} onRetry={failure.retry ? onValidate : undefined} />}
      <StepActions onBack={onBack} onNext={onValidate} canGoOn={!submitting} nextLabel={t('sort.validate')} busy={submitting} busyLabel={t('sort.sending')} />
    </Stack>
  );
}
