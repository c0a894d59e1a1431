import { contact } from '../testing/contact-fixtures';
import { filterContacts, indexContacts, nextSort, sortContacts, type ContactFilter, type Sort } from './contact-list';

const ROLES = { C: 'Candidate', E: 'Employee', M: 'Manager' } as const;
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

const people = indexContacts(
  [
    contact('Ada', 'Lovelace', { contact_type: 'C', status: 'completed', email: 'ada@analytical.org' }),
    contact('Alan', 'Turing', { contact_type: 'E', status: 'not_invited' }),
    contact('Léa', 'Zeller', { contact_type: 'M', status: 'invitation_sent' }),
    contact('Grace', 'hopper', { contact_type: 'C', status: 'in_progress' }),
  ],
  (type) => ROLES[type],
);
const all: ContactFilter = { search: '', kinds: { employee: true, candidate: true } };
const names = (list: typeof people) => list.map((entry) => entry.contact.first_name);

describe('filterContacts', () => {
  it('finds by first name, last name or e-mail, ignoring case and accents', () => {
    expect(names(filterContacts(people, { ...all, search: 'ADA' }))).toEqual(['Ada']);
    expect(names(filterContacts(people, { ...all, search: 'HOPPER' }))).toEqual(['Grace']);
    expect(names(filterContacts(people, { ...all, search: 'analytical.ORG' }))).toEqual(['Ada']);
    expect(names(filterContacts(people, { ...all, search: 'lea' }))).toEqual(['Léa']);
    expect(names(filterContacts(people, { ...all, search: '  alan turing ' }))).toEqual(['Alan']);
    expect(filterContacts(people, { ...all, search: 'nobody' })).toEqual([]);
  });

  it('keeps the ticked kinds; a manager counts as an employee', () => {
    expect(names(filterContacts(people, { ...all, kinds: { employee: true, candidate: false } }))).toEqual(['Alan', 'Léa']);
    expect(names(filterContacts(people, { ...all, kinds: { employee: false, candidate: true } }))).toEqual(['Ada', 'Grace']);
    expect(filterContacts(people, { ...all, kinds: { employee: false, candidate: false } })).toEqual([]);
  });
});

describe('sorting', () => {
  it('cycles ascending, descending, unsorted on one column; another column starts ascending', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ column: 'name', direction: 'ascending' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ column: 'name', direction: 'descending' });
    expect(nextSort(second, 'name')).toBeNull();
    expect(nextSort(second, 'status')).toEqual({ column: 'status', direction: 'ascending' });
  });

  const sorted = (sort: Sort | null) => names(sortContacts(people, sort, collator));

  it('sorts by last name then first name, case-insensitively', () => {
    expect(sorted({ column: 'name', direction: 'ascending' })).toEqual(['Grace', 'Ada', 'Alan', 'Léa']);
    expect(sorted({ column: 'name', direction: 'descending' })).toEqual(['Léa', 'Alan', 'Ada', 'Grace']);
  });

  it('sorts by role label, ties in the server order', () => {
    expect(sorted({ column: 'role', direction: 'ascending' })).toEqual(['Ada', 'Grace', 'Alan', 'Léa']);
  });

  it('sorts by status from not invited to completed', () => {
    expect(sorted({ column: 'status', direction: 'ascending' })).toEqual(['Alan', 'Léa', 'Grace', 'Ada']);
    expect(sorted({ column: 'status', direction: 'descending' })).toEqual(['Ada', 'Grace', 'Léa', 'Alan']);
  });

  it('leaves the server order alone when unsorted', () => {
    expect(sorted(null)).toEqual(['Ada', 'Alan', 'Léa', 'Grace']);
  });
});
