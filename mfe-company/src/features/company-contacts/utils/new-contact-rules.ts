import { EMAIL_PATTERN } from '@rapport/wire/api/common';
import type { ContactType } from '@rapport/wire/entities/contact';
import type { QuestionnaireType } from '@rapport/wire/entities/questionnaire';

/** The contact types the form offers: a company adds candidates and employees. */
export const FORM_CONTACT_TYPES = ['C', 'E'] as const satisfies readonly ContactType[];
export type FormContactType = (typeof FORM_CONTACT_TYPES)[number];

export interface NewContactValues {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  contact_type: FormContactType | '';
  confidential: boolean;
  send_invitation: boolean;
  /** a questionnaire type's pk, as the select holds it ('' until chosen) */
  questionnaire_id: string;
}

/** The contact just added, as its owner can find it in the reloaded list (the call answers with a message only). */
export interface AddedContact {
  email: string;
}

export type CheckedField = 'first_name' | 'last_name' | 'email' | 'contact_type';
/** The fields in the order of the form: the first invalid one gets the focus. */
export const CHECKED_FIELDS: readonly CheckedField[] = ['first_name', 'last_name', 'email', 'contact_type'];

/** i18n keys (namespace `company`) of the spec's messages (section 5), word for word in English. */
export const FORM_ERRORS = {
  firstNameRequired: 'contacts.form.errors.firstNameRequired',
  lastNameRequired: 'contacts.form.errors.lastNameRequired',
  required: 'contacts.form.errors.required',
  email: 'contacts.form.errors.email',
} as const;

export type FormErrors = Partial<Record<CheckedField, string>>;

/** Spec section 5: first and last names, a valid e-mail and a contact type; phone optional. */
export function newContactErrors(values: NewContactValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.first_name.trim()) errors.first_name = FORM_ERRORS.firstNameRequired;
  if (!values.last_name.trim()) errors.last_name = FORM_ERRORS.lastNameRequired;
  const email = values.email.trim();
  if (!email) errors.email = FORM_ERRORS.required;
  else if (!EMAIL_PATTERN.test(email)) errors.email = FORM_ERRORS.email;
  if (!values.contact_type) errors.contact_type = FORM_ERRORS.required;
  return errors;
}

export const STANDARD_QUESTIONNAIRE = 'standard';

/** The preselected questionnaire: the type made the company's default, else `standard`. */
export function defaultQuestionnaire(types: readonly QuestionnaireType[], companyPk: number | null): QuestionnaireType | null {
  return (
    types.find((type) => companyPk !== null && type.default_companies.includes(companyPk)) ??
    types.find((type) => type.questionnaire_type === STANDARD_QUESTIONNAIRE) ??
    types[0] ??
    null
  );
}

/** An empty form; with a single allowed type, that type is already chosen. */
export function emptyContact(allowedTypes: readonly FormContactType[]): NewContactValues {
  return {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    contact_type: allowedTypes.length === 1 ? allowedTypes[0] : '',
    confidential: false,
    send_invitation: true,
    questionnaire_id: '',
  };
}

/** Submitting waits for the questionnaire list when an invitation goes with the contact. */
export const missingQuestionnaire = (values: NewContactValues): boolean => values.send_invitation && !values.questionnaire_id;

/**
 * The call's argument (contract createCompanyContact): the contact in the body, the invitation
 * choice in the query; names and e-mail trimmed, an empty phone left out.
 */
export function newContactRequest(values: NewContactValues, companyPk: number | null, lang: 'en' | 'fr') {
  const phone = values.phone.trim();
  return {
    ...(companyPk !== null && { company_id: companyPk }),
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email: values.email.trim(),
    ...(phone && { phone }),
    contact_type: values.contact_type as FormContactType,
    confidential: values.confidential,
    lang,
    query: {
      send_invitation: values.send_invitation ? ('1' as const) : ('0' as const),
      ...(values.send_invitation && values.questionnaire_id && { questionnaire_id: Number(values.questionnaire_id) }),
    },
  };
}
