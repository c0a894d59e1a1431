import { person } from '../../../testing/mission-fixtures';
import { inviteRows, searchRows, selectAllState, stillSelectable, toggleAll } from './invitation-list';

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
const ada = person('Ada', 'Lovelace', { id: 1 });
const alan = person('Alan', 'Turing', { id: 2 });
const grace = person('Grace', 'Hopper', { id: 3 });
const lea = person('Léa', 'Dupré', { id: 4, email: '' });
const rows = inviteRows([ada, alan, grace, lea], [3], collator);

describe("the invitations dialog's list", () => {
  it('lists the contacts by last name, those already invited or without an address not to be chosen', () => {
    expect(rows.map((row) => [row.name, row.state])).toEqual([
      ['Léa Dupré', 'no_email'],
      ['Grace Hopper', 'invited'],
      ['Ada Lovelace', 'selectable'],
      ['Alan Turing', 'selectable'],
    ]);
  });

  it('finds a contact by first name, last name or address, ignoring case and accents', () => {
    expect(searchRows(rows, 'DUPRE').map((row) => row.pk)).toEqual([4]);
    expect(searchRows(rows, 'ada l').map((row) => row.pk)).toEqual([1]);
    expect(searchRows(rows, 'turing@').map((row) => row.pk)).toEqual([2]);
    expect(searchRows(rows, '  ')).toHaveLength(4);
  });

  it('selects every contact shown that can be chosen, and keeps the others as they were', () => {
    const shown = searchRows(rows, 'a');
    expect(selectAllState(shown, new Set())).toEqual({ checked: false, mixed: false, count: 2 });
    const all = toggleAll(shown, new Set([99]), true);
    expect([...all].sort()).toEqual([1, 2, 99]);
    expect(selectAllState(shown, all)).toEqual({ checked: true, mixed: false, count: 2 });
    expect(selectAllState(shown, new Set([1]))).toEqual({ checked: false, mixed: true, count: 2 });
    expect([...toggleAll(shown, all, false)]).toEqual([99]);
  });

  it('says nothing can be selected when no contact shown can be chosen', () => {
    expect(selectAllState(searchRows(rows, 'hopper'), new Set())).toEqual({ checked: false, mixed: false, count: 0 });
  });

  it('drops from the selection a contact invited meanwhile, or gone', () => {
    expect([...stillSelectable(new Set([1, 3, 42]), rows)]).toEqual([1]);
  });
});
