import { selectActiveCompany, serverMessage, useAppSelector } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useFormChecks } from '@rapport/ui/use-form-checks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contactListArgs, useCompanyContactsQuery, useQuestionnaireTypesQuery } from '../../../lib/api/company-contacts-api';
import { useCreateMissionMutation, useUpdateMissionMutation, type MissionResponse } from '../../../lib/api/missions-api';
import { companyTimeZone, companyToday } from '../../../lib/company-day';
import {
  CHECKED_FIELDS,
  defaultQuestionnaire,
  emptyMission,
  KIND_FIELDS,
  missionFormErrors,
  missionRequest,
  pickerOptions,
  questionnairesFor,
  serverField,
  teamRow,
  valuesOf,
  type CheckedField,
  type FormError,
  type FormField,
  type FormKind,
  type MissionFormValues,
  type TeamRow,
} from '../utils/mission-form-rules';
import { chooseNewContact, contactWithEmail, type AwaitedContact, type NewContactTarget } from '../utils/new-contact-pick';

/** Whether the form of `kind` shows the field a server error names. */
const shown = (field: FormField, kind: FormKind): boolean => (field === 'manager' || field === 'members' || field === 'team' ? KIND_FIELDS[kind][field] : true);

/**
 * The mission form (spec section 5) over the shared form checks (useFormChecks): errors show
 * once a field is left, all of them on a submit attempt, which focuses the first invalid field
 * and sends nothing; a valid one is sent after the spec's 500 ms. A server error naming a
 * field shows under it; on any failure the form keeps what was typed; once saved, it stays
 * pending while the page leaves.
 */
export function useMissionForm(kind: FormKind, mission: MissionResponse | null, onSaved: () => void) {
  const { t } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  const companyPk = company?.pk ?? null;
  const people = KIND_FIELDS[kind].manager || KIND_FIELDS[kind].members || KIND_FIELDS[kind].team;
  // a barometer survey names nobody: its form does not ask for the contacts
  const contacts = useCompanyContactsQuery(contactListArgs(company?.pk), { skip: !people });
  const types = useQuestionnaireTypesQuery({ query: { company_id: companyPk ?? undefined } });
  const [create] = useCreateMissionMutation();
  const [update] = useUpdateMissionMutation();
  const [values, setValues] = useState<MissionFormValues>(() => (mission ? valuesOf(mission, companyTimeZone(company)) : emptyMission()));
  const [serverErrors, setServerErrors] = useState<Partial<Record<FormField, string>>>({});
  // a contact made with a shortcut, until the reloaded list brings it; then what a screen reader is told
  const [awaited, setAwaited] = useState<AwaitedContact | null>(null);
  // how many such contacts the list failed to bring: each failure is said once
  const [lostContacts, setLostContacts] = useState(0);
  const [chosenNews, setChosenNews] = useState('');

  const questionnaireTypes = questionnairesFor(kind, types.data ?? []);
  // the company's questionnaire stays chosen until the user picks another one
  const preselected = defaultQuestionnaire(questionnaireTypes, companyPk);
  const form: MissionFormValues = { ...values, questionnaire: values.questionnaire || (preselected ? String(preselected.pk) : '') };
  // the company's day, as the server's rule: a browser elsewhere may be a day ahead or behind
  const today = companyToday(company);
  // the team table is no checked field, but a server error about it takes the focus there
  const checks = useFormChecks<FormField, FormError>(CHECKED_FIELDS, missionFormErrors(form, kind, today));
  const options = pickerOptions(contacts.data ?? [], form, kind);

  const change = (field: FormField, next: (current: MissionFormValues) => MissionFormValues) => {
    setValues(next);
    setServerErrors((current) => (current[field] ? { ...current, [field]: undefined } : current));
  };
  const set = <K extends CheckedField>(field: K, value: MissionFormValues[K]) => change(field, (current) => ({ ...current, [field]: value }));
  const setTeam = (rows: (current: TeamRow[]) => TeamRow[]) => change('team', (current) => ({ ...current, team: rows(current.team) }));
  // a choice between two values, both valid: no rule, no server field
  const setMode = (mode: MissionFormValues['barometer_mode']) => setValues((current) => ({ ...current, barometer_mode: mode }));

  const listName = (target: NewContactTarget): string => {
    if (target === 'team') return t('missionForm.team.title');
    if (target === 'members') return t(`missionForm.members.${kind}`);
    return t(kind === 'O' ? 'missionForm.fields.personToOnboard' : 'missionForm.fields.manager');
  };
  // the contact is chosen in the list it was made from as soon as the list has it (while rendering,
  // so no frame shows it unticked); kept in the values, it stays chosen whatever renders next
  const arrived = awaited && contactWithEmail(contacts.data ?? [], awaited.email);
  if (awaited && arrived) {
    setAwaited(null);
    change(awaited.target, (current) => chooseNewContact(current, awaited.target, arrived.id));
    setChosenNews(t('missionForm.newContact.chosen', { name: `${arrived.first_name} ${arrived.last_name}`, list: listName(awaited.target) }));
  }
  // the list that would bring it failed: the contact is in the company, not chosen for the mission
  if (awaited && !arrived && contacts.isError && !contacts.isFetching) {
    setAwaited(null);
    setLostContacts((count) => count + 1);
  }
  useEffect(() => {
    if (lostContacts > 0) notify('error', t('missionForm.newContact.notChosen'));
  }, [lostContacts, t]);

  /** the rule's message once the field was left (or on submit), else the server's about it */
  const errorFor = (field: FormField): string | undefined => {
    const rule = checks.errorFor(field);
    return rule ? t(rule.key, rule.values) : serverErrors[field];
  };
  const register = (field: FormField) => ({ ref: checks.ref(field) });

  const send = async () => {
    const kept = {
      mission_viewers: mission?.mission_viewers.map((contact) => contact.id) ?? [],
      mission_delegates: mission?.mission_delegates.map((contact) => contact.id) ?? [],
    };
    const body = missionRequest(form, kind, companyPk, kept, !mission);
    try {
      if (mission) await update({ ...body, query: { pk: mission.pk } }).unwrap();
      else await create(body).unwrap();
      notify('success', t(mission ? 'missionForm.updated' : 'missionForm.added'));
      onSaved();
      return 'done';
    } catch (error) {
      const field = serverField(error);
      const message = serverMessage(error, t('missionForm.failed'));
      // a field the kind does not show (the team table in onboarding): its errors are said by a toast
      if (field && shown(field, kind)) {
        setServerErrors({ [field]: message });
        checks.focus(field);
      } else {
        notify('error', message);
      }
    }
  };
  // the server's errors of the last send go as a new one starts
  const submit = checks.handleSubmit(send, { onStart: () => setServerErrors({}) });

  return {
    values: form,
    set,
    /** a contact was added with the shortcut of `target`: it is chosen there once the list has it */
    contactAdded: (target: NewContactTarget, email: string) => setAwaited({ email, target }),
    /** what the screen reader is told of the last contact chosen that way */
    chosenNews,
    touch: checks.touch,
    setTeam,
    setMode,
    addTeamRow: () => setTeam((rows) => [...rows, teamRow()]),
    errorFor,
    register,
    submit,
    pending: checks.pending,
    options,
    /** the first day the end date may be (the company's today) */
    today,
    contacts: contacts.data ?? [],
    contactsLoading: contacts.isLoading,
    questionnaireTypes,
    questionnairesLoading: types.isLoading,
  };
}

export type MissionForm = ReturnType<typeof useMissionForm>;
