import { Box, Button, Field, Flex, Input, Stack, Text } from '@chakra-ui/react';
import { WordGrid, type WordOption } from '@rapport/ui/words/word-grid';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { VALUE_NAME_MAX, VALUE_WORDS_MAX, type ValueRow } from '../utils/values-settings-rules';

interface Props {
  row: ValueRow;
  /** 1-based, for the row's name when it has none yet */
  position: number;
  words: readonly WordOption[];
  labelOf: (wordId: string) => string;
  nameError?: string;
  wordsError?: string;
  onName: (name: string) => void;
  onWords: (wordIds: string[]) => void;
  onRemove: () => void;
  nameRef: (element: HTMLElement | null) => void;
  wordsRef: (element: HTMLElement | null) => void;
}

/**
 * One value: its name (40 characters at most), the words it weighs (1 to 12, chosen with the
 * journey's grid, shown on demand), and its Remove button.
 */
export function ValueFieldRow({ row, position, words, labelOf, nameError, wordsError, onName, onWords, onRemove, nameRef, wordsRef }: Props) {
  const { t } = useTranslation('company');
  const id = useId();
  const ids = { errorText: `${id}-name-error`, helperText: `${id}-name-hint` };
  const wordsPanel = `${id}-words`;
  const wordsErrorId = `${id}-words-error`;
  // a new value opens on its words; a stored one shows their names only
  const [open, setOpen] = useState(row.wordIds.length === 0);
  const title = row.name.trim() || t('valuesSettings.values.untitled', { n: position });
  const chosen = row.wordIds.map(labelOf).join(', ');

  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} m="0" minW="0">
      <Box as="legend" px="1" fontWeight="semibold">
        {title}
      </Box>
      <Stack gap="3">
        <Field.Root required invalid={Boolean(nameError)} ids={ids}>
          <Field.Label>
            {t('valuesSettings.values.name')}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input
            ref={nameRef}
            value={row.name}
            autoComplete="off"
            onChange={(event) => onName(event.target.value)}
            aria-describedby={nameError ? ids.errorText : ids.helperText}
          />
          {nameError ? <Field.ErrorText>{nameError}</Field.ErrorText> : <Field.HelperText>{t('valuesSettings.values.nameLimit', { max: VALUE_NAME_MAX })}</Field.HelperText>}
        </Field.Root>
        <Stack gap="2">
          <Text fontWeight="medium">{t('valuesSettings.values.words', { count: row.wordIds.length, max: VALUE_WORDS_MAX })}</Text>
          <Text color={chosen ? undefined : 'fg.muted'}>{chosen || t('valuesSettings.values.noWords')}</Text>
          {wordsError && (
            <Text id={wordsErrorId} color="fg.error" fontWeight="medium">
              {wordsError}
            </Text>
          )}
          <Flex gap="2" wrap="wrap">
            <Button
              ref={wordsRef}
              variant="outline"
              size="sm"
              aria-expanded={open}
              aria-controls={wordsPanel}
              aria-describedby={wordsError ? wordsErrorId : undefined}
              onClick={() => setOpen((current) => !current)}
            >
              {t(open ? 'valuesSettings.values.hideWords' : 'valuesSettings.values.chooseWords', { name: title })}
            </Button>
            <Button variant="ghost" size="sm" colorPalette="red" ms="auto" onClick={onRemove}>
              {t('valuesSettings.values.remove', { name: title })}
            </Button>
          </Flex>
          <Box id={wordsPanel} hidden={!open}>
            {open && (
              <WordGrid
                words={words}
                selected={row.wordIds}
                onChange={onWords}
                max={VALUE_WORDS_MAX}
                label={t('valuesSettings.values.wordsOf', { name: title })}
                describedBy={wordsError ? wordsErrorId : undefined}
                showHelp={false}
                compact
              />
            )}
          </Box>
        </Stack>
      </Stack>
    </Box>
  );
}
