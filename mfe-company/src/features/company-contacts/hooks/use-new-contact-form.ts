import { serverMessage, selectActiveCompany, useAppSelector } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCompanyContactMutation, useQuestionnaireTypesQuery } from '../../../lib/api/company-contacts-api';
import {
  CHECKED_FIELDS,
  defaultQuestionnaire,
  emptyContact,
  missingQuestionnaire,
  newContactErrors,
  newContactRequest,
  type CheckedField,
  type FormContactType,
  type NewContactValues,
} from '../utils/new-contact-rules';

/** Spec section 9: the form is sent 500 ms after the click. */
export const SUBMIT_DELAY_MS = 500;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The add-contact form (spec section 5): errors show once a field is left, all of them on a
 * submit; an invalid submit focuses the first invalid field and sends nothing. On failure
 * the form keeps what was typed.
 */
export function useNewContactForm(allowedTypes: readonly FormContactType[], onAdded: () => void) {
  const { t, i18n } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  const companyPk = company?.pk ?? null;
  const types = useQuestionnaireTypesQuery({ query: { company_id: companyPk ?? undefined } });
  const [add] = useAddCompanyContactMutation();
  const [values, setValues] = useState(() => emptyContact(allowedTypes));
  const [touched, setTouched] = useState<Partial<Record<CheckedField, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const elements = useRef<Partial<Record<CheckedField, HTMLElement | null>>>({});

  // the company's questionnaire stays chosen until the user picks another one
  const preselected = defaultQuestionnaire(types.data ?? [], companyPk);
  const form: NewContactValues = { ...values, questionnaire_id: values.questionnaire_id || (preselected ? String(preselected.pk) : '') };
  const errors = newContactErrors(form);

  const set = <K extends keyof NewContactValues>(field: K, value: NewContactValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const errorFor = (field: CheckedField) => (touched[field] || submitted ? errors[field] : undefined);
  const checked = (field: CheckedField) => ({
    name: field,
    onBlur: () => setTouched((current) => ({ ...current, [field]: true })),
    ref: (element: HTMLElement | null) => {
      elements.current[field] = element;
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const firstInvalid = CHECKED_FIELDS.find((field) => errors[field]);
    if (firstInvalid) {
      elements.current[firstInvalid]?.focus();
      return;
    }
    setPending(true);
    await wait(SUBMIT_DELAY_MS);
    try {
      await add(newContactRequest(form, companyPk, i18n.language === 'fr' ? 'fr' : 'en')).unwrap();
      notify('success', t('contacts.form.added'));
      onAdded();
    } catch (error) {
      notify('error', serverMessage(error, t('contacts.form.failed')));
      setPending(false);
    }
  };

  return {
    values: form,
    set,
    checked,
    errorFor,
    submit,
    pending,
    questionnaireTypes: types.data ?? [],
    questionnairesLoading: types.isLoading,
    canSubmit: !pending && !missingQuestionnaire(form),
  };
}
