import { Box, chakra, Field, Heading, Stack, Text } from '@chakra-ui/react';
import { IMPORT_FIELDS, type ImportField } from '@rapport/wire/api/contacts-import';
import { useTranslation } from 'react-i18next';
import { dataTableCss } from '../../../components/data-table-css';
import { NativeSelect } from '../../../components/native-select';
import { FIELD_LABELS } from '../utils/import-view';

interface Props {
  headers: readonly string[];
  columns: readonly (ImportField | null)[];
  missing: readonly ImportField[];
  onChoose: (index: number, field: ImportField | null) => void;
  disabled: boolean;
}

/** Which field each column of the file holds, as recognised from its name; the admin may change each. */
export function ImportColumns({ headers, columns, missing, onChoose, disabled }: Props) {
  const { t } = useTranslation('company');
  const name = (header: string, index: number) => header || t('contactsImport.columns.unnamed', { number: index + 1 });
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm">
        {t('contactsImport.columns.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted">
        {t('contactsImport.columns.intro')}
      </Text>
      <Box overflowX="auto">
        <chakra.table css={dataTableCss('20rem')}>
          <thead>
            <tr>
              <th scope="col">{t('contactsImport.columns.header')}</th>
              <th scope="col">{t('contactsImport.columns.field')}</th>
            </tr>
          </thead>
          <tbody>
            {headers.map((header, index) => (
              <tr key={index}>
                <th scope="row">{name(header, index)}</th>
                <td>
                  <Field.Root disabled={disabled}>
                    <NativeSelect
                      aria-label={t('contactsImport.columns.select', { header: name(header, index) })}
                      value={columns[index] ?? ''}
                      onChange={(event) => onChoose(index, (event.target.value || null) as ImportField | null)}
                    >
                      <option value="">{t('contactsImport.columns.ignored')}</option>
                      {IMPORT_FIELDS.map((field) => (
                        <option key={field} value={field}>
                          {t(FIELD_LABELS[field])}
                        </option>
                      ))}
                    </NativeSelect>
                  </Field.Root>
                </td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
      {missing.length > 0 && (
        <Text role="alert" color="fg.error" fontSize="sm">
          {t('contactsImport.columns.missing', { fields: missing.map((field) => t(FIELD_LABELS[field])).join(', ') })}
        </Text>
      )}
    </Stack>
  );
}
