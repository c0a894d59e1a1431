import { Button, Stack } from '@chakra-ui/react';
import { selectLang, useAppSelector } from '@rapport/platform';
import type { Answer, Question, ResponseProgress } from '@rapport/wire/entities/questionnaire';
import { LiveRegion } from '@rapport/ui/live-region';
import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StickyActionBar } from '@rapport/ui/sticky-action-bar';
import { localized } from '../../../lib/localized';
import type { QuestionnaireQuery } from '../../../lib/questionnaire-query';
import { useChoiceFlow } from '../hooks/use-choice-flow';
import { useChoiceKeys } from '../hooks/use-choice-keys';
import { LETTERS, answersOf } from '../utils/answers-of';
import { describeChange } from '../utils/choice-announcement';
import { allSaved, currentQuestion, initFlow, isFinished } from '../utils/choice-flow-state';
import { isComplete } from '../utils/choice-rules';
import { ChoiceDone } from './choice-done';
import { ChoiceProgress } from './choice-progress';
import { QuestionCard } from './question-card';

interface Props {
  email: string;
  questions: Question[];
  answers: Answer[];
  progress: ResponseProgress;
  /** the link's questionnaire, forwarded on each save; empty: the server's current one */
  query: QuestionnaireQuery;
}

/** One question at a time, from the saved progress to the last question. */
export function ChoiceFlow({ email, questions, answers, progress, query }: Props) {
  const { t } = useTranslation('questionnaire');
  const lang = useAppSelector(selectLang);
  const { flow, saving, toggle, next } = useChoiceFlow(() => initFlow(questions.map((q) => q.question_id), progress), email, query);
  const [message, setMessage] = useState('');
  const container = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  const questionId = currentQuestion(flow);
  const question = questions.find((q) => q.question_id === questionId);
  const options = useMemo(() => (questionId ? answersOf(questionId, answers) : []), [questionId, answers]);
  const optionIds = useMemo(() => options.map((a) => a.answer_id), [options]);
  const total = questions.length;
  const number = flow.answeredBefore + flow.position + 1;
  const done = isFinished(flow);
  const canGoNext = isComplete(flow.current);

  const onToggle = useCallback(
    (answerId: string) => {
      const { before, after } = toggle(answerId);
      const letterOf = (id: string) => LETTERS[optionIds.indexOf(id)] ?? '';
      const change = describeChange(before, after, letterOf);
      if (change) setMessage(t(change.key, change));
    },
    [toggle, optionIds, t],
  );
  const onNext = useCallback(() => next(), [next]);
  useChoiceKeys({ container, answerIds: optionIds, canGoNext, onToggle, onNext });

  // a new question (or the end) takes the focus, so a screen reader reads it out
  const shown = done ? 'done' : questionId;
  const firstShown = useRef(shown);
  const announce = useEffectEvent(() => {
    heading.current?.focus();
    setMessage(done ? t('choice.done.title') : t('choice.count', { number, total }));
  });
  useEffect(() => {
    if (shown === firstShown.current) return;
    firstShown.current = null;
    announce();
  }, [shown]);

  return (
    <Stack ref={container} gap="0">
      <ChoiceProgress number={number} total={total} answered={flow.answeredBefore + flow.position} />
      {done || !question ? (
        <ChoiceDone saving={saving || !allSaved(flow)} headingRef={heading} />
      ) : (
        <>
          <QuestionCard
            questionId={question.question_id}
            text={localized(question, lang)}
            answers={options}
            answerText={(answer) => localized(answer, lang)}
            choices={flow.current}
            onToggle={onToggle}
            headingRef={heading}
          />
          <StickyActionBar>
            <Button data-next-button size="lg" w="full" colorPalette="brand" disabled={!canGoNext} onClick={onNext}>
              {t('common.next')}
            </Button>
          </StickyActionBar>
        </>
      )}
      <LiveRegion message={message} testId="choice-announcer" />
    </Stack>
  );
}
