import { missionFileName } from './mission-file-name';

describe('missionFileName (spec section 9)', () => {
  it('joins the first 15 characters of the reference and of the last name and the first 3 of the first name', () => {
    expect(missionFileName('REC-2026-LEAD-DEV-01', { first_name: 'Grace', last_name: 'Hopper' })).toBe('REC-2026-LEAD-DHopperGra.png');
    expect(missionFileName('R1', { first_name: 'Maximilienne', last_name: 'de La Rochefoucauld' })).toBe('R1de La RochefoucMax.png');
  });

  it('drops the characters no file system takes, and has a name when nothing is left', () => {
    expect(missionFileName('A/B:C', { first_name: 'Ada', last_name: 'Love*lace' })).toBe('ABCLovelaceAda.png');
    expect(missionFileName('', null)).toBe('mission-details.png');
  });
});
