import { addTranslations, PATHS } from '@rapport/platform';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { ACME, companyAdmin } from '../../../testing/company-admin';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { STORED, WORDS, idOf, valuesWith } from '../testing/values-fixtures';
import { ValuesSettingsPage } from './values-settings-page';

addTranslations('company', { en, fr });

type Body = { words: string[]; extra_supported_fields: { field_name_in_api?: string; field_name_for_user: string; word_ids: string[] }[] };

/** The page at /values/settings, the values list a heading to go back to; PUT answers what it got, with keys. */
function renderSettings(routes: MockRoutes = {}, { company = ACME, lang = 'en' as 'en' | 'fr' } = {}) {
  const api = mockApi({
    getCompanyValues: STORED,
    getWords: WORDS,
    updateCompanyValues: ({ body }) => {
      const sent = body as Body;
      return {
        words: sent.words,
        extra_supported_fields: sent.extra_supported_fields.map((field, i) => ({ field_name_in_api: field.field_name_in_api ?? `new_${i}`, ...field })),
        message: 'Values saved',
      };
    },
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path={PATHS.valuesSettings} element={<ValuesSettingsPage />} />
      <Route path={PATHS.values} element={<h1>The values missions</h1>} />
    </Routes>,
    { route: PATHS.valuesSettings, preloadedState: { ...companyAdmin(company), locale: { lang } }, lang },
  );
  return { api, ...view, sent: () => api.callsTo('updateCompanyValues').map((call) => call.body as Body) };
}

const profileGrid = () => screen.getByRole('group', { name: 'Words of the ideal profile' });
const word = (name: string) => within(profileGrid()).getByRole('button', { name });
const ranked = () => within(screen.getByRole('list', { name: "The ideal profile's words, most important first" })).getAllByRole('listitem').map((item) => item.textContent!.replace(/^\d+/, ''));
const save = () => screen.getByRole('button', { name: 'Save' });
const nameField = (n: number) => screen.getAllByRole('textbox', { name: /^Name/ })[n];
const NAMES = WORDS.slice(0, 12).map((w) => w.en);

describe('the values settings', () => {
  const toasts = toastsOfEachTest();

  it('preselects the stored avatar and values; Save waits for a change', async () => {
    const { api } = renderSettings();
    expect(await screen.findByRole('heading', { level: 1, name: 'Our values' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Words of the ideal profile' });
    const pressed = within(profileGrid())
      .getAllByRole('button', { pressed: true })
      .map((button) => button.textContent);
    expect(pressed).toEqual(NAMES);
    expect(within(profileGrid()).getAllByRole('button', { pressed: false })).toHaveLength(36);
    expect(screen.getByTestId('profile-word-counter')).toHaveTextContent('12 / 12');
    expect(nameField(0)).toHaveValue('Team spirit');
    expect(nameField(1)).toHaveValue('Boldness');
    expect(screen.getByText('Courage, Kindness')).toBeInTheDocument();
    expect(save()).toBeDisabled();
    expect(screen.getByText('No changes to save.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← Values missions' })).toHaveAttribute('href', PATHS.values);
    expect(api.callsTo('getCompanyValues')).toHaveLength(1);
  });

  it('sends the words picked and ranked and the values in one PUT, then says so and waits for the next change', async () => {
    const { user, sent } = renderSettings();
    await screen.findByRole('group', { name: 'Words of the ideal profile' });
    // Kindness out, Energy in: the ranking keeps the others in place, Energy last
    await user.click(word('Kindness'));
    expect(screen.getByRole('button', { name: '2. Rank them' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Next: rank the words' })).toBeDisabled();
    await user.click(word('Energy'));
    expect(save()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Next: rank the words' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Rank the words, most important first' })).toHaveFocus();
    expect(ranked()).toEqual([...NAMES.filter((name) => name !== 'Kindness'), 'Energy']);

    screen.getByRole('button', { name: 'Move Energy up' }).focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Move Energy up' })).toHaveFocus();
    expect(screen.getByTestId('profile-rank-announcer')).toHaveTextContent('Energy moved to position 11 of 12');

    await user.clear(nameField(1));
    await user.type(nameField(1), 'Daring');
    await user.click(save());
    await waitFor(() => expect(sent()).toHaveLength(1));
    const twelve = [...NAMES.filter((name) => name !== 'Kindness')];
    twelve.splice(10, 0, 'Energy');
    expect(sent()[0]).toEqual({
      words: twelve.map(idOf),
      extra_supported_fields: [
        { field_name_in_api: 'team_spirit', field_name_for_user: 'Team spirit', word_ids: ['w01', 'w02'] },
        { field_name_in_api: 'boldness', field_name_for_user: 'Daring', word_ids: ['w09'] },
      ],
    });
    await waitFor(() => expect(toasts.toasts).toEqual([{ type: 'success', title: 'Values saved' }]));
    expect(save()).toBeDisabled();
    expect(nameField(1)).toHaveValue('Daring');
  });

  it('goes back to the choice keeping the rank of the words still chosen', async () => {
    const { user } = renderSettings();
    await screen.findByRole('group', { name: 'Words of the ideal profile' });
    await user.click(screen.getByRole('button', { name: '2. Rank them' }));
    await user.click(screen.getByRole('button', { name: 'Move Humility up' }));
    await user.click(screen.getByRole('button', { name: 'Move Humility up' }));
    const reordered = [...NAMES.slice(0, 9), 'Humility', 'Calm', 'Generosity'];
    expect(ranked()).toEqual(reordered);

    await user.click(screen.getByRole('button', { name: 'Back: change the words' }));
    expect(screen.getByRole('heading', { level: 3, name: 'Choose the 12 words of the ideal profile' })).toHaveFocus();
    await user.click(word('Courage'));
    await user.click(word('Care'));
    await user.click(screen.getByRole('button', { name: '2. Rank them' }));
    expect(ranked()).toEqual([...reordered.slice(1), 'Care']);
  });

  it('shows a 400 at the field it names, keeps everything entered and focuses it', async () => {
    const failure = json({ status: 0, message: 'extra_supported_fields.1.field_name_for_user: Each value needs a name of its own.', code: 'values.field_twice', field: 'extra_supported_fields.1.field_name_for_user' }, 400);
    const { user, sent } = renderSettings({ updateCompanyValues: failure });
    await screen.findByRole('group', { name: 'Words of the ideal profile' });
    await user.click(word('Kindness'));
    await user.click(word('Energy'));
    await user.clear(nameField(1));
    await user.type(nameField(1), 'Team  spirit');
    await user.click(save());
    await waitFor(() => expect(nameField(1)).toHaveAccessibleDescription('Each value needs a name of its own.'));
    expect(nameField(1)).toHaveFocus();
    expect(nameField(1)).toHaveAttribute('aria-invalid', 'true');
    expect(nameField(1)).toHaveValue('Team  spirit');
    expect(nameField(0)).not.toHaveAttribute('aria-invalid');
    expect(word('Energy')).toHaveAttribute('aria-pressed', 'true');
    expect(word('Kindness')).toHaveAttribute('aria-pressed', 'false');
    expect(save()).toBeEnabled();
    expect(sent()).toHaveLength(1);
    expect(toasts.toasts).toEqual([]);

    // the message goes with the next edit of that field
    await user.type(nameField(1), '!');
    expect(nameField(1)).not.toHaveAttribute('aria-invalid');
  });

  it('shows a 400 about the avatar words in the ideal profile', async () => {
    const failure = json({ status: 0, message: 'words: Unknown word: w01', code: 'values.unknown_word', params: { id: 'w01' }, field: 'words' }, 400);
    const { user } = renderSettings({ updateCompanyValues: failure });
    await screen.findByRole('group', { name: 'Words of the ideal profile' });
    await user.click(nameField(0));
    await user.type(nameField(0), '!');
    await user.click(save());
    expect(await screen.findByText('Unknown word: w01')).toBeInTheDocument();
    expect(profileGrid()).toHaveAccessibleDescription('Unknown word: w01');
  });

  it('says values are off for the company when the save answers 403, keeping the form', async () => {
    const { user } = renderSettings({ updateCompanyValues: json({ status: 0, message: 'Values are not available for this company.', code: 'values.off' }, 403) });
    await screen.findByRole('group', { name: 'Words of the ideal profile' });
    await user.type(nameField(0), '!');
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent('Values are not available for this company.');
    expect(nameField(0)).toHaveValue('Team spirit!');
  });

  it('shows a clear message and no form to a company without the avatar option', async () => {
    const { api } = renderSettings({}, { company: { ...ACME, supports_avatar: false } });
    expect(await screen.findByText('Values are not available for this company.')).toBeInTheDocument();
    expect(screen.getByText('The ideal profile and the values come with the avatar option.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('says so too when the server answers 403 to the read', async () => {
    renderSettings({ getCompanyValues: json({ status: 0, message: 'Values are not available for this company.', code: 'values.off' }, 403) });
    expect(await screen.findByText('Values are not available for this company.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('adds values up to 8 and removes them, the focus following', async () => {
    const { user, sent } = renderSettings({ getCompanyValues: valuesWith(7) });
    await screen.findByRole('group', { name: 'Words of the ideal profile' });
    const add = screen.getByRole('button', { name: 'Add a value' });
    expect(add).toHaveAccessibleDescription('7 of 8 values');
    await user.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Name/ })).toHaveLength(8);
    expect(nameField(7)).toHaveFocus();
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add).toHaveAccessibleDescription('8 values at most: remove one to add another.');
    await user.click(add);
    expect(screen.getAllByRole('textbox', { name: /^Name/ })).toHaveLength(8);

    // the new value needs a name and a word: Save says so and sends nothing
    await user.click(save());
    expect(nameField(7)).toHaveFocus();
    expect(nameField(7)).toHaveAccessibleDescription('Required');
    expect(screen.getByRole('button', { name: 'Hide the words of Value 8' })).toHaveAccessibleDescription('Pick at least one word');
    expect(sent()).toEqual([]);

    await user.type(nameField(7), 'Care');
    const grid = screen.getByRole('group', { name: 'Words of Care' });
    await user.click(within(grid).getByRole('button', { name: 'Care' }));
    await user.click(screen.getByRole('button', { name: 'Remove Value A' }));
    expect(add).toHaveFocus();
    expect(add).not.toHaveAttribute('aria-disabled');
    await user.click(save());
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0].extra_supported_fields.map((field) => field.field_name_for_user)).toEqual(['Value B', 'Value C', 'Value D', 'Value E', 'Value F', 'Value G', 'Care']);
    expect(sent()[0].extra_supported_fields[6]).toEqual({ field_name_for_user: 'Care', word_ids: [idOf('Care')] });
  });

  it('lets a value weigh 12 words at most', async () => {
    const { user } = renderSettings();
    await screen.findByRole('group', { name: 'Words of the ideal profile' });
    await user.click(screen.getByRole('button', { name: 'Choose the words of Boldness' }));
    const grid = screen.getByRole('group', { name: 'Words of Boldness' });
    for (const w of WORDS.slice(0, 12)) if (w.word_id !== 'w09') await user.click(within(grid).getByRole('button', { name: w.en }));
    expect(screen.getByText('Words it weighs (12 / 12)')).toBeInTheDocument();
    const thirteenth = within(grid).getByRole('button', { name: 'Energy' });
    expect(thirteenth).toHaveAttribute('aria-disabled', 'true');
    await user.click(thirteenth);
    expect(thirteenth).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('Words it weighs (12 / 12)')).toBeInTheDocument();
  });

  it('speaks French', async () => {
    renderSettings({}, { lang: 'fr' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Nos valeurs' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Profil idéal' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Valeurs' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Mots du profil idéal' })).getByRole('button', { name: 'Courage fr' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });
});
