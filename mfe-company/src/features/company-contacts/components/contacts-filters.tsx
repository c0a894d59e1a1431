import { chakra, Field, HStack, Input, Stack } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { CheckboxField } from '../../../components/checkbox-field';
import { CONTACT_KINDS, type ContactKind } from '../utils/contact-list';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  kinds: Record<ContactKind, boolean>;
  onKind: (kind: ContactKind, on: boolean) => void;
}

/** The search box and the Employee/Candidate boxes (a manager counts as an employee). */
export function ContactsFilters({ search, onSearch, kinds, onKind }: Props) {
  const { t } = useTranslation('company');
  return (
    <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '6' }} align={{ md: 'flex-end' }} role="search" aria-label={t('contacts.filters.label')}>
      <Field.Root maxW={{ md: 'sm' }}>
        <Field.Label>{t('contacts.filters.search')}</Field.Label>
        <Input type="search" value={search} placeholder={t('contacts.filters.searchPlaceholder')} onChange={(event) => onSearch(event.target.value)} />
      </Field.Root>
      <chakra.fieldset border="0" p="0" m="0" minW="0">
        <chakra.legend fontSize="sm" fontWeight="medium" mb="1">
          {t('contacts.filters.types')}
        </chakra.legend>
        <HStack gap="5">
          {CONTACT_KINDS.map((kind) => (
            <CheckboxField key={kind} name={kind} label={t(`contacts.kinds.${kind}`)} checked={kinds[kind]} onChange={(on) => onKind(kind, on)} />
          ))}
        </HStack>
      </chakra.fieldset>
    </Stack>
  );
}
