import { screen } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { mockApi, resetLocation } from '@rapport/platform/testing/mock-api';
import serverEn from '@rapport/platform/i18n/locales/server.en.json';
import serverFr from '@rapport/platform/i18n/locales/server.fr.json';
import wordsEn from '@rapport/platform/i18n/locales/words.en.json';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import ru from '../locales/ru.json';
import wordsRu from '../locales/words.ru.json';
import { liveSurvey, ROUTE } from '../testing/fixtures';
import { BarometerApp } from './barometer-app';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`])).sort();

describe('the barometer remote', () => {
  beforeEach(() => {
    localStorage.clear();
    resetLocation();
  });
  afterEach(() => jest.restoreAllMocks());

  it('renders the survey at its route', async () => {
    mockApi(liveSurvey);
    renderWithProviders(<BarometerApp />, { route: ROUTE });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme climate survey' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'GO TO THE QUESTIONNAIRE' })).toBeInTheDocument();
  });

  it('renders nothing on a route another part owns', () => {
    const { container } = renderWithProviders(<BarometerApp />, { route: '/choice' });
    expect(container).toBeEmptyDOMElement();
  });

  it('has every string in English, French and Russian, the shared word picker’s too', () => {
    expect(keys(fr)).toEqual(keys(en));
    expect(keys(ru)).toEqual(keys(en));
    expect(keys(wordsRu)).toEqual(keys(wordsEn));
    expect(ru.first.start).toBe('ПЕРЕЙТИ К ОПРОСУ');
    expect(fr.first.start).toBe('ALLER AU QUESTIONNAIRE');
    expect(en.first.start).toBe('GO TO THE QUESTIONNAIRE');
  });

  it('says a personal link’s refusals as the server namespace does, in English and French', () => {
    for (const [survey, server] of [
      [en, serverEn],
      [fr, serverFr],
    ] as const) {
      expect(survey.invitation).toEqual({
        required: server.barometer.invitation_required,
        unknown: server.barometer.invitation_unknown,
        used: server.barometer.invitation_used,
      });
    }
  });
});
