import { Box, chakra, Heading, Stack } from '@chakra-ui/react';
import { IMPORT_FIELDS } from '@rapport/wire/api/contacts-import';
import { useTranslation } from 'react-i18next';
import { dataTableCss } from '../../../components/data-table-css';
import type { ContactsImportPreview } from '../api/contacts-import-api';
import { FIELD_LABELS } from '../utils/import-view';

const STATUS_COLORS = { new: 'fg.success', bad: 'fg.error', duplicate: 'fg.warning' } as const;

/** The file's first rows as read under the columns in use, each with what the import does with it. */
export function ImportFirstRows({ rows }: { rows: ContactsImportPreview['rows'] }) {
  const { t } = useTranslation('company');
  return (
    <Stack gap="2">
      <Heading as="h3" size="sm" id="import-first-rows">
        {t('contactsImport.firstRows')}
      </Heading>
      {/* focusable: a keyboard user scrolls a wide table with the arrow keys */}
      <Box overflowX="auto" tabIndex={0} role="region" aria-labelledby="import-first-rows" _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}>
        <chakra.table css={dataTableCss('44rem')}>
          <thead>
            <tr>
              <th scope="col">{t('contactsImport.row')}</th>
              {IMPORT_FIELDS.map((field) => (
                <th key={field} scope="col">
                  {t(FIELD_LABELS[field])}
                </th>
              ))}
              <th scope="col">{t('contactsImport.result')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.row}>
                <th scope="row">{row.row}</th>
                {IMPORT_FIELDS.map((field) => (
                  <td key={field}>{row[field]}</td>
                ))}
                <chakra.td color={STATUS_COLORS[row.status]} fontWeight="medium">
                  {t(`contactsImport.status.${row.status}`)}
                </chakra.td>
              </tr>
            ))}
          </tbody>
        </chakra.table>
      </Box>
    </Stack>
  );
}
