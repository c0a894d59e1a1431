import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { RankedWordList } from '@rapport/ui/words/ranked-word-list';
import { WordGrid, type WordOption } from '@rapport/ui/words/word-grid';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_WORD_COUNT } from '../utils/values-settings-rules';

interface Props {
  words: readonly WordOption[];
  labelOf: (wordId: string) => string;
  /** the avatar's words, rank 1 first */
  chosen: readonly string[];
  onChange: (words: string[]) => void;
  error?: string;
  /** takes the section's focusable frame (the focus goes there for an error) */
  frameRef: (element: HTMLElement | null) => void;
}

/**
 * The ideal profile (the company's avatar): step 1 the 12 words, with the journey's grid, step
 * 2 their ranking, with the journey's ranked list. Choice and ranking are one list: going back
 * to step 1 keeps the rank of every word still chosen, a new word comes last.
 */
export function IdealProfileSection({ words, labelOf, chosen, onChange, error, frameRef }: Props) {
  const { t } = useTranslation('company');
  const [step, setStep] = useState<1 | 2>(1);
  const headingId = useId();
  const errorId = useId();
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);
  const complete = chosen.length === AVATAR_WORD_COUNT;
  const goTo = (next: 1 | 2) => {
    stepChanged.current = true;
    setStep(next);
  };
  useEffect(() => {
    // the new step's heading takes the focus, so it is read and the keyboard starts there
    if (!stepChanged.current) return;
    stepChanged.current = false;
    stepHeading.current?.focus();
  }, [step]);

  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="1">
        {t('valuesSettings.profile.title')}
      </Heading>
      <Box ref={frameRef} tabIndex={-1} aria-labelledby={headingId} aria-describedby={error ? errorId : undefined} outline="none">
        <Text color="fg.muted" mb="3">
          {t('valuesSettings.profile.explanation')}
        </Text>
        <Flex as="ol" gap="2" wrap="wrap" listStyleType="none" p="0" m="0" mb="4" aria-label={t('valuesSettings.profile.steps')}>
          {([1, 2] as const).map((n) => (
            <li key={n}>
              <Button
                size="sm"
                variant={step === n ? 'solid' : 'outline'}
                colorPalette="brand"
                aria-current={step === n ? 'step' : undefined}
                aria-disabled={(n === 2 && !complete) || undefined}
                css={{ '&[aria-disabled=true]': { opacity: 0.45, cursor: 'not-allowed' } }}
                onClick={() => n !== step && (n === 1 || complete) && goTo(n)}
              >
                {t(`valuesSettings.profile.step${n}`, { count: AVATAR_WORD_COUNT })}
              </Button>
            </li>
          ))}
        </Flex>
        {error && (
          <Text id={errorId} color="fg.error" fontWeight="medium" mb="3">
            {error}
          </Text>
        )}
      </Box>
      <Heading as="h3" size="md" mb="2" tabIndex={-1} ref={stepHeading} outline="none">
        {t(step === 1 ? 'valuesSettings.profile.chooseTitle' : 'valuesSettings.profile.rankTitle', { count: AVATAR_WORD_COUNT })}
      </Heading>
      {step === 1 ? (
        <Stack gap="3">
          <WordGrid
            words={words}
            selected={chosen}
            onChange={onChange}
            label={t('valuesSettings.profile.gridLabel')}
            describedBy={error ? errorId : undefined}
            announcerTestId="profile-grid-announcer"
          />
          <Flex align="center" gap="4" wrap="wrap">
            <Text aria-hidden="true" fontWeight="bold" data-testid="profile-word-counter">
              {`${chosen.length} / ${AVATAR_WORD_COUNT}`}
            </Text>
            <Button variant="outline" colorPalette="brand" disabled={!complete} onClick={() => goTo(2)}>
              {t('valuesSettings.profile.toRank')}
            </Button>
          </Flex>
        </Stack>
      ) : (
        <Stack gap="3">
          <RankedWordList order={chosen} labelOf={labelOf} onOrderChange={onChange} label={t('valuesSettings.profile.listLabel')} announcerTestId="profile-rank-announcer" />
          <Flex>
            <Button variant="outline" onClick={() => goTo(1)}>
              {t('valuesSettings.profile.toChoose')}
            </Button>
          </Flex>
        </Stack>
      )}
    </Box>
  );
}
