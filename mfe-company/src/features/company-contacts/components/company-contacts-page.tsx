import { Stack, Text } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector } from '@rapport/platform';
import { ListStates, listView } from '@rapport/ui/list-states';
import { PageLayout } from '@rapport/ui/page-layout';
import { Suspense, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageLoading } from '../../../components/page-loading';
import { contactListArgs, useCompanyContactsQuery, type CompanyContact } from '../../../lib/api/company-contacts-api';
import { useContactActions } from '../hooks/use-contact-actions';
import { useContactList } from '../hooks/use-contact-list';
import { useReportDownload } from '../../../hooks/use-report-download';
import { useStableHandler } from '../../../hooks/use-stable-handler';
import { fullName } from '../utils/contact-list';
import { statusButton } from '../utils/contact-status';
import { ContactMenu, type MenuChoice, type OpenMenu } from './contact-menu';
import { ContactsFilters } from './contacts-filters';
import { ContactsTable } from './contacts-table';
import type { RowAction } from './contact-row';
import { NewContactDialog } from './new-contact-dialog';

/** What the page hands the quotation table (a feature of its own, composed by the app). */
export interface QuotationDialogProps {
  person: Pick<CompanyContact, 'id' | 'first_name' | 'last_name'>;
  onClose: () => void;
  /** where the focus goes back to when it closes */
  finalFocusEl: () => HTMLElement | null;
}

interface Target {
  contact: CompanyContact;
  anchor: HTMLElement;
}

/** `/company-contacts`: the company's candidates and employees, their invitations and results. */
export function CompanyContactsPage({ QuotationDialog }: { QuotationDialog: ComponentType<QuotationDialogProps> }) {
  const { t } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  const contacts = useCompanyContactsQuery(contactListArgs(company?.pk));
  // a failed load is said as such: an empty table would read as contacts gone
  const load = listView(contacts);
  const list = useContactList(load.data);
  const actions = useContactActions();
  const downloadReport = useReportDownload();
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [confirm, setConfirm] = useState<(Target & { kind: 'to-employee' | 'delete' }) | null>(null);
  const [quotation, setQuotation] = useState<Target | null>(null);

  const onAction = useStableHandler((action: RowAction, contact: CompanyContact, anchor: HTMLElement) => {
    if (action === 'quotation') return setQuotation({ contact, anchor });
    if (action === 'menu') return setMenu({ kind: 'actions', contact, anchor });
    const status = statusButton(contact);
    if (status.action === 'report-menu') setMenu({ kind: 'report', contact, anchor });
    else void actions.sendInvitation(contact, status.action);
  });

  const onChoose = (choice: MenuChoice, { contact, anchor }: OpenMenu) => {
    if (choice === 'report-en' || choice === 'report-fr') void downloadReport({ id: contact.id, lang: choice === 'report-en' ? 'en' : 'fr' }, contact);
    else setConfirm({ kind: choice, contact, anchor });
  };

  const name = confirm ? fullName(confirm.contact) : '';
  const question = confirm && {
    title: t(confirm.kind === 'delete' ? 'contacts.confirm.deleteTitle' : 'contacts.confirm.toEmployeeTitle'),
    body: t(confirm.kind === 'delete' ? 'contacts.confirm.deleteBody' : 'contacts.confirm.toEmployeeBody', { name }),
    confirmLabel: t(confirm.kind === 'delete' ? 'contacts.menu.delete' : 'contacts.menu.toEmployee'),
    returnFocus: confirm.anchor,
  };

  return (
    <PageLayout title={t('pages.company-contacts.title')} intro={t('pages.company-contacts.intro')} page="company-contacts" width="wide">
      <Stack gap="4">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="4">
          <ContactsFilters search={list.search} onSearch={list.setSearch} kinds={list.kinds} onKind={list.toggleKind} />
          <NewContactDialog />
        </Stack>
        <ListStates
          view={load}
          texts={{ failed: t('contacts.loadFailed'), stale: t('contacts.notRefreshed'), retry: t('contacts.retry') }}
          onRetry={() => void contacts.refetch()}
          loading={<PageLoading />}
        >
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {t('contacts.shown', { count: list.rows.length })}
          </Text>
          <ContactsTable
            rows={list.rows}
            sort={list.sort}
            onSort={list.sortBy}
            quotationAccess={Boolean(company?.quotation_access)}
            inviting={actions.inviting}
            openMenu={menu && { contactId: menu.contact.id, kind: menu.kind }}
            onAction={onAction}
          />
        </ListStates>
      </Stack>
      <ContactMenu menu={menu} onChoose={onChoose} onClose={() => setMenu(null)} />
      <ConfirmDialog
        question={question}
        onConfirm={async () => {
          if (confirm) await (confirm.kind === 'delete' ? actions.deleteContact(confirm.contact) : actions.makeEmployee(confirm.contact));
        }}
        onClose={() => setConfirm(null)}
      />
      {quotation && (
        <Suspense fallback={null}>
          <QuotationDialog person={quotation.contact} onClose={() => setQuotation(null)} finalFocusEl={() => quotation.anchor} />
        </Suspense>
      )}
    </PageLayout>
  );
}
