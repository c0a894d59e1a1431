import { addTranslations } from '@rapport/platform';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { dayIn } from '@rapport/wire/entities/calendar-day';
import { screen, waitFor, within } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { useExportDownload, type ExportTarget } from '../hooks/use-export-download';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { companyAdmin } from '../testing/company-admin';
import { ExportMenu } from './export-menu';

addTranslations('company', { en, fr });

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const file = (type: string) => () => new Response(new Blob(['file']), { headers: { 'Content-Type': type } });

/** The menu as a page holds it: the export of a target, in the page's language. */
function Harness({ target, label }: { target: ExportTarget; label: string }) {
  const { t } = useTranslation('company');
  const exportFile = useExportDownload();
  return <ExportMenu label={t(label)} onExport={(format) => exportFile(target, format)} />;
}

/** The menu, once it has the focus: keys pressed before would go to the button. */
async function focusedMenu() {
  const menu = await screen.findByRole('menu');
  await waitFor(() => expect(menu).toHaveFocus());
  return menu;
}

const today = () => dayIn(Intl.DateTimeFormat().resolvedOptions().timeZone);

describe('the export menu', () => {
  const toasts = toastsOfEachTest();
  let saved: string[];
  beforeEach(() => {
    saved = [];
    URL.createObjectURL = jest.fn(() => 'blob:export');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
  });

  const render = (routes: MockRoutes, target: ExportTarget = { kind: 'contacts' }, label = 'exports.label.contacts', lang: 'en' | 'fr' = 'en') => {
    const api = mockApi(routes);
    const view = renderWithProviders(<Harness target={target} label={label} />, { preloadedState: companyAdmin(), lang });
    return { api, ...view };
  };

  it('opens from the keyboard, offers CSV and Excel, and saves the file chosen with the token, in the page language', async () => {
    const { api, user } = render({ exportCompanyContacts: file(XLSX_TYPE) });
    const button = screen.getByRole('button', { name: 'Export the company contacts' });
    expect(button).toHaveTextContent('Export');
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const menu = await focusedMenu();
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['CSV', 'Excel (XLSX)']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(saved).toEqual([`contacts-${today()}.xlsx blob:export`]));
    expect(api.callsTo('exportCompanyContacts').map(({ query, authorization }) => ({ query, authorization }))).toEqual([
      { query: { format: 'xlsx', lang: 'en' }, authorization: 'Token tok-admin' },
    ]);
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('closes on Escape, the focus back on the button, nothing exported', async () => {
    const { api, user } = render({ exportCompanyContacts: file('text/csv') });
    const button = screen.getByRole('button', { name: 'Export the company contacts' });
    await user.click(button);
    await focusedMenu();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(api.callsTo('exportCompanyContacts')).toEqual([]);
  });

  it("exports a mission's members against the person chosen, in French", async () => {
    const target: ExportTarget = { kind: 'members', pk: 12, source: 34, reference: 'REC-001' };
    const { api, user } = render({ exportMissionMembers: file('text/csv') }, target, 'exports.label.members', 'fr');
    const button = screen.getByRole('button', { name: 'Exporter les membres et leurs scores' });
    expect(button).toHaveTextContent('Exporter');
    await user.click(button);
    await focusedMenu();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(saved).toEqual([`rec-001-members-${today()}.csv blob:export`]));
    expect(api.callsTo('exportMissionMembers')[0].query).toEqual({ pk: '12', source: '34', format: 'csv', lang: 'fr' });
  });

  it('exports the activity as the page filters it', async () => {
    const target: ExportTarget = { kind: 'activity', filter: { kind: 'contact.created', person: 'ada@acme.test' } };
    const { api, user } = render({ exportCompanyActivity: file('text/csv') }, target, 'exports.label.activity');
    await user.click(screen.getByRole('button', { name: 'Export the activity' }));
    await focusedMenu();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(saved).toEqual([`activity-${today()}.csv blob:export`]));
    expect(api.callsTo('exportCompanyActivity')[0].query).toEqual({ kind: 'contact.created', person: 'ada@acme.test', format: 'csv', lang: 'en' });
  });

  it('says so when the file could not be made, and saves nothing', async () => {
    const { user } = render({ exportTeamMatchings: json({ status: 0, message: 'Boom' }, 500) }, { kind: 'team', pk: 3, reference: 'TB-001' }, 'exports.label.team');
    await user.click(screen.getByRole('button', { name: "Export the team's matchings" }));
    await focusedMenu();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'The file could not be exported.' })));
    expect(saved).toEqual([]);
    await waitFor(() => expect(screen.getByRole('button', { name: "Export the team's matchings" })).not.toHaveAttribute('aria-busy'));
  });
});
