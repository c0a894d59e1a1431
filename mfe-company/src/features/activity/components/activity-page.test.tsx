import { screen, waitFor, within } from '@testing-library/react';
import { json, mockApi, type ApiRequest } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { ACTIVITY_KINDS, type ActivityEntry } from '@rapport/wire/entities/activity';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { companyAdmin } from '../../../testing/company-admin';
import { ActivityPage } from './activity-page';

const ADMIN = 'admin@acme.test';
const COLLEAGUE = 'claire@acme.test';

const entry = (id: number, values: Partial<ActivityEntry> = {}): ActivityEntry => ({
  id,
  // newest first: a higher id is later
  at: new Date(Date.UTC(2026, 4, 4, 8, 0) + id * 60_000).toISOString(),
  kind: 'contact.created',
  actor_email: ADMIN,
  ip: '198.51.100.4',
  subject: `Person ${id} <person${id}@example.org>`,
  detail: {},
  ...values,
});

const failure = () => json({ status: 0, message: 'Internal server error', code: 'server.internal' }, 500);

/** The trail of 30 entries (newest first), paged by 25 as the API does, filtered by kind and person. */
function trailApi(all: ActivityEntry[]) {
  return ({ query }: ApiRequest) => {
    const kept = all.filter((e) => (!query.kind || e.kind === query.kind) && (!query.person || e.actor_email === query.person));
    const start = query.cursor ? Number(query.cursor) : 0;
    const entries = kept.slice(start, start + 25);
    return json({ entries, next_cursor: start + 25 < kept.length ? String(start + 25) : null, people: [ADMIN, COLLEAGUE] });
  };
}

const renderPage = (routes: Parameters<typeof mockApi>[0], lang: 'en' | 'fr' = 'en') => {
  const api = mockApi(routes);
  const view = renderWithProviders(<ActivityPage />, { route: '/activity', preloadedState: companyAdmin(), lang });
  return { api, ...view };
};

const rows = (name = 'Activity, newest first') => within(screen.getByRole('region', { name })).getAllByRole('row').slice(1);

describe('/activity', () => {
  const trail = Array.from({ length: 30 }, (_, n) => entry(30 - n, n % 3 === 0 ? { kind: 'mission.created', subject: `REC-${n} Mission`, actor_email: COLLEAGUE, detail: { mission_type: 'R', people: 3 } } : {}));

  it('lists the entries newest first with when, who, what in words, the subject and the address, then loads more under them', async () => {
    const { api, user } = renderPage({ listCompanyActivity: trailApi(trail) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Activity' })).toBeInTheDocument();
    await screen.findByText('25 entries shown');
    const first = rows()[0];
    expect(within(first).getByRole('rowheader')).toHaveTextContent('May 4, 2026');
    expect(within(first).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([COLLEAGUE, 'Mission created recruitment · 3 people', 'REC-0 Mission', '198.51.100.4']);
    expect(within(rows()[1]).getAllByRole('cell')[1]).toHaveTextContent('Contact added');

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('30 entries shown');
    // the focus goes to the first row added, and every page is asked after the one before
    await waitFor(() => expect(rows()[25]).toHaveFocus());
    expect(api.calls.map((call) => call.query.cursor ?? null)).toEqual([null, '25']);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(screen.getByText('That is all the activity kept.')).toBeInTheDocument();
  });

  it('filters by person and by kind, each filter from the newest entry again', async () => {
    const { api, user } = renderPage({ listCompanyActivity: trailApi(trail) });
    await screen.findByText('25 entries shown');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), COLLEAGUE);
    await screen.findByText('10 entries shown');
    expect(rows().every((row) => within(row).getAllByRole('cell')[0].textContent === COLLEAGUE)).toBe(true);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Person' }), '');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Contact added');
    await screen.findByText('20 entries shown');
    expect(api.calls.at(-1)?.query).toEqual({ kind: 'contact.created' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'Survey ended');
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers every kind in words, those the import, the exports and the reminders record too', async () => {
    renderPage({ listCompanyActivity: trailApi([]) });
    const kinds = within(await screen.findByRole('combobox', { name: 'Action' })).getAllByRole('option').map((option) => option.textContent);
    expect(kinds).toHaveLength(ACTIVITY_KINDS.length + 1);
    expect(kinds).toEqual(expect.arrayContaining(['Contact imported', 'Reminder sent', 'Export made', 'Made an employee']));
    expect(kinds.every((kind) => kind && !kind.includes('.'))).toBe(true);
    expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
  });

  it('says the product itself acted, and what the detail of an import, a change, an export and a reminder was', async () => {
    renderPage({
      listCompanyActivity: trailApi([
        entry(5, { kind: 'contact.reminded', actor_email: null, ip: null, detail: { reminder: 2, of: 3 } }),
        entry(4, { kind: 'export.made', subject: 'Company contacts', detail: { export: 'contacts', format: 'xlsx', rows: 12 } }),
        entry(3, { kind: 'contact.updated', detail: { fields: ['first_name', 'phone'] } }),
        entry(2, { kind: 'contact.converted', detail: { from: 'C', to: 'E' } }),
        entry(1, { kind: 'contact.imported', detail: { file_name: 'people.csv', row: 7, invited: true } }),
      ]),
    });
    await screen.findByText('5 entries shown');
    const cells = rows().map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(cells.map((row) => [row[0], row[1], row[3]])).toEqual([
      ['Rapport (automatic)', 'Reminder sent reminder 2 of 3', 'None'],
      [ADMIN, 'Export made company contacts, XLSX, 12 rows', '198.51.100.4'],
      [ADMIN, 'Contact changed Changed: first name, phone', '198.51.100.4'],
      [ADMIN, 'Made an employee from candidate to employee', '198.51.100.4'],
      [ADMIN, 'Contact imported file people.csv, row 7 · with an invitation', '198.51.100.4'],
    ]);
  });

  it('says a failed load as a failure with Try again, and a failed next page below the rows it keeps', async () => {
    const ok = trailApi(trail);
    let firstFails = true;
    let nextFails = true;
    const { user } = renderPage({
      listCompanyActivity: (request) => ((request.query.cursor ? nextFails : firstFails) ? failure() : ok(request)),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The activity could not be loaded.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();

    firstFails = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByText('25 entries shown');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The next entries could not be loaded.');
    expect(rows()).toHaveLength(25);

    nextFails = false;
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await screen.findByText('30 entries shown');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks French', async () => {
    expect(Object.keys(fr.activity)).toEqual(Object.keys(en.activity));
    renderPage({ listCompanyActivity: trailApi(trail.slice(0, 2)) }, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Activité' })).toBeInTheDocument();
    await screen.findByText('2 entrées affichées');
    expect(screen.getByRole('combobox', { name: 'Personne' })).toBeInTheDocument();
    const [first] = rows('Activité, la plus récente d’abord');
    expect(within(first).getAllByRole('cell')[1]).toHaveTextContent('Mission créée recrutement · 3 personnes');
    expect(within(first).getByRole('rowheader')).toHaveTextContent('4 mai 2026');
  });
});
