import { Heading, List, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ContactsImportPreview } from '../api/contacts-import-api';
import { problemText } from '../utils/import-view';

/** A heading, its items, and how many more the list leaves out (the API lists a bounded number). */
function RowList({ title, total, items }: { title: string; total: number; items: { key: number; text: string }[] }) {
  const { t } = useTranslation('company');
  if (total === 0) return null;
  return (
    <Stack gap="1">
      <Heading as="h3" size="sm">
        {title} ({total})
      </Heading>
      <List.Root ps="5" fontSize="sm" maxH="12rem" overflowY="auto">
        {items.map((item) => (
          <List.Item key={item.key}>{item.text}</List.Item>
        ))}
      </List.Root>
      {total > items.length && <Text fontSize="sm">{t('contactsImport.more', { count: total - items.length })}</Text>}
    </Stack>
  );
}

/** Every bad row with its reasons, and every duplicate with what it repeats: none of them is imported. */
export function ImportSkippedRows({ preview }: { preview: ContactsImportPreview }) {
  const { t } = useTranslation('company');
  return (
    <>
      <RowList
        title={t('contactsImport.badRows')}
        total={preview.counts.bad}
        items={preview.bad_rows.map((bad) => ({
          key: bad.row,
          text: t('contactsImport.badRow', { row: bad.row, problems: bad.problems.map((problem) => problemText(t, problem)).join(t('contactsImport.problemSeparator')) }),
        }))}
      />
      <RowList
        title={t('contactsImport.duplicates')}
        total={preview.counts.duplicates}
        items={preview.duplicates.map((duplicate) => ({
          key: duplicate.row,
          text:
            duplicate.of === 'company'
              ? t('contactsImport.duplicateOfContact', { row: duplicate.row, email: duplicate.email })
              : t('contactsImport.duplicateInFile', { row: duplicate.row, email: duplicate.email, first: duplicate.first_row }),
        }))}
      />
    </>
  );
}
