import { Text } from '@chakra-ui/react';
import { Progress } from '@rapport/ui/chakra-extras';

/** "Question 5 of 18" and a bar of the questions already answered. */
export function StepProgress({ count, label, done, total }: { count: string; label: string; done: number; total: number }) {
  return (
    <Progress.Root value={total ? Math.round((done / total) * 100) : 0} colorPalette="brand" size="sm" mb="5">
      <Text fontWeight="semibold" mb="2" data-testid="step-count">
        {count}
      </Text>
      <Progress.Track aria-label={label}>
        <Progress.Range />
      </Progress.Track>
    </Progress.Root>
  );
}
