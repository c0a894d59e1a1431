import { Heading, Stack, Text } from '@chakra-ui/react';
import type { DemographicQuestion } from '@rapport/wire/entities/barometer';
import type { Ref } from 'react';
import { useSurveyT } from '../../../hooks/use-survey-t';
import { localized } from '../../../lib/localized';
import { moveAnswerFocus } from '@rapport/ui/move-answer-focus';
import { AnswerButton } from '@rapport/ui/answer-button';
import { StepActions } from './step-actions';
import { StepProgress } from './step-progress';

interface Props {
  question: DemographicQuestion;
  number: number;
  total: number;
  answered: number;
  chosen: number | undefined;
  onToggle: (optionPk: number) => void;
  onBack: () => void;
  onNext: () => void;
  announce: (message: string) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** The statistical part: one question at a time, exactly one answer, then Next. */
export function DemographicStep({ question, number, total, answered, chosen, onToggle, onBack, onNext, announce, headingRef }: Props) {
  const { t, lang } = useSurveyT();
  const headingId = `demographic-${question.pk}`;
  const toggle = (id: string) => {
    const option = question.options.find((o) => String(o.pk) === id);
    if (!option) return;
    const answer = localized(option, lang);
    announce(t(chosen === option.pk ? 'demographic.announce.unselected' : 'demographic.announce.chosen', { answer }));
    onToggle(option.pk);
  };
  return (
    <Stack gap="0" data-step="demographic">
      <StepProgress count={t('demographic.count', { number, total })} label={t('demographic.count', { number, total })} done={answered} total={total} />
      <Text fontSize="sm" fontWeight="semibold" color="brand.fg" textTransform="uppercase" letterSpacing="wide" mb="1">
        {t('demographic.section')}
      </Text>
      <Heading as="h2" id={headingId} ref={headingRef} tabIndex={-1} size="lg" lineHeight="short" outline="none" mb="2">
        {localized(question, lang)}
      </Heading>
      <Text id={`${headingId}-help`} color="fg.muted" fontSize="sm" mb="4">
        {t('demographic.help')}
      </Text>
      <Stack role="group" aria-labelledby={headingId} aria-describedby={`${headingId}-help`} gap="3" onKeyDown={moveAnswerFocus}>
        {question.options.map((option) => (
          <AnswerButton
            key={option.pk}
            id={String(option.pk)}
            text={localized(option, lang)}
            rank={chosen === option.pk ? 1 : null}
            said={t('demographic.chosen')}
            onToggle={toggle}
          />
        ))}
      </Stack>
      <StepActions onBack={onBack} onNext={onNext} canGoOn={chosen !== undefined} />
    </Stack>
  );
}
