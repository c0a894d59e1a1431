import { act, screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@rapport/ui/testing/render-with-providers';
import { json, mockApi, resetLocation } from '@rapport/platform/testing/mock-api';
import { registerSessionTranslations } from '../../../locales/session/register-session-translations';
import { BarometerLinkGate } from './barometer-link-gate';
import { LoginModal } from './login-modal';

registerSessionTranslations();

const none = { header1: null, header2: null, intro: null };
const barometer = {
  pk: 7,
  name: 'Acme & Co',
  company_logo: null,
  barometer_texts: { default_language: 'en' as const, texts: { en: none, fr: none, ru: none } },
  barometer_text_header1: null,
  barometer_text_header2: null,
  barometer_text_intro: null,
  mission_name: 'Spring barometer',
  mode: 'public' as const,
  is_active: true,
};

const renderAt = (route: string) =>
  renderWithProviders(
    <BarometerLinkGate>
      <LoginModal />
    </BarometerLinkGate>,
    { route },
  );

describe('the root link of a mission', () => {
  beforeEach(resetLocation);
  afterEach(() => jest.restoreAllMocks());

  it('of a barometer: goes to the survey, no login asked', async () => {
    const api = mockApi({ getCompanyFromMission: barometer, isMissionActive: { is_active: true } });
    renderAt('/?mission=B1');
    await waitFor(() => expect(window.location.pathname).toBe('/barometerquestionnaire/Acme%20%26%20Co/'));
    expect(window.location.search).toBe('?mission=B1');
    expect(api.callsTo('getCompanyFromMission').map((call) => [call.query, call.authorization])).toEqual([[{ mission_referral: 'B1' }, null]]);
    await act(async () => {});
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("of an invited barometer: the personal link's code goes along to the survey", async () => {
    mockApi({ getCompanyFromMission: { ...barometer, mode: 'invited' }, isMissionActive: { is_active: true } });
    renderAt('/?mission=B1&invitation=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
    await waitFor(() => expect(window.location.pathname).toBe('/barometerquestionnaire/Acme%20%26%20Co/'));
    expect(window.location.search).toBe('?mission=B1&invitation=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG');
  });

  it('of another kind of mission (404): the sign-up modal, as before', async () => {
    mockApi({ getCompanyFromMission: json({ message: 'This link is not a barometer survey.', code: 'barometer.not_a_barometer' }, 404), isMissionActive: { is_active: true } });
    renderAt('/?mission=M1');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
  });

  it('without a mission: asks nothing', async () => {
    const api = mockApi({});
    renderAt('/?login=1');
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });
});
