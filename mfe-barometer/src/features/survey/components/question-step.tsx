import { Heading, Stack, Text } from '@chakra-ui/react';
import type { BarometerQuestion } from '@rapport/wire/entities/barometer';
import type { Ref } from 'react';
import { useSurveyT } from '../../../hooks/use-survey-t';
import { localized } from '../../../lib/localized';
import { QUESTION_ANSWER_COUNT, rankOf, toggleOrdered } from '../utils/answer-rules';
import { LETTERS, describeToggle } from '../utils/announcement';
import { moveAnswerFocus } from '@rapport/ui/move-answer-focus';
import { AnswerButton } from '@rapport/ui/answer-button';
import { StepActions } from './step-actions';
import { StepProgress } from './step-progress';

interface Props {
  question: BarometerQuestion;
  number: number;
  total: number;
  answered: number;
  chosen: string[];
  onToggle: (answerId: string) => void;
  onBack: () => void;
  onNext: () => void;
  announce: (message: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** One of the 18 questions: two ordered answers (first and second choice) out of six, then Next. */
export function QuestionStep({ question, number, total, answered, chosen, onToggle, onBack, onNext, announce, headingRef }: Props) {
  const { t, lang } = useSurveyT();
  const headingId = `question-${question.question_id}`;
  const letterOf = (id: string) => LETTERS[question.options.findIndex((option) => option.answer_id === id)] ?? '';
  const toggle = (answerId: string) => {
    const change = describeToggle(chosen, toggleOrdered(chosen, answerId, QUESTION_ANSWER_COUNT), letterOf);
    if (change) announce(t(change.key, change));
    onToggle(answerId);
  };
  const choiceOf = (rank: number | null) => (rank === 1 ? 'first' : 'second');
  return (
    <Stack gap="0" data-step="question">
      <StepProgress
        count={t('question.count', { number, total })}
        label={t('question.progressLabel', { answered, total })}
        done={answered}
        total={total}
      />
      <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} size="lg" lineHeight="short" outline="none" mb="2">
        {localized(question, lang)}
      </Heading>
      <Text id={`${headingId}-help`} color="fg.muted" fontSize="sm" mb="4">
        {t('question.help')}
      </Text>
      <Stack role="group" aria-labelledby={headingId} aria-describedby={`${headingId}-help`} gap="3" onKeyDown={moveAnswerFocus}>
        {question.options.map((option, i) => {
          const rank = rankOf(chosen, option.answer_id);
          return (
            <AnswerButton
              key={option.answer_id}
              id={option.answer_id}
              letter={LETTERS[i]}
              text={localized(option, lang)}
              rank={rank}
              badge={rank ? t(`question.${choiceOf(rank)}Short`) : undefined}
              said={rank ? t(`question.${choiceOf(rank)}Choice`) : undefined}
              onToggle={toggle}
            />
          );
        })}
      </Stack>
      <StepActions onBack={onBack} onNext={onNext} canGoOn={chosen.length === QUESTION_ANSWER_COUNT} />
    </Stack>
  );
}
