import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector } from '@rapport/platform';
import { ListStates, listView } from '@rapport/ui/list-states';
import { PageLayout } from '@rapport/ui/page-layout';
import type { TFunction } from 'i18next';
import { Suspense, useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ExportMenu } from '../../../components/export-menu';
import { PageLoading } from '../../../components/page-loading';
import { contactListArgs, useCompanyContactsQuery, type CompanyContact } from '../../../lib/api/company-contacts-api';
import { useContactActions } from '../hooks/use-contact-actions';
import { useContactList } from '../hooks/use-contact-list';
import { useExportDownload } from '../../../hooks/use-export-download';
import { useReportDownload } from '../../../hooks/use-report-download';
import { useStableHandler } from '../../../hooks/use-stable-handler';
import { fullName } from '../utils/contact-list';
import { statusButton, type StatusAction } from '../utils/contact-status';
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

/** What the page hands the contacts import (a feature of its own, composed by the app). */
export interface ImportDialogProps {
  onClose: () => void;
  finalFocusEl: () => HTMLElement | null;
}

interface Target {
  contact: CompanyContact;
  anchor: HTMLElement;
}

/** What a confirm dialog asks before it is done: an invitation says whether it is the first. */
type Confirmed = { kind: 'to-employee' | 'delete' } | { kind: 'invite'; action: Exclude<StatusAction, 'report-menu'>; again: boolean };

/** The keys (under `company`) of the question each confirmation asks. */
function confirmKeys(confirm: Confirmed): { title: string; body: string; confirmLabel: string } {
  if (confirm.kind === 'invite') {
    return confirm.again
      ? { title: 'contacts.confirm.reInviteTitle', body: 'contacts.confirm.reInviteBody', confirmLabel: 'contacts.confirm.send' }
      : { title: 'contacts.confirm.inviteTitle', body: 'contacts.confirm.inviteBody', confirmLabel: 'contacts.confirm.send' };
  }
  return confirm.kind === 'delete'
    ? { title: 'contacts.confirm.deleteTitle', body: 'contacts.confirm.deleteBody', confirmLabel: 'contacts.menu.delete' }
    : { title: 'contacts.confirm.toEmployeeTitle', body: 'contacts.confirm.toEmployeeBody', confirmLabel: 'contacts.menu.toEmployee' };
}

/** The question, its body naming the contact (and the address an invitation goes to). */
function confirmQuestion(t: TFunction, confirm: Target & Confirmed) {
  const keys = confirmKeys(confirm);
  return {
    title: t(keys.title),
    body: t(keys.body, { name: fullName(confirm.contact), email: confirm.contact.email }),
    confirmLabel: t(keys.confirmLabel),
    returnFocus: confirm.anchor,
  };
}

/** `/company-contacts`: the company's candidates and employees, their invitations and results. */
export function CompanyContactsPage({
  QuotationDialog,
  ImportDialog,
  RemindersDialog,
}: {
  QuotationDialog: ComponentType<QuotationDialogProps>;
  /** the import from a file; without it the page offers none */
  ImportDialog?: ComponentType<ImportDialogProps>;
  /** the company's reminders to invited contacts (the same props); without it the page offers none */
  RemindersDialog?: ComponentType<ImportDialogProps>;
}) {
  const { t } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  const contacts = useCompanyContactsQuery(contactListArgs(company?.pk));
  // a failed load is said as such: an empty table would read as contacts gone
  const load = listView(contacts);
  const list = useContactList(load.data);
  const actions = useContactActions();
  const downloadReport = useReportDownload();
  const exportFile = useExportDownload();
  const [menu, setMenu] = useState<OpenMenu | null>(null);
  const [confirm, setConfirm] = useState<(Target & Confirmed) | null>(null);
  const [quotation, setQuotation] = useState<Target | null>(null);
  const [importing, setImporting] = useState(false);
  const importButton = useRef<HTMLButtonElement>(null);
  const [reminding, setReminding] = useState(false);
  const remindersButton = useRef<HTMLButtonElement>(null);

  const onAction = useStableHandler((action: RowAction, contact: CompanyContact, anchor: HTMLElement) => {
    if (action === 'quotation') return setQuotation({ contact, anchor });
    if (action === 'menu') return setMenu({ kind: 'actions', contact, anchor });
    const status = statusButton(contact);
    if (status.action === 'report-menu') setMenu({ kind: 'report', contact, anchor });
    // a click on a badge mails the person: the admin says yes first, knowing what goes to whom
    else setConfirm({ kind: 'invite', action: status.action, again: status.hint === 'contacts.status.hint.resend', contact, anchor });
  });

  const onChoose = (choice: MenuChoice, { contact, anchor }: OpenMenu) => {
    if (choice === 'report-en' || choice === 'report-fr') void downloadReport({ id: contact.id, lang: choice === 'report-en' ? 'en' : 'fr' }, contact);
    else setConfirm({ kind: choice, contact, anchor });
  };

  const question = confirm && confirmQuestion(t, confirm);

  const onConfirm = async () => {
    if (!confirm) return;
    if (confirm.kind === 'invite') await actions.sendInvitation(confirm.contact, confirm.action);
    else await (confirm.kind === 'delete' ? actions.deleteContact(confirm.contact) : actions.makeEmployee(confirm.contact));
  };

  return (
    <PageLayout title={t('pages.company-contacts.title')} intro={t('pages.company-contacts.intro')} page="company-contacts" width="wide">
      <Stack gap="4">
        <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align={{ md: 'flex-end' }} gap="4">
          <ContactsFilters search={list.search} onSearch={list.setSearch} kinds={list.kinds} onKind={list.toggleKind} />
          <HStack gap="2" w={{ base: 'full', md: 'auto' }}>
            {ImportDialog && (
              <Button ref={importButton} variant="outline" flex={{ base: '1', md: 'none' }} onClick={() => setImporting(true)}>
                {t('contacts.import')}
              </Button>
            )}
            <ExportMenu label={t('exports.label.contacts')} onExport={(format) => exportFile({ kind: 'contacts' }, format)} portal />
            {RemindersDialog && (
              <Button ref={remindersButton} variant="outline" flex={{ base: '1', md: 'none' }} onClick={() => setReminding(true)}>
                {t('contacts.reminders.button')}
              </Button>
            )}
            <NewContactDialog />
          </HStack>
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
      <ConfirmDialog question={question} onConfirm={onConfirm} onClose={() => setConfirm(null)} />
      {ImportDialog && importing && (
        <Suspense fallback={null}>
          <ImportDialog onClose={() => setImporting(false)} finalFocusEl={() => importButton.current} />
        </Suspense>
      )}
      {RemindersDialog && reminding && (
        <Suspense fallback={null}>
          <RemindersDialog onClose={() => setReminding(false)} finalFocusEl={() => remindersButton.current} />
        </Suspense>
      )}
      {quotation && (
        <Suspense fallback={null}>
          <QuotationDialog person={quotation.contact} onClose={() => setQuotation(null)} finalFocusEl={() => quotation.anchor} />
        </Suspense>
      )}
    </PageLayout>
  );
}
