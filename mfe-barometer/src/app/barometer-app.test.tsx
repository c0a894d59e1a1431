import { addTranslations } from '@rapport/contracts';
import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../shared-contracts/src/testing/render-with-providers';
import en from '../locales/en.json';
import fr from '../locales/fr.json';
import { BarometerApp } from './barometer-app';

describe('the barometer remote', () => {
  beforeAll(() => addTranslations('barometer', { en, fr }));

  it.each([
    ['en', 'Workplace climate barometer'],
    ['fr', 'Baromètre du climat au travail'],
  ] as const)('renders the page it owns at its route (%s)', (lang, title) => {
    renderWithProviders(<BarometerApp />, { route: '/barometerquestionnaire/Acme', lang });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
  });

  it('renders nothing on a route another part owns', () => {
    const { container } = renderWithProviders(<BarometerApp />, { route: '/choice' });
    expect(container).toBeEmptyDOMElement();
  });

  it('has every string in English and French', () => {
    const keys = (o: object, prefix = ''): string[] =>
      Object.entries(o).flatMap(([k, v]) => (typeof v === 'object' ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
    expect(keys(fr).sort()).toEqual(keys(en).sort());
  });
});
