import { chakra, Heading, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import type { ContactsImportPreview } from '../api/contacts-import-api';

/** How many rows the file has, and how many would be added, refused and skipped: said again to a screen reader after each preview. */
export function ImportCounts({ counts }: { counts: ContactsImportPreview['counts'] }) {
  const { t } = useTranslation('company');
  const items = [
    ['contactsImport.counts.rows', counts.rows],
    ['contactsImport.counts.toAdd', counts.to_add],
    ['contactsImport.counts.bad', counts.bad],
    ['contactsImport.counts.duplicates', counts.duplicates],
  ] as const;
  return (
    <Stack gap="2" aria-live="polite">
      <Heading as="h3" size="sm">
        {t('contactsImport.counts.title')}
      </Heading>
      <chakra.dl display="grid" gridTemplateColumns="auto 1fr" columnGap="4" rowGap="1" fontSize="sm">
        {items.map(([label, value]) => (
          <chakra.div key={label} display="contents">
            <chakra.dt color="fg.muted">{t(label)}</chakra.dt>
            <chakra.dd fontWeight="semibold" m="0">
              {value}
            </chakra.dd>
          </chakra.div>
        ))}
      </chakra.dl>
    </Stack>
  );
}
