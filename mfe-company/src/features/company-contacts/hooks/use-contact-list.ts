import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CompanyContact } from '../../../lib/api/company-contacts-api';
import { filterContacts, indexContacts, nextSort, sortContacts, type ContactKind, type Sort, type SortColumn } from '../utils/contact-list';

/**
 * The table's rows: the list indexed once (per list and language), then filtered and sorted,
 * each step memoized. The search is deferred: typing stays instant with a thousand rows.
 */
export function useContactList(contacts: readonly CompanyContact[] | undefined) {
  const { t, i18n } = useTranslation('company');
  const [search, setSearch] = useState('');
  const [kinds, setKinds] = useState<Record<ContactKind, boolean>>({ employee: true, candidate: true });
  const [sort, setSort] = useState<Sort | null>(null);
  const deferredSearch = useDeferredValue(search);
  const lang = i18n.language;

  const collator = useMemo(() => new Intl.Collator(lang, { sensitivity: 'base', numeric: true }), [lang]);
  const indexed = useMemo(() => indexContacts(contacts ?? [], (type) => t(`contacts.roles.${type}`)), [contacts, t]);
  const filtered = useMemo(() => filterContacts(indexed, { search: deferredSearch, kinds }), [indexed, deferredSearch, kinds]);
  const rows = useMemo(() => sortContacts(filtered, sort, collator), [filtered, sort, collator]);

  const toggleKind = useCallback((kind: ContactKind, on: boolean) => setKinds((current) => ({ ...current, [kind]: on })), []);
  const sortBy = useCallback((column: SortColumn) => setSort((current) => nextSort(current, column)), []);

  return { search, setSearch, kinds, toggleKind, sort, sortBy, rows, total: indexed.length };
}
