import { Box, chakra, Spinner, Stack, Text } from '@chakra-ui/react';
import type { BarometerMode } from '@rapport/wire/api/barometer';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

// the contract's list is a zod module's: a value from it would bring zod into the chunk
const MODES: readonly BarometerMode[] = ['public', 'invited'];

interface ChoiceProps {
  value: BarometerMode;
  onChange: (mode: BarometerMode) => void;
}

/**
 * A new survey's mode: its public link, or personal invitations. Native radios in a fieldset:
 * arrow keys, the group's name and each choice's explanation (its description) come for free.
 */
export function BarometerModeChoice({ value, onChange }: ChoiceProps) {
  const { t } = useTranslation('company');
  const id = useId();
  return (
    <chakra.fieldset borderWidth="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="medium" fontSize="sm" mb="2">
        {t('missionForm.mode.legend')}
      </chakra.legend>
      <Stack gap="2" direction={{ base: 'column', md: 'row' }}>
        {MODES.map((mode) => (
          <chakra.label
            key={mode}
            flex="1"
            display="flex"
            gap="3"
            alignItems="flex-start"
            borderWidth="1px"
            borderRadius="md"
            p="3"
            cursor="pointer"
            borderColor={value === mode ? 'brand.solid' : 'border'}
            bg={value === mode ? 'brand.subtle' : undefined}
          >
            <chakra.input
              type="radio"
              name="barometer_mode"
              value={mode}
              checked={value === mode}
              onChange={() => onChange(mode)}
              // the label holds the explanation too: the name is the mode's, the explanation its description
              aria-labelledby={`${id}-${mode}-name`}
              aria-describedby={`${id}-${mode}`}
              w="5"
              h="5"
              m="0"
              mt="0.5"
              flexShrink={0}
              accentColor="brand.solid"
              cursor="pointer"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '2px' }}
            />
            <Box>
              <Text id={`${id}-${mode}-name`} fontWeight="medium">
                {t(`missionForm.mode.${mode}`)}
              </Text>
              <Text id={`${id}-${mode}`} fontSize="sm" color="fg.muted">
                {t(`missionForm.mode.${mode}Hint`)}
              </Text>
            </Box>
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

interface SummaryProps {
  /** the survey's mode, once its administration call has answered; undefined while it loads */
  mode: BarometerMode | undefined;
  /** the call failed: the mode cannot be said */
  failed: boolean;
}

/** Editing a survey: its mode, chosen at its creation, shown and not editable. */
export function BarometerModeSummary({ mode, failed }: SummaryProps) {
  const { t } = useTranslation('company');
  const id = useId();
  let content;
  if (mode) {
    content = (
      <>
        <Text fontWeight="medium">{t(`missionForm.mode.${mode}`)}</Text>
        <Text fontSize="sm" color="fg.muted">
          {t(`missionForm.mode.${mode}Hint`)} {t('missionForm.mode.fixed')}
        </Text>
        {mode === 'invited' && (
          <Text fontSize="sm" mt="1">
            {t('missionForm.mode.invitedLink')}
          </Text>
        )}
      </>
    );
  } else if (failed) {
    content = <Text color="fg.muted">{t('missionForm.mode.failed')}</Text>;
  } else {
    content = <Spinner size="sm" color="brand.solid" role="status" aria-label={t('missionForm.mode.loading')} />;
  }
  return (
    <Box as="section" aria-labelledby={`${id}-title`}>
      <Text id={`${id}-title`} fontWeight="medium" fontSize="sm" mb="2">
        {t('missionForm.mode.legend')}
      </Text>
      <Box borderWidth="1px" borderRadius="md" p="3" bg="bg.subtle">
        {content}
      </Box>
    </Box>
  );
}
