import { screen, waitFor, within } from '@testing-library/react';
import { json, resetLocation, type MockRoutes } from '@rapport/platform/testing/mock-api';
import {
  finishedBody,
  INVITATION,
  INVITED_ROUTE,
  invitedSurvey,
  keepProgress,
  keysOf,
  liveSurvey,
  progressAt,
  REFERRAL,
  ROUTE,
  seededRandom,
  TWELVE,
  words,
} from '../../../testing/fixtures';
import { SEED, start } from '../testing/barometer-page-harness';

describe('the public barometer', () => {
  beforeEach(() => {
    localStorage.clear();
    resetLocation();
  });
  afterEach(() => jest.restoreAllMocks());
  describe('a link that no longer leads anywhere removes the local progress and goes to the root page', () => {
    const kept = () => {
      keepProgress(progressAt('QUESTIONNAIRE', { demographic: 2, questionsDone: 3 }));
      localStorage.setItem('barometer:OTHER:view', '"DEMOGRAPHIC"');
      window.history.replaceState(null, '', ROUTE);
    };

    // the root page's address says why, in the survey's language (the link's French here), for the root page to tell the respondent
    it.each([
      ['is_mission_active false', { ...liveSurvey, isMissionActive: { is_active: false } }, '?survey=ended&survey_lang=fr'],
      ['the company lookup says inactive', { ...liveSurvey, getCompanyFromMission: { ...liveSurvey.getCompanyFromMission, is_active: false } }, '?survey=ended&survey_lang=fr'],
      ['an unknown link (404)', { ...liveSurvey, isMissionActive: json({ message: 'Unknown mission.' }, 404) }, '?survey=unknown&survey_lang=fr'],
      ['an ended survey (410)', { ...liveSurvey, getDemographicQuestions: json({ message: 'ended' }, 410) }, '?survey=ended&survey_lang=fr'],
    ] as const)('%s', async (_case, routes, search) => {
      kept();
      if (_case === 'an ended survey (410)') localStorage.removeItem(`barometer:${REFERRAL}:questionnaire`);
      start(routes as MockRoutes);
      await waitFor(() => expect(window.location.pathname).toBe('/'));
      expect(window.location.search).toBe(search);
      expect(keysOf()).toEqual([]);
      expect(localStorage.getItem('barometer:OTHER:view')).toBe('"DEMOGRAPHIC"');
    });

    it('in the language the respondent chose for the survey, Russian included', async () => {
      kept();
      localStorage.setItem(`barometer:${REFERRAL}:lang`, '"ru"');
      start({ ...liveSurvey, isMissionActive: { is_active: false } });
      await waitFor(() => expect(window.location.search).toBe('?survey=ended&survey_lang=ru'));
      expect(keysOf()).toEqual([]);
    });

    it('a submit answered 410: the survey ended meanwhile', async () => {
      keepProgress(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: TWELVE }));
      const { user } = start({ ...liveSurvey, submitBarometerResponse: json({ message: 'ended' }, 410) });
      await user.click(await screen.findByRole('button', { name: 'Validate' }));
      await waitFor(() => expect(window.location.pathname).toBe('/'));
      expect(window.location.search).toBe('?survey=ended&survey_lang=en');
      expect(keysOf()).toEqual([]);
    });

    it('a survey address without its code is no survey', async () => {
      start(liveSurvey, { route: '/barometerquestionnaire/Acme/', preloadedState: { locale: { lang: 'fr' } }, lang: 'fr' });
      await waitFor(() => expect(window.location.search).toBe('?survey=unknown&survey_lang=fr'));
      expect(window.location.pathname).toBe('/');
    });
  });

  describe('a survey answered from personal links', () => {
    const submitted = { ...invitedSurvey, submitBarometerResponse: { message: 'Thank you: your answers are saved.' } };

    it('says on the first page that the link works once and leaves no trace on the answers', async () => {
      start(invitedSurvey, { route: INVITED_ROUTE });
      expect(await screen.findByText('Your personal link works once, and your answers keep no trace of which link they came from.')).toBeInTheDocument();
      expect(screen.queryByText(/shuffled a little/)).not.toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: 'GO TO THE QUESTIONNAIRE' })).toBeEnabled());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    });

    it('opened without a personal link: says so before any question, and offers no way in', async () => {
      start(invitedSurvey);
      expect(await screen.findByRole('alert')).toHaveTextContent('This survey is answered from the personal link in your invitation e-mail.');
      expect(screen.queryByRole('button', { name: 'GO TO THE QUESTIONNAIRE' })).not.toBeInTheDocument();
      expect(keysOf()).toEqual([]);
    });

    it('says it in the survey’s language, Russian included', async () => {
      localStorage.setItem(`barometer:${REFERRAL}:lang`, '"ru"');
      start(invitedSurvey);
      expect(await screen.findByRole('alert')).toHaveTextContent('Этот опрос проходят по личной ссылке из письма-приглашения.');
    });

    it('sends the exact answers with the personal link’s code, then forgets the code with the progress', async () => {
      const order = [...TWELVE].reverse();
      keepProgress(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: order }));
      const draws = jest.spyOn(globalThis.crypto, 'getRandomValues');
      const random = jest.fn(seededRandom(SEED));
      const { user, api } = start(submitted, { route: INVITED_ROUTE, random });
      await user.click(await screen.findByRole('button', { name: 'Move Clarity up' }));
      expect(JSON.parse(localStorage.getItem(`barometer:${REFERRAL}:invitation`)!)).toBe(INVITATION);
      await user.click(screen.getByRole('button', { name: 'Validate' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Thank you!' })).toBeInTheDocument();
      const [sent] = api.callsTo('submitBarometerResponse');
      expect(sent.query).toEqual({ mission: REFERRAL, invitation: INVITATION });
      const moved = [...order];
      [moved[4], moved[5]] = [moved[5], moved[4]];
      expect(sent.body).toEqual(finishedBody(moved));
      expect(random).not.toHaveBeenCalled();
      expect(draws).not.toHaveBeenCalled();
      expect(keysOf()).toEqual([`barometer:${REFERRAL}:submitted`]);
    });

    it('keeps the code with the progress: a reload without it in the address still submits with it', async () => {
      keepProgress(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: TWELVE }));
      const first = start(submitted, { route: INVITED_ROUTE });
      await first.user.click(await screen.findByRole('button', { name: 'Move Clarity up' }));
      first.unmount();
      jest.restoreAllMocks();

      const { user, api } = start(submitted);
      await user.click(await screen.findByRole('button', { name: 'Validate' }));
      expect(await screen.findByRole('heading', { level: 2, name: 'Thank you!' })).toBeInTheDocument();
      expect(api.callsTo('submitBarometerResponse')[0].query).toEqual({ mission: REFERRAL, invitation: INVITATION });
      expect(keysOf()).toEqual([`barometer:${REFERRAL}:submitted`]);
    });

    it.each([
      [403, 'barometer.invitation_required', 'This survey is answered from the personal link in your invitation e-mail.'],
      [404, 'barometer.invitation_unknown', 'This personal link is not valid for this survey.'],
      [410, 'barometer.invitation_used', 'This personal link has already been used: each link takes one set of answers.'],
    ])('a submit refused with %i %s: says why, keeps the answers, stays on the survey', async (status, code, said) => {
      keepProgress(progressAt('SORT_WORDS', { demographic: 2, questionsDone: 18, selected: TWELVE }));
      const refused = json({ message: said, code }, status);
      const { user, api } = start({ ...invitedSurvey, submitBarometerResponse: refused }, { route: INVITED_ROUTE });
      window.history.replaceState(null, '', INVITED_ROUTE);
      await user.click(await screen.findByRole('button', { name: 'Validate' }));
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Failed to submit the responses to the questionnaire');
      expect(alert).toHaveTextContent(said);
      // the same link would be refused again
      expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(api.callsTo('submitBarometerResponse')).toHaveLength(1);
      expect(window.location.pathname).toBe('/barometerquestionnaire/Acme/');
      expect(screen.getByRole('heading', { level: 2, name: 'Sort your 12 words' })).toBeInTheDocument();
      expect(keysOf()).toHaveLength(7);
      expect(localStorage.getItem(`barometer:${REFERRAL}:submitted`)).toBeNull();
    });
  });

  it('speaks Russian on request: its texts, the content and the word picker', async () => {
    keepProgress(progressAt('SELECT_WORDS', { demographic: 2, questionsDone: 18 }));
    const { user, store } = start();
    await user.click(await screen.findByRole('button', { name: 'Русский' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Выберите 12 слов' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${words[0].en} (ru)` })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Слова' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');
    // the interface's store keeps its en/fr contract
    expect(store.getState().locale.lang).toBe('en');
    expect(localStorage.getItem(`barometer:${REFERRAL}:lang`)).toBe('"ru"');
    await user.click(screen.getByRole('button', { name: 'Français' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Choisissez 12 mots' })).toBeInTheDocument();
    expect(store.getState().locale.lang).toBe('fr');
  });
});
