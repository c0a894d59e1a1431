import { Button, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { StickyActionBar } from '@rapport/ui/sticky-action-bar';
import { useSurveyT } from '../../../hooks/use-survey-t';

interface Props {
  onBack: () => void;
  onNext: () => void;
  canGoOn: boolean;
  /** Next by default; Validate on the last step */
  nextLabel?: string;
  busy?: boolean;
  busyLabel?: string;
  /** shown before the buttons (the words' counter) */
  children?: ReactNode;
}

/** Back and Next (or Validate), in reach of the thumb; Next stays disabled until the step is done. */
export function StepActions({ onBack, onNext, canGoOn, nextLabel, busy = false, busyLabel, children }: Props) {
  const { t } = useSurveyT();
  return (
    <StickyActionBar>
      <Flex align="center" gap="3">
        {children}
        <Button size="lg" variant="outline" onClick={onBack} disabled={busy}>
          {t('common.back')}
        </Button>
        <Button size="lg" flex="1" colorPalette="brand" disabled={!canGoOn} loading={busy} loadingText={busyLabel} onClick={onNext}>
          {nextLabel ?? t('common.next')}
        </Button>
      </Flex>
    </StickyActionBar>
  );
}
