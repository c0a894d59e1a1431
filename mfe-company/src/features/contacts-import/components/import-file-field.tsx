import { chakra, Field } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

const ACCEPT = '.csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The file to import: a native file input and its label, reached and opened from the keyboard like any field. */
export function ImportFileField({ onChoose, disabled }: { onChoose: (file: File | undefined) => void; disabled: boolean }) {
  const { t } = useTranslation('company');
  return (
    <Field.Root disabled={disabled}>
      <Field.Label>{t('contactsImport.file')}</Field.Label>
      <Field.Context>
        {(field) => (
          <chakra.input
            {...field.getInputProps()}
            type="file"
            accept={ACCEPT}
            onChange={(event) => onChoose(event.target.files?.[0])}
            w="full"
            p="2"
            borderWidth="1px"
            borderColor="border"
            borderRadius="l2"
            cursor="pointer"
            _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing', outlineOffset: '0' }}
          />
        )}
      </Field.Context>
      <Field.HelperText>{t('contactsImport.fileHelp')}</Field.HelperText>
    </Field.Root>
  );
}
