import type { CompanyFromMissionResponse } from '@rapport/wire/api/barometer';
import type { ShownBarometerTexts } from '@rapport/wire/api/barometer-texts';
import type { Dispatch, Ref } from 'react';
import type { SubmitFailure } from '../utils/call-status';
import { answeredCount, demographicAnswered, type SurveyAction, type SurveyState } from '../utils/survey-state';
import { DemographicStep } from './demographic-step';
import { FirstPage } from './first-page';
import { LastPage } from './last-page';
import { QuestionStep } from './question-step';
import { SelectWordsStep } from './select-words-step';
import { SortWordsStep } from './sort-words-step';

interface Props {
  state: SurveyState;
  /** submitted from this browser: the thank-you page, whatever the progress says */
  showThanks: boolean;
  headingRef: Ref<HTMLHeadingElement>;
  company: CompanyFromMissionResponse | undefined;
  /** the company's texts in the survey's language (or the default language's) */
  texts: ShownBarometerTexts | null;
  /** an invited survey opened without its personal link's code: it cannot be submitted */
  needsInvitation: boolean;
  ready: boolean;
  contentFailure: string | null;
  onRetryContent: () => void;
  dispatch: Dispatch<SurveyAction>;
  announce: (message: string) => void;
  onValidate: () => void;
  submitting: boolean;
  submitFailure: SubmitFailure | null;
}

/** The step the survey is at (spec section 4). */
export function SurveySteps({ state, showThanks, headingRef, company, texts, needsInvitation, ready, contentFailure, onRetryContent, dispatch, announce, onValidate, submitting, submitFailure }: Props) {
  const { progress, index } = state;
  const onBack = () => dispatch({ type: 'back' });
  const onNext = () => dispatch({ type: 'next' });
  if (showThanks) return <LastPage headingRef={headingRef} />;

  switch (progress.view) {
    case 'DEMOGRAPHIC': {
      const question = progress.demographicQuestionnaire[index];
      return (
        <DemographicStep
          key={question.pk}
          question={question}
          number={index + 1}
          total={progress.demographicQuestionnaire.length}
          answered={progress.demographicQuestionnaire.filter((q) => demographicAnswered(progress, q)).length}
          chosen={progress.selectedDemographicQuestions[question.pk]}
          onToggle={(optionPk) => dispatch({ type: 'toggleDemographic', optionPk })}
          onBack={onBack}
          onNext={onNext}
          announce={announce}
          headingRef={headingRef}
        />
      );
    }
    case 'QUESTIONNAIRE': {
      const question = progress.questionnaire[index];
      return (
        <QuestionStep
          key={question.question_id}
          question={question}
          number={index + 1}
          total={progress.questionnaire.length}
          answered={answeredCount(progress)}
          chosen={progress.selectedQuestions[question.question_id] ?? []}
          onToggle={(answerId) => dispatch({ type: 'toggleAnswer', answerId })}
          onBack={onBack}
          onNext={onNext}
          announce={announce}
          headingRef={headingRef}
        />
      );
    }
    case 'SELECT_WORDS':
      return (
        <SelectWordsStep
          words={progress.words}
          selected={progress.selectedWords}
          onChange={(selected) => dispatch({ type: 'selectWords', selected })}
          onBack={onBack}
          onNext={onNext}
          headingRef={headingRef}
        />
      );
    case 'SORT_WORDS':
      return (
        <SortWordsStep
          words={progress.words}
          order={progress.selectedWords}
          onOrderChange={(order) => dispatch({ type: 'sortWords', order })}
          onBack={onBack}
          onValidate={onValidate}
          submitting={submitting}
          failure={submitFailure}
          headingRef={headingRef}
        />
      );
    default:
      return (
        <FirstPage
          company={company}
          texts={texts}
          needsInvitation={needsInvitation}
          ready={ready}
          failure={contentFailure}
          onRetry={onRetryContent}
          onStart={() => dispatch({ type: 'start' })}
          headingRef={headingRef}
        />
      );
  }
}
