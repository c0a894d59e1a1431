import { confidentialOf, contactTypeOf } from './check-rows';
import { fieldOfHeader, missingFields, recogniseColumns } from './columns';

describe('the columns of a contacts file', () => {
  it.each([
    ['First name', 'first_name'],
    ['PRÉNOM', 'first_name'],
    ['Prénom (obligatoire)', 'first_name'],
    ['Nom', 'last_name'],
    ['Nom de famille', 'last_name'],
    ['Last_Name', 'last_name'],
    ['E-mail *', 'email'],
    ['Courriel', 'email'],
    ['Adresse e-mail', 'email'],
    ['Email Address', 'email'],
    ['Téléphone', 'phone'],
    ['Tél.', 'phone'],
    ['Type de contact', 'contact_type'],
    ['Rôle', 'contact_type'],
    ['Confidentiel', 'confidential'],
    ['Confidentialité', 'confidential'],
    ['Name', null],
    ['Notes', null],
  ])('"%s" holds %s', (header, field) => {
    expect(fieldOfHeader(header)).toBe(field);
  });

  it('gives a field to its first column only, and names the required fields no column holds', () => {
    const columns = recogniseColumns(['E-mail', 'Courriel', 'Nom', '']);
    expect(columns).toEqual(['email', null, 'last_name', null]);
    expect(missingFields(columns)).toEqual(['first_name', 'contact_type']);
  });
});

describe('the values of a row', () => {
  it.each([
    ['C', 'C'],
    ['candidate', 'C'],
    ['Candidat', 'C'],
    [' E ', 'E'],
    ['Employee', 'E'],
    ['Salarié', 'E'],
    ['salariée', 'E'],
    ['Manager', undefined],
    ['', undefined],
  ])('type "%s" is %s', (value, type) => {
    expect(contactTypeOf(value)).toBe(type);
  });

  it.each([
    ['yes', true],
    ['Oui', true],
    ['TRUE', true],
    ['1', true],
    ['vrai', true],
    ['no', false],
    ['NON', false],
    ['false', false],
    ['0', false],
    ['', false],
    ['maybe', undefined],
  ])('confidential "%s" is %s', (value, confidential) => {
    expect(confidentialOf(value)).toBe(confidential);
  });
});
