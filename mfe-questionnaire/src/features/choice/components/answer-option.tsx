import { AnswerButton } from '@rapport/ui/answer-button';
import { useTranslation } from 'react-i18next';

interface Props {
  answerId: string;
  letter: string;
  text: string;
  rank: 1 | 2 | null;
  onToggle: (answerId: string) => void;
}

/** One answer: a toggle button, its letter, and (when chosen) whether it is choice 1 or 2. */
export function AnswerOption({ answerId, letter, text, rank, onToggle }: Props) {
  const { t } = useTranslation('questionnaire');
  return (
    <AnswerButton
      id={answerId}
      letter={letter}
      text={text}
      rank={rank}
      badge={rank ? t(rank === 1 ? 'choice.firstShort' : 'choice.secondShort') : undefined}
      said={rank ? t(rank === 1 ? 'choice.firstChoice' : 'choice.secondChoice') : undefined}
      minH="14"
      onToggle={onToggle}
    />
  );
}
