import { addTranslations } from '@rapport/platform';
import { getContactResult } from '@rapport/wire/api/calls';
import { contractUrl } from '@rapport/wire/api/client';
import type { CompanyResultResponse } from '@rapport/wire/api/company';
import { screen, waitFor, within } from '@testing-library/react';
import { toPng } from 'html-to-image';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { QuotationTableDialog } from './quotation-table-dialog';

jest.mock('html-to-image', () => ({ toPng: jest.fn() }));

addTranslations('company', { en, fr });

const CATEGORIES = ['agp', 'agv', 'opa', 'opp', 'reg', 'tri', 'evi', 'fui', 'fea', 'ade'] as const;
const result = {
  w_1: 0.751,
  x_1: -0.2,
  y_1: 0.034,
  z_1: -0.764,
  w_2: 0.2,
  x_2: 0.5,
  y_2: -0.4,
  z_2: 0.1,
  ...Object.fromEntries(CATEGORIES.flatMap((category, i) => [[`${category}1`, i], [`${category}2`, 18 - i]])),
  r_percent: 40,
  i_percent: 35,
  s_percent: 25,
  date: '2026-03-12T10:00:00Z',
} as CompanyResultResponse;

const ada = { id: 12, first_name: 'Ada', last_name: 'Lovelace' };

function setup(routes: MockRoutes = { getContactResult: result }, lang: 'en' | 'fr' = 'en') {
  const api = mockApi(routes);
  const onClose = jest.fn();
  const opener = document.createElement('button');
  document.body.appendChild(opener);
  const view = renderWithProviders(<QuotationTableDialog person={ada} onClose={onClose} finalFocusEl={() => opener} />, { lang });
  return { api, onClose, opener, ...view };
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the quotation table', () => {
  const toasts = toastsOfEachTest();

  it("shows the contact's relational profile, raw scores by mode, stakes and date", async () => {
    const { api } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Quotation table of Ada Lovelace' });
    await within(dialog).findByText('Date: 12 Mar 2026');
    // the spec's words, title case
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Relational Profile' })).toBeInTheDocument();
    expect(api.callsTo('getContactResult')[0].path).toBe(contractUrl(getContactResult, { id: ada.id }));
    const [axes, raw, stakes] = within(dialog).getAllByRole('table');
    expect(rowsOf(axes)).toEqual([
      ['Relational well-being', '+7.5', '+2'],
      ['Opposition', '-2', '+5'],
      ['Distance', '+0.3', '-4'],
      ['Discomfort', '-7.6', '+1'],
    ]);
    expect(within(raw).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Behaviour', 'On a daily basis', 'Under tension']);
    expect(rowsOf(raw)).toHaveLength(10);
    expect(rowsOf(raw)[0]).toEqual(['Passive aggression', '0', '18']);
    expect(rowsOf(raw)[9]).toEqual(['Adapted', '9', '9']);
    expect(rowsOf(stakes)).toEqual([
      ['Action', '40%'],
      ['Vision', '35%'],
      ['Intention', '25%'],
    ]);
  });

  it('speaks French', async () => {
    setup(undefined, 'fr');
    const dialog = await screen.findByRole('dialog', { name: 'Tableau de cotation : Ada Lovelace' });
    expect(await within(dialog).findByText('Date : 12 mars 2026')).toBeInTheDocument();
    expect(within(dialog).getByRole('heading', { level: 3, name: 'Profil relationnel' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('columnheader', { name: 'Au quotidien' })).toHaveLength(2);
    expect(within(dialog).getByRole('rowheader', { name: 'Bien-être relationnel' })).toBeInTheDocument();
  });

  it('prints the table as a PNG named after the person', async () => {
    jest.mocked(toPng).mockResolvedValue('data:image/png;base64,iVBORw0KGgo=');
    const saved: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(`${this.download} ${this.href}`);
    });
    const { user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Quotation table of Ada Lovelace' });
    await within(dialog).findByText('Date: 12 Mar 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'success', title: 'Quotation table downloaded successfully' })));
    expect(saved).toEqual(['LovelaceAda.png data:image/png;base64,iVBORw0KGgo=']);
    expect(jest.mocked(toPng).mock.calls[0][0]).toHaveTextContent('Raw scores by mode');
  });

  it('says when the picture could not be made', async () => {
    jest.mocked(toPng).mockRejectedValue(new Error('tainted canvas'));
    const { user } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Quotation table of Ada Lovelace' });
    await within(dialog).findByText('Date: 12 Mar 2026');
    await user.click(within(dialog).getByRole('button', { name: 'Print' }));
    await waitFor(() => expect(toasts.toasts).toContainEqual(expect.objectContaining({ type: 'error', title: 'Failed to download quotation table' })));
  });

  it("says the server's refusal, and prints nothing", async () => {
    setup({ getContactResult: json({ status: 0, message: 'This profile is confidential.', code: 'company.confidential' }, 403) });
    const dialog = await screen.findByRole('dialog', { name: 'Quotation table of Ada Lovelace' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This profile is confidential.');
    expect(within(dialog).getByRole('button', { name: 'Print' })).toBeDisabled();
  });

  it('closes like any dialog, gives the focus back, then tells its owner', async () => {
    const { user, onClose, opener } = setup();
    const dialog = await screen.findByRole('dialog', { name: 'Quotation table of Ada Lovelace' });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
