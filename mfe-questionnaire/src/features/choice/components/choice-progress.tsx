import { Text } from '@chakra-ui/react';
import { Progress } from '@rapport/ui/chakra-extras';
import { useTranslation } from 'react-i18next';

/** "Question 5 of 18" and a bar of the questions already answered. */
export function ChoiceProgress({ number, total, answered }: { number: number; total: number; answered: number }) {
  const { t } = useTranslation('questionnaire');
  const count = t('choice.count', { number: Math.min(number, total), total });
  const label = t('choice.progressLabel', { answered, total });
  return (
    <Progress.Root value={Math.round((answered / total) * 100)} colorPalette="brand" size="sm" mb="5">
      <Text fontWeight="semibold" mb="2" data-testid="question-count">
        {count}
      </Text>
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
