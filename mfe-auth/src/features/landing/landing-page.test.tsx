import { on, type BusEvents } from '@rapport/platform';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { LandingPage } from './landing-page';

/** Stands in for the contact feature's section, which the app passes to the page. */
const contact = ({ intro }: { intro: string }) => <p data-testid="contact-section">{intro}</p>;

describe('LandingPage', () => {
  let opened: BusEvents['auth:open-modal'][];
  let off: () => void;
  beforeEach(() => {
    opened = [];
    off = on('auth:open-modal', (detail) => opened.push(detail));
  });
  afterEach(() => off());

  it('opens the sign-up view from "Start the questionnaire" and the sign-in view from "Sign in"', () => {
    renderWithProviders(<LandingPage contact={contact} />);
    fireEvent.click(screen.getByRole('button', { name: 'Start the questionnaire' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(opened).toEqual([{ view: 'signup' }, { view: 'signin' }]);
  });

  it('has one h1, the steps, a way to /pro and to the terms, and the contact section', () => {
    renderWithProviders(<LandingPage contact={contact} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 3, name: 'Step 1: Answer 18 situations' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Step 2: Choose and rank 12 words' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover Rapport for companies' })).toHaveAttribute('href', '/pro');
    expect(screen.getByRole('link', { name: /privacy policy/ })).toHaveAttribute('href', '/privacypolicy');
    expect(screen.getByTestId('contact-section')).toHaveTextContent('A question about the questionnaire');
  });

  it('offers a signed-in user their profile instead of the sign-in buttons', () => {
    renderWithProviders(<LandingPage contact={contact} />, {
      preloadedState: {
        session: { email: 'a@b.co', referral: 'r', token: 't', tokens: {}, partner: null, profile: null },
      },
    });
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to my profile' })).toBeInTheDocument();
  });

  it('is in French too', () => {
    renderWithProviders(<LandingPage contact={contact} />, { lang: 'fr' });
    fireEvent.click(screen.getByRole('button', { name: 'Commencer le questionnaire' }));
    expect(opened).toEqual([{ view: 'signup' }]);
  });
});
