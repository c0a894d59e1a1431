import { barometerInvitationLink, barometerLinkIsValid, invitationLinkOf } from './barometer-link';

describe('the barometer invitation link', () => {
  it('opens the public flow of the company with the survey code', () => {
    expect(barometerInvitationLink('https://rapport.test', 'Acme & Co', 'B-7x')).toBe('https://rapport.test/barometerquestionnaire/Acme%20%26%20Co/?mission=B-7x');
  });

  it("is valid until the end of its end date's day in the company's calendar, while the survey is not archived", () => {
    const today = '2026-05-01';
    expect(barometerLinkIsValid({ mission_end_date: '2026-05-02', is_active: true }, today)).toBe(true);
    expect(barometerLinkIsValid({ mission_end_date: '2026-05-01', is_active: true }, today)).toBe(true);
    expect(barometerLinkIsValid({ mission_end_date: '2026-04-30', is_active: true }, today)).toBe(false);
    expect(barometerLinkIsValid({ mission_end_date: '2026-06-01', is_active: false }, today)).toBe(false);
  });
});

describe('the link an invitation hands out', () => {
  const survey = { mission_type: 'B', mission_referral: 'B-7x' };
  it("is the public barometer flow's for a survey, the site root's for any other mission", () => {
    expect(invitationLinkOf('https://rapport.test', survey, 'Acme')).toBe('https://rapport.test/barometerquestionnaire/Acme/?mission=B-7x');
    expect(invitationLinkOf('https://rapport.test', { mission_type: 'R', mission_referral: 'R-1' }, 'Acme')).toBe('https://rapport.test/?mission=R-1');
  });

  it("falls back on the site root's link (it reaches the same survey) while the company's name is not known", () => {
    expect(invitationLinkOf('https://rapport.test', survey, undefined)).toBe('https://rapport.test/?mission=B-7x');
  });
});
