import { on, type BusEvents, type RootState, type SessionProfile } from '@rapport/platform';
import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { ProPage } from './pro-page';

/** Stands in for the contact feature's section, which the app passes to the page. */
const contact = ({ intro }: { intro: string }) => <p data-testid="contact-section">{intro}</p>;

const profile = (companies: SessionProfile['companies']): SessionProfile => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  picture_url: null,
  referral: 'ref1',
  companies,
});
const company = { pk: 1, supports_barometer: true, supports_avatar: true, quotation_access: true };
const signedIn = (p: SessionProfile): Partial<RootState> => ({
  session: { email: p.email, referral: p.referral, token: 't0k', tokens: {}, partner: null, profile: p },
});

describe('ProPage', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens the sign-in view of the login modal for a visitor who asks for Pro Access', () => {
    const opened: BusEvents['auth:open-modal'][] = [];
    const off = on('auth:open-modal', (detail) => opened.push(detail));
    renderWithProviders(<ProPage contact={contact} />, { route: '/pro' });
    expect(screen.getByRole('heading', { level: 1, name: 'Build teams that work' })).toBeInTheDocument();
    fireEvent.click(screen.getAllByRole('button', { name: 'Pro Access' })[0]);
    expect(opened).toEqual([{ view: 'signin' }]);
    off();
  });

  it('explains all six missions, in English and in French', () => {
    const { unmount } = renderWithProviders(<ProPage contact={contact} />, { route: '/pro' });
    for (const name of ['Recruitment', 'Mobility', 'Onboarding', 'Team building', 'Values', 'Barometer']) {
      expect(screen.getByRole('button', { name: new RegExp(`: ${name}$`) })).toBeInTheDocument();
    }
    unmount();
    renderWithProviders(<ProPage contact={contact} />, { route: '/pro', lang: 'fr' });
    expect(screen.getByRole('heading', { level: 1, name: 'Construisez des équipes qui fonctionnent' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /: Baromètre$/ })).toBeInTheDocument();
  });

  it('sends a signed-in company user on to /recruitments', () => {
    renderWithProviders(<ProPage contact={contact} />, { route: '/pro', preloadedState: signedIn(profile([{ company }])) });
    expect(window.location.pathname).toBe('/recruitments');
  });

  it('sends a signed-in user without companies on to their results', () => {
    renderWithProviders(<ProPage contact={contact} />, { route: '/pro', preloadedState: signedIn(profile([])) });
    expect(window.location.pathname).toBe('/results');
  });

  it('lets a visitor stay', () => {
    renderWithProviders(<ProPage contact={contact} />, { route: '/pro' });
    expect(window.location.pathname).toBe('/');
  });
});
