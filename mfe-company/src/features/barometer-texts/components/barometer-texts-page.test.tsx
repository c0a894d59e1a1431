import { addTranslations, PATHS } from '@rapport/platform';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { json, mockApi, type MockRoutes } from '@rapport/platform/testing/mock-api';
import { toastsOfEachTest } from '@rapport/platform/testing/toasts-of-each-test';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import type { BarometerTexts } from '@rapport/wire/api/barometer-texts';
import en from '../../../locales/en.json';
import fr from '../../../locales/fr.json';
import { companyAdmin } from '../../../testing/company-admin';
import { BarometerTextsPage } from './barometer-texts-page';

addTranslations('company', { en, fr });

const none = { header1: null, header2: null, intro: null };
/** What the company wrote before there were languages: English, the default. */
const STORED: BarometerTexts = {
  default_language: 'en',
  texts: { en: { header1: 'How are we doing?', header2: 'Climate survey 2026', intro: 'Anonymous.' }, fr: none, ru: none },
};

type Body = { default_language: string; texts: Record<string, Record<string, string>> };

/** The page at /barometer/texts; PUT answers the texts as the server stores them (blank: none). */
function renderTexts(routes: MockRoutes = {}, lang: 'en' | 'fr' = 'en') {
  const api = mockApi({
    getBarometerTexts: STORED,
    updateBarometerTexts: ({ body }) => {
      const sent = body as Body;
      const setOf = (set: Record<string, string>) => ({ header1: set.header1 || null, header2: set.header2 || null, intro: set.intro || null });
      return { default_language: sent.default_language as 'en', texts: { en: setOf(sent.texts.en), fr: setOf(sent.texts.fr), ru: setOf(sent.texts.ru) } };
    },
    ...routes,
  });
  const view = renderWithProviders(
    <Routes>
      <Route path={PATHS.barometerTexts} element={<BarometerTextsPage />} />
      <Route path={PATHS.barometer} element={<h1>The surveys</h1>} />
    </Routes>,
    { route: PATHS.barometerTexts, preloadedState: { ...companyAdmin(), locale: { lang } }, lang },
  );
  return { api, ...view, sent: () => api.callsTo('updateBarometerTexts').map((call) => call.body as Body) };
}

const language = (name: RegExp) => screen.getByRole('group', { name });
const field = (group: RegExp, label: RegExp) => within(language(group)).getByRole('textbox', { name: label });
const save = () => screen.getByRole('button', { name: 'Save' });

describe('the survey page texts', () => {
  const toasts = toastsOfEachTest();

  it('shows what is stored, each language in a group of its own written in that language, and saves each language and the default', async () => {
    const { user, sent } = renderTexts();
    expect(await screen.findByRole('heading', { level: 1, name: 'Survey page texts' })).toBeInTheDocument();
    await screen.findByRole('group', { name: /^English/ });
    expect(field(/^English \(default language\)$/, /^Title/)).toHaveValue('How are we doing?');
    expect(field(/^Français$/, /^Title/)).toHaveValue('');
    expect(field(/^Français$/, /^Title/)).toHaveAttribute('lang', 'fr');
    expect(field(/^Русский$/, /^Introduction/)).toHaveAttribute('lang', 'ru');
    expect(screen.getByRole('combobox', { name: 'Default language' })).toHaveValue('en');
    expect(save()).toBeDisabled();

    const write = async (element: HTMLElement, text: string) => {
      await user.click(element);
      await user.paste(text);
    };
    await write(field(/^Français$/, /^Title/), 'Comment allons-nous ?');
    await write(field(/^Français$/, /^Introduction/), 'Anonyme.');
    await write(field(/^Русский$/, /^Title/), 'Как у нас дела?');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default language' }), 'fr');
    expect(language(/^Français \(default language\)$/)).toBeInTheDocument();
    await user.click(save());

    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]).toEqual({
      default_language: 'fr',
      texts: {
        en: { header1: 'How are we doing?', header2: 'Climate survey 2026', intro: 'Anonymous.' },
        fr: { header1: 'Comment allons-nous ?', header2: '', intro: 'Anonyme.' },
        ru: { header1: 'Как у нас дела?', header2: '', intro: '' },
      },
    });
    await waitFor(() => expect(toasts.toasts).toEqual([expect.objectContaining({ type: 'success', title: 'Survey page texts saved' })]));
    expect(save()).toBeDisabled();
  });

  it('says before sending that the default language needs texts when another language has some, at its title, focused', async () => {
    const { user, sent } = renderTexts();
    await screen.findByRole('group', { name: /^English/ });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Default language' }), 'ru');
    await user.click(save());
    const title = field(/^Русский \(default language\)$/, /^Title/);
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription("Write the texts in the default language too: a language without texts of its own shows the default language's.");
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(sent()).toHaveLength(0);
  });

  it('says a text is too long, and the limits before', async () => {
    const { user, sent } = renderTexts();
    await screen.findByRole('group', { name: /^English/ });
    const subtitle = field(/^English/, /^Subtitle/);
    expect(subtitle).toHaveAccessibleDescription('160 characters at most.');
    await user.clear(subtitle);
    await user.click(subtitle);
    await user.paste('x'.repeat(161));
    await user.tab();
    expect(subtitle).toHaveAccessibleDescription('Maximum 160 characters are allowed.');
    await user.click(save());
    await waitFor(() => expect(subtitle).toHaveFocus());
    expect(sent()).toHaveLength(0);
  });

  it("shows the server's refusal at the place it names, in the interface's language, the texts kept", async () => {
    const refusal = json({ status: 0, message: 'Maximum 120 characters are allowed.', code: 'validation.too_long', params: { max: 120 }, field: 'texts.fr.header1' }, 400);
    const { user } = renderTexts({ updateBarometerTexts: refusal }, 'fr');
    const title = within(await screen.findByRole('group', { name: /^Français$/ })).getByRole('textbox', { name: /^Titre/ });
    await user.type(title, 'Bonjour');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(title).toHaveFocus());
    expect(title).toHaveAccessibleDescription('120 caractères maximum.');
    expect(title).toHaveValue('Bonjour');
  });

  it('says a failed load as such, with a way to try again', async () => {
    const { user, api } = renderTexts({ getBarometerTexts: json({ status: 0, message: 'down', code: 'server.internal' }, 500) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The survey page texts could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo('getBarometerTexts').length).toBeGreaterThan(1));
  });
});
