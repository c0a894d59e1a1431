import { Heading, Stack, Text } from '@chakra-ui/react';
import type { Answer } from '@rapport/wire/entities/questionnaire';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { moveAnswerFocus } from '@rapport/ui/move-answer-focus';
import { LETTERS } from '../utils/answers-of';
import { rankOf, type Choices } from '../utils/choice-rules';
import { AnswerOption } from './answer-option';

interface Props {
  questionId: string;
  text: string;
  answers: Answer[];
  answerText: (answer: Answer) => string;
  choices: Choices;
  onToggle: (answerId: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The situation and its six answers, A to F. */
export function QuestionCard({ questionId, text, answers, answerText, choices, onToggle, headingRef }: Props) {
  const { t } = useTranslation('questionnaire');
  const headingId = `question-${questionId}`;
  return (
    <Stack gap="4">
      <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} size="lg" lineHeight="short" outline="none">
        {text}
      </Heading>
      <Text id={`${headingId}-help`} color="fg.muted" fontSize="sm">
        {t('choice.help')}
      </Text>
      <Stack role="group" aria-labelledby={headingId} aria-describedby={`${headingId}-help`} gap="3" onKeyDown={moveAnswerFocus}>
        {answers.map((answer, i) => (
          <AnswerOption
            key={answer.answer_id}
            answerId={answer.answer_id}
            letter={LETTERS[i]}
            text={answerText(answer)}
            rank={rankOf(choices, answer.answer_id)}
            onToggle={onToggle}
          />
        ))}
      </Stack>
    </Stack>
  );
}
