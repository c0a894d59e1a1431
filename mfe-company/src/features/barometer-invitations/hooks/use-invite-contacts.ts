import { selectActiveCompany, serverMessage, useAppSelector } from '@rapport/platform';
import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { barometerSurveyArgs, useBarometerSurveyQuery, useSendBarometerInvitationsMutation } from '../../../lib/api/barometer-api';
import { contactListArgs, useCompanyContactsQuery } from '../../../lib/api/company-contacts-api';
import { inviteRows, searchRows, selectAllState, stillSelectable, toggleAll } from '../utils/invitation-list';

/** How the last send went: the server's counts, or the message of its refusal. */
export type SendOutcome = { kind: 'sent'; sent: number; alreadyInvited: number } | { kind: 'failed'; message: string };

/**
 * The invitations dialog's state: the company's contacts (the contacts page's list, one cache
 * entry) against the survey's contacts already invited (asked afresh on each opening: another
 * admin may have sent links since), the search, the selection, and the send. A failed send
 * keeps the selection, to send again; a sent one empties it.
 */
export function useInviteContacts(missionPk: number) {
  const { t, i18n } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  const contacts = useCompanyContactsQuery(contactListArgs(company?.pk), { skip: !company });
  const survey = useBarometerSurveyQuery(barometerSurveyArgs(missionPk), { refetchOnMountOrArgChange: true });
  const [sendInvitations, sending] = useSendBarometerInvitationsMutation();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const [picked, setPicked] = useState<ReadonlySet<number>>(() => new Set());
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);

  const lang = i18n.language;
  const collator = useMemo(() => new Intl.Collator(lang, { sensitivity: 'base', numeric: true }), [lang]);
  const rows = useMemo(() => inviteRows(contacts.data ?? [], survey.data?.invited_contacts ?? [], collator), [contacts.data, survey.data, collator]);
  const shown = useMemo(() => searchRows(rows, deferredSearch), [rows, deferredSearch]);
  // a contact invited meanwhile (by another admin) drops out of the selection
  const selected = useMemo(() => stillSelectable(picked, rows), [picked, rows]);

  const toggle = (pk: number, on: boolean) =>
    setPicked((current) => {
      const next = new Set(current);
      if (on) next.add(pk);
      else next.delete(pk);
      return next;
    });

  const send = async (): Promise<boolean> => {
    if (selected.size === 0 || sending.isLoading) return false;
    setOutcome(null);
    try {
      const answer = await sendInvitations({ query: { mission: missionPk }, contacts: [...selected] }).unwrap();
      setPicked(new Set());
      setOutcome({ kind: 'sent', sent: answer.sent, alreadyInvited: answer.already_invited });
      return true;
    } catch (error) {
      setOutcome({ kind: 'failed', message: serverMessage(error, t('barometer.invite.failed')) });
      return false;
    }
  };

  const loadFailed = (contacts.isError && !contacts.isFetching) || (survey.isError && !survey.isFetching);
  return {
    search,
    setSearch,
    rows,
    shown,
    selected,
    toggle,
    allState: selectAllState(shown, selected),
    setAll: (on: boolean) => setPicked(toggleAll(shown, selected, on)),
    send,
    sending: sending.isLoading,
    outcome,
    survey: survey.data,
    loading: !loadFailed && (!contacts.data || !survey.data),
    loadFailed,
    retry: () => {
      if (contacts.isError) void contacts.refetch();
      if (survey.isError) void survey.refetch();
    },
  };
}

export type InviteContacts = ReturnType<typeof useInviteContacts>;
