import { Box, chakra, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useProgressiveRows } from '../../../hooks/use-progressive-rows';
import type { IndexedContact, Sort, SortColumn } from '../utils/contact-list';
import { rowLabels } from '../utils/row-labels';
import { ContactRow, type OnRowAction } from './contact-row';
import { contactsTableCss } from './contacts-table-css';
import { SortHeader } from '../../../components/sort-header';

interface Props {
  rows: IndexedContact[];
  sort: Sort | null;
  onSort: (column: SortColumn) => void;
  quotationAccess: boolean;
  inviting: number | null;
  openMenu: { contactId: number; kind: 'report' | 'actions' } | null;
  onAction: OnRowAction;
}

const SORTABLE: { column: SortColumn; label: string }[] = [
  { column: 'name', label: 'contacts.table.name' },
  { column: 'role', label: 'contacts.table.role' },
  { column: 'status', label: 'contacts.table.status' },
];

/**
 * The contacts as a table. On a phone it scrolls sideways inside its own focusable region,
 * the name column staying in view.
 */
export function ContactsTable({ rows, sort, onSort, quotationAccess, inviting, openMenu, onAction }: Props) {
  const { t, i18n } = useTranslation('company');
  const lang = i18n.language === 'fr' ? 'fr' : 'en';
  const labels = useMemo(() => rowLabels(t, lang), [t, lang]);
  const shown = useProgressiveRows(rows);
  const [name, role, status] = SORTABLE.map(({ column, label }) => (
    <SortHeader key={column} column={column} label={t(label)} sort={sort} onSort={onSort} />
  ));
  return (
    <Box
      role="region"
      aria-label={t('contacts.table.label')}
      tabIndex={0}
      overflowX="auto"
      borderWidth="1px"
      borderRadius="md"
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
    >
      <chakra.table css={contactsTableCss} aria-busy={shown.length < rows.length}>
        <thead>
          <tr>
            {name}
            <th scope="col">{t('contacts.table.email')}</th>
            {role}
            {status}
            <th scope="col">{t('contacts.table.quotation')}</th>
            <th scope="col">
              <span className="sr-only">{t('contacts.table.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((entry) => (
            <ContactRow
              key={entry.contact.id}
              entry={entry}
              labels={labels}
              quotationAccess={quotationAccess}
              inviting={inviting === entry.contact.id}
              openMenu={openMenu?.contactId === entry.contact.id ? openMenu.kind : null}
              onAction={onAction}
            />
          ))}
        </tbody>
      </chakra.table>
      {rows.length === 0 && (
        <Text px="4" py="6" textAlign="center" color="fg.muted">
          {t('contacts.empty')}
        </Text>
      )}
    </Box>
  );
}
