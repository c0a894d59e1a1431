import { COMPANY_MESSAGES } from '@rapport/wire/api/company';
import { AUTH_MESSAGES } from '@rapport/wire/api/auth';
import en from '../../../locales/en.json';
import { defaultQuestionnaire, emptyContact, FORM_ERRORS, missingQuestionnaire, newContactErrors, newContactRequest, type NewContactValues } from './new-contact-rules';

const filled: NewContactValues = {
  ...emptyContact(['C', 'E']),
  first_name: ' Ada ',
  last_name: 'Lovelace',
  email: 'ada@example.com ',
  contact_type: 'C',
  questionnaire_id: '3',
};

describe('newContactErrors (spec section 5)', () => {
  it('asks for names, a valid e-mail and a type; the phone is optional', () => {
    expect(newContactErrors(emptyContact(['C', 'E']))).toEqual({
      first_name: FORM_ERRORS.firstNameRequired,
      last_name: FORM_ERRORS.lastNameRequired,
      email: FORM_ERRORS.required,
      contact_type: FORM_ERRORS.required,
    });
    expect(newContactErrors({ ...filled, first_name: '   ' })).toEqual({ first_name: FORM_ERRORS.firstNameRequired });
    expect(newContactErrors({ ...filled, email: 'ada@example' })).toEqual({ email: FORM_ERRORS.email });
    expect(newContactErrors(filled)).toEqual({});
  });

  it("says the spec's messages word for word in English", () => {
    const message = (key: string) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], en);
    expect(message(FORM_ERRORS.firstNameRequired)).toBe(COMPANY_MESSAGES.firstNameRequired);
    expect(message(FORM_ERRORS.lastNameRequired)).toBe(COMPANY_MESSAGES.lastNameRequired);
    expect(message(FORM_ERRORS.required)).toBe('Required');
    expect(message(FORM_ERRORS.email)).toBe(AUTH_MESSAGES.email);
    expect(message('contacts.form.added')).toBe(COMPANY_MESSAGES.contactAdded);
    expect(message('contacts.toasts.statusModified')).toBe(COMPANY_MESSAGES.statusModified);
    expect(message('contacts.toasts.deleted')).toBe(COMPANY_MESSAGES.contactDeleted);
    expect(message('contacts.toasts.invitationSent')).toBe(COMPANY_MESSAGES.invitationSent);
  });
});

describe('emptyContact', () => {
  it('starts not confidential, with an invitation, the type chosen only when one is allowed', () => {
    expect(emptyContact(['C', 'E'])).toMatchObject({ confidential: false, send_invitation: true, contact_type: '' });
    expect(emptyContact(['E']).contact_type).toBe('E');
  });
});

describe('defaultQuestionnaire', () => {
  const types = [
    { pk: 1, questionnaire_type: 'barometer', default_companies: [] },
    { pk: 2, questionnaire_type: 'standard', default_companies: [] },
    { pk: 3, questionnaire_type: 'workplace', default_companies: [7, 9] },
  ];
  it("prefers the type made the company's default, else standard", () => {
    expect(defaultQuestionnaire(types, 7)?.pk).toBe(3);
    expect(defaultQuestionnaire(types, 8)?.pk).toBe(2);
    expect(defaultQuestionnaire(types, null)?.pk).toBe(2);
    expect(defaultQuestionnaire([types[0]], 8)?.pk).toBe(1);
    expect(defaultQuestionnaire([], 8)).toBeNull();
  });
});

describe('newContactRequest', () => {
  it('sends the trimmed contact, the language, and the invitation with its questionnaire', () => {
    expect(newContactRequest(filled, 7, 'fr')).toEqual({
      company_id: 7,
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      contact_type: 'C',
      confidential: false,
      lang: 'fr',
      query: { send_invitation: '1', questionnaire_id: 3 },
    });
  });

  it('sends a phone when given, and no questionnaire without an invitation', () => {
    const request = newContactRequest({ ...filled, phone: ' +33 1 23 ', send_invitation: false, confidential: true }, 7, 'en');
    expect(request).toMatchObject({ phone: '+33 1 23', confidential: true, query: { send_invitation: '0' } });
    expect(request.query).not.toHaveProperty('questionnaire_id');
  });

  it('waits for a questionnaire only when inviting', () => {
    expect(missingQuestionnaire({ ...filled, questionnaire_id: '' })).toBe(true);
    expect(missingQuestionnaire({ ...filled, questionnaire_id: '', send_invitation: false })).toBe(false);
    expect(missingQuestionnaire(filled)).toBe(false);
  });
});
