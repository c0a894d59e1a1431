import { Box, Button, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { WordOption } from '@rapport/ui/words/word-grid';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ValuesSettingsForm } from '../hooks/use-values-settings-form';
import { MAX_VALUES } from '../utils/values-settings-rules';
import { ValueFieldRow } from './value-field-row';

interface Props {
  settings: ValuesSettingsForm;
  words: readonly WordOption[];
  labelOf: (wordId: string) => string;
}

/** The company's values (extra supported fields): one row each, at most 8, and what their distance means. */
export function ValueFieldsSection({ settings, words, labelOf }: Props) {
  const { t } = useTranslation('company');
  const headingId = useId();
  const limitId = useId();
  const { form } = settings;
  const sectionError = settings.errorFor('values');
  return (
    <Box as="section" aria-labelledby={headingId}>
      <Heading as="h2" id={headingId} size="lg" mb="1">
        {t('valuesSettings.values.title')}
      </Heading>
      <Text color="fg.muted" mb="1">
        {t('valuesSettings.values.explanation')}
      </Text>
      <Text color="fg.muted" mb="4">
        {t('valuesSettings.values.distance')}
      </Text>
      {sectionError && (
        <Text color="fg.error" fontWeight="medium" mb="3" ref={settings.register('values')} tabIndex={-1}>
          {sectionError}
        </Text>
      )}
      <Stack gap="4">
        {form.rows.length === 0 && <Text>{t('valuesSettings.values.none')}</Text>}
        {form.rows.map((row, index) => (
          <ValueFieldRow
            key={row.key}
            row={row}
            position={index + 1}
            words={words}
            labelOf={labelOf}
            nameError={settings.errorFor(`name:${row.key}`)}
            wordsError={settings.errorFor(`wordIds:${row.key}`)}
            onName={(name) => settings.setName(row.key, name)}
            onWords={(wordIds) => settings.setRowWords(row.key, wordIds)}
            onRemove={() => settings.removeRow(row.key)}
            nameRef={settings.register(`name:${row.key}`)}
            wordsRef={settings.register(`wordIds:${row.key}`)}
          />
        ))}
        <Flex align="center" gap="3" wrap="wrap">
          <Button
            ref={settings.register('add')}
            variant="outline"
            colorPalette="brand"
            aria-disabled={!settings.canAdd || undefined}
            aria-describedby={limitId}
            css={{ '&[aria-disabled=true]': { opacity: 0.45, cursor: 'not-allowed' } }}
            onClick={settings.addRow}
          >
            {t('valuesSettings.values.add')}
          </Button>
          <Text id={limitId} fontSize="sm" color="fg.muted" aria-live="polite">
            {t(settings.canAdd ? 'valuesSettings.values.count' : 'valuesSettings.values.full', { count: form.rows.length, max: MAX_VALUES })}
          </Text>
        </Flex>
      </Stack>
    </Box>
  );
}
