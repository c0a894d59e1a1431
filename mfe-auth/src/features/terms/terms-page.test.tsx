import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { TermsPage } from './terms-page';

describe('TermsPage', () => {
  it.each(['en', 'fr'] as const)('shows 32 articles with a table of contents linking to each (%s)', (lang) => {
    renderWithProviders(<TermsPage />, { lang, route: '/privacypolicy' });
    const contents = screen.getByRole('navigation');
    const links = within(contents).getAllByRole('link');
    expect(links).toHaveLength(32);
    const articles = screen.getAllByRole('heading', { level: 2, name: /^Article \d+\./ });
    expect(articles).toHaveLength(32);
    links.forEach((link, i) => {
      const anchor = link.getAttribute('href')!.slice(1);
      expect(document.getElementById(anchor)).toContainElement(articles[i]);
    });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.querySelector('time')).toHaveAttribute('dateTime', '2026-11-22');
  });

  it('states the commitments the spec requires, in both languages', () => {
    expect(en.terms.articles).toHaveLength(32);
    expect(fr.terms.articles).toHaveLength(32);
    const all = (articles: { body: string[] }[]) => articles.flatMap((a) => a.body).join(' ');
    expect(all(en.terms.articles)).toEqual(expect.stringContaining("one month\u2019s notice"));
    expect(all(en.terms.articles)).toEqual(expect.stringContaining('bank transfer only'));
    expect(all(en.terms.articles)).toEqual(expect.stringContaining('your two answers to each question'));
    expect(all(fr.terms.articles)).toEqual(expect.stringContaining('préavis d\u2019un mois'));
    expect(all(fr.terms.articles)).toEqual(expect.stringContaining('virement bancaire'));
  });
});
