import { screen } from '@testing-library/react';
import { renderWithProviders } from '../testing/render-with-providers';
import { PageLayout } from './page-layout';

const section = () => screen.getByRole('heading', { level: 1 }).closest('section')!;

describe('PageLayout', () => {
  it('names the page by its one h1, says its purpose, then shows its content', () => {
    renderWithProviders(
      <PageLayout title="Results" intro="Your relational profile." page="results" width="column">
        <p>the content</p>
      </PageLayout>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Results' })).toBeInTheDocument();
    expect(section()).toHaveAttribute('data-page', 'results');
    expect(section().textContent).toBe('ResultsYour relational profile.the content');
  });

  it('leaves out the purpose when there is none', () => {
    renderWithProviders(
      <PageLayout title="Sort" page="sort" width="column">
        <p>the content</p>
      </PageLayout>,
    );
    expect(section().textContent).toBe('Sortthe content');
  });

  // the questionnaire's steps in a narrow column; a company page's wide tables get the room
  it.each([
    ['column', '2xl', '6'],
    ['wide', '6xl', '8'],
  ] as const)('a %s page is at most %s wide', (width, maxW, pb) => {
    renderWithProviders(
      <PageLayout title="A page" page="a-page" width={width}>
        <p />
      </PageLayout>,
    );
    const style = getComputedStyle(section());
    expect(style.maxWidth).toBe(`var(--chakra-sizes-${maxW})`);
    expect(style.paddingBottom).toBe(`var(--chakra-spacing-${pb})`);
  });
});
