import { CELL_NAME_LIMIT, fullName, missionInvitationLink, searchable, TABLE_TEXT_LIMIT, truncate } from './text';

describe('the tables\' texts', () => {
  it('cut at 30 characters (names and missions in tables) with an ellipsis, short ones unchanged', () => {
    expect(truncate('Ada Lovelace', TABLE_TEXT_LIMIT)).toBe('Ada Lovelace');
    expect(truncate('x'.repeat(30), TABLE_TEXT_LIMIT)).toBe('x'.repeat(30));
    expect(truncate('Senior backend developer for the payments team', TABLE_TEXT_LIMIT)).toBe('Senior backend developer for t…');
    const long = 'Maximilienne-Antoinette de La Rochefoucauld';
    expect(truncate(long, TABLE_TEXT_LIMIT)).toBe(`${long.slice(0, 30)}…`);
  });

  it('cut at 15 characters in score cells, counting characters rather than UTF-16 units', () => {
    expect(truncate('Rochefoucauld-Liancourt', CELL_NAME_LIMIT)).toBe('Rochefoucauld-L…');
    expect(truncate('😀'.repeat(15), CELL_NAME_LIMIT)).toBe('😀'.repeat(15));
  });

  it('name a person first name first, and search without case or accents', () => {
    expect(fullName({ first_name: 'Léa', last_name: 'Dubois' })).toBe('Léa Dubois');
    expect(searchable('LÉA Dubois')).toBe('lea dubois');
  });

  it('make the mission link the site origin plus ?mission=', () => {
    expect(missionInvitationLink('https://rapport.example', 'a b')).toBe('https://rapport.example/?mission=a%20b');
  });
});
