import type { CompanyContact } from '@rapport/wire/api/company';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ROWS_AT_ONCE } from '../../../hooks/use-progressive-rows';
import { manyContacts } from '../testing/contact-fixtures';
import { renderContactsPage } from '../testing/render-contacts-page';

/*
 * A list longer than its first rows, as a thousand contacts are: drawn in steps, sorted and
 * filtered as a whole. Three steps and some show it as well as a thousand rows, in a fraction
 * of the time. How fast it is (first rows, sort, search) is measured in chromium by
 * `npm run bench:company`, never here: jsdom's times say nothing of a browser's.
 */
const CONTACTS = 3 * ROWS_AT_ONCE + 7;
const contacts = manyContacts(CONTACTS);

// plain selectors: the rows by their contact's id, the order they are drawn in
const shownIds = () => [...document.querySelectorAll('tbody tr')].map((row) => Number(row.getAttribute('data-contact-id')));
const ids = (list: readonly CompanyContact[]) => list.map((contact) => contact.id);
const table = () => screen.getByRole('table');
const sortButton = (column: string) => within(screen.getByRole('columnheader', { name: new RegExp(`^${column}`) })).getByRole('button');
const allShown = (list: readonly CompanyContact[]) => waitFor(() => expect(shownIds()).toEqual(ids(list)));

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
/** by last name, then first name (the fixture's last names are all different) */
const byName = [...contacts].sort((a, b) => collator.compare(a.last_name, b.last_name) || collator.compare(a.first_name, b.first_name));
const JOURNEY = ['not_invited', 'invitation_sent', 'in_progress', 'completed'];
/** from not invited to completed, ties in the server's order */
const byStatus = [...contacts].sort((a, b) => JOURNEY.indexOf(a.status) - JOURNEY.indexOf(b.status));

describe('/company-contacts with more contacts than its first rows', () => {
  afterEach(() => jest.restoreAllMocks());

  it('draws its first rows at once, in the server order, then every row', async () => {
    renderContactsPage(contacts);
    // seen as they are drawn: waitFor looks at each change of the page, and the next rows come a task later
    const first = await waitFor(() => {
      const shown = shownIds();
      expect(shown.length).toBeGreaterThan(0);
      return { shown, busy: table().getAttribute('aria-busy') };
    });
    expect(first).toEqual({ shown: ids(contacts.slice(0, ROWS_AT_ONCE)), busy: 'true' });
    await allShown(contacts);
    expect(table()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText(`${CONTACTS} contacts shown`)).toBeInTheDocument();
  });

  it('sorts every contact, not only the rows drawn, and draws the sorted list from its first rows', async () => {
    renderContactsPage(contacts);
    await allShown(contacts);
    // each click answers with the first rows of the whole list in its new order, the rest after
    fireEvent.click(sortButton('Name'));
    expect(shownIds()).toEqual(ids(byName.slice(0, ROWS_AT_ONCE)));
    await allShown(byName);
    fireEvent.click(sortButton('Name'));
    const descending = [...byName].reverse();
    expect(shownIds()).toEqual(ids(descending.slice(0, ROWS_AT_ONCE)));
    await allShown(descending);
    fireEvent.click(sortButton('Name'));
    await allShown(contacts);
    fireEvent.click(sortButton('Status'));
    expect(shownIds()).toEqual(ids(byStatus.slice(0, ROWS_AT_ONCE)));
    await allShown(byStatus);
  });

  it('searches and filters every contact, not only the rows drawn', async () => {
    renderContactsPage(contacts);
    // from the first rows on: the contacts found are all over the list
    await waitFor(() => expect(shownIds().length).toBeGreaterThan(0));
    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'LOVELACE' } });
    const lovelaces = contacts.filter((contact) => contact.last_name.startsWith('Lovelace'));
    expect(lovelaces.length).toBeGreaterThan(3);
    await allShown(lovelaces);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Candidate' }));
    const employees = (list: readonly CompanyContact[]) => list.filter((contact) => contact.contact_type !== 'C');
    await allShown(employees(lovelaces));
    fireEvent.change(search, { target: { value: '' } });
    expect(employees(contacts).length).toBeGreaterThan(ROWS_AT_ONCE);
    await allShown(employees(contacts));
    expect(screen.getByText(`${employees(contacts).length} contacts shown`)).toBeInTheDocument();
  });
});
