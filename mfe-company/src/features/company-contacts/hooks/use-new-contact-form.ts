import { serverMessage, selectActiveCompany, useAppSelector } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useFormChecks } from '@rapport/ui/use-form-checks';
import { personQuestionnaires } from '@rapport/wire/entities/questionnaire';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddCompanyContactMutation, useQuestionnaireTypesQuery } from '../../../lib/api/company-contacts-api';
import {
  CHECKED_FIELDS,
  defaultQuestionnaire,
  emptyContact,
  missingQuestionnaire,
  newContactErrors,
  newContactRequest,
  type AddedContact,
  type CheckedField,
  type FormContactType,
  type NewContactValues,
} from '../utils/new-contact-rules';

/**
 * The add-contact form (spec section 5) over the shared form checks (useFormChecks): errors
 * show once a field is left, all of them on a submit; an invalid submit focuses the first
 * invalid field and sends nothing; a valid one is sent after the spec's 500 ms. On failure the
 * form keeps what was typed (the server's message, else the spec's words for where it was opened:
 * the company contacts or a mission form); once added, it stays pending while its dialog closes.
 */
export function useNewContactForm(allowedTypes: readonly FormContactType[], onAdded: (added: AddedContact) => void, forMission = false) {
  const { t, i18n } = useTranslation('company');
  const company = useAppSelector(selectActiveCompany);
  const companyPk = company?.pk ?? null;
  const types = useQuestionnaireTypesQuery({ query: { company_id: companyPk ?? undefined } });
  const [add] = useAddCompanyContactMutation();
  const [values, setValues] = useState(() => emptyContact(allowedTypes));

  // a contact is a person: the barometer's questionnaire is a survey's, never offered here
  const questionnaireTypes = personQuestionnaires(types.data ?? []);
  // the company's questionnaire stays chosen until the user picks another one
  const preselected = defaultQuestionnaire(questionnaireTypes, companyPk);
  const form: NewContactValues = { ...values, questionnaire_id: values.questionnaire_id || (preselected ? String(preselected.pk) : '') };
  const checks = useFormChecks(CHECKED_FIELDS, newContactErrors(form));
  const { pending } = checks;

  const set = <K extends keyof NewContactValues>(field: K, value: NewContactValues[K]) => setValues((current) => ({ ...current, [field]: value }));
  const checked = (field: CheckedField) => ({ name: field, onBlur: () => checks.touch(field), ref: checks.ref(field) });

  const submit = checks.handleSubmit(async () => {
    try {
      const request = newContactRequest(form, companyPk, i18n.language === 'fr' ? 'fr' : 'en');
      await add(request).unwrap();
      notify('success', t('contacts.form.added'));
      onAdded({ email: request.email });
      return 'done';
    } catch (error) {
      notify('error', serverMessage(error, t(forMission ? 'contacts.form.failedForMission' : 'contacts.form.failed')));
    }
  });

  return {
    values: form,
    set,
    checked,
    errorFor: checks.errorFor,
    submit,
    pending,
    questionnaireTypes,
    questionnairesLoading: types.isLoading,
    canSubmit: !pending && !missingQuestionnaire(form),
  };
}
