import { mission, person } from '../../../testing/mission-fixtures';
import { LIST_KINDS } from './list-kinds';
import { duplicateReference, duplicateRequest, invitationLink, managerName, menuChoices } from './mission-list';

describe('the mission list rules', () => {
  it('gives a duplicate\'s reference " (1)", cutting the original so it stays within 20 characters', () => {
    expect(duplicateReference('REC-12')).toBe('REC-12 (1)');
    expect(duplicateReference('A'.repeat(16))).toBe(`${'A'.repeat(16)} (1)`);
    expect(duplicateReference('ABCDEFGHIJKLMNOPQRST')).toBe('ABCDEFGHIJKLMNOP (1)');
    expect(duplicateReference('ABCDEFGHIJKLMNO QRST')).toBe('ABCDEFGHIJKLMNO (1)');
    expect(Array.from(duplicateReference('ÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉÉ')).length).toBe(20);
  });

  it('duplicates every field and person of a mission, with ids and without a creation date', () => {
    const manager = person('Alan', 'Turing', { id: 3, contact_type: 'E' });
    const source = mission({
      pk: 9,
      reference: 'REC-9',
      mission_manager: manager,
      mission_member: [person('Ada', 'Lovelace', { id: 11 }), person('Edsger', 'Dijkstra', { id: 12 })],
      mission_viewers: [person('Tim', 'Berners-Lee', { id: 21 })],
      mission_benchmarks: [{ contact: person('Grace', 'Hopper', { id: 31, contact_type: 'M' }), benchmark_type: 'manager' }],
    });
    expect(duplicateRequest(source, 'R')).toEqual({
      mission_name: source.mission_name,
      reference: 'REC-9 (1)',
      mission_description: source.mission_description,
      mission_end_date: source.mission_end_date,
      type: 'R',
      company: 7,
      default_questionnaire_type: 4,
      mission_manager: 3,
      mission_member: [11, 12],
      mission_viewers: [21],
      mission_delegates: [],
      mission_benchmarks: [{ id: 31, benchmark_type: 'manager' }],
    });
    expect(duplicateRequest(mission({ default_questionnaire_type: null }), 'R')).toBeNull();
  });

  it('makes the invitation link from the site origin and the referral', () => {
    expect(invitationLink('https://rapport.example', 'ab12')).toBe('https://rapport.example/?mission=ab12');
  });

  it('names the manager last name first', () => {
    expect(managerName(mission({ mission_manager: person('Alan', 'Turing') }))).toBe('Turing Alan');
    expect(managerName(mission({ mission_manager: null }))).toBe('');
  });

  describe("a barometer survey's row menu", () => {
    const today = '2026-06-01';
    const running = mission({ mission_type: 'B', type: null, mission_end_date: '2099-01-01', is_active: true });
    const ended = mission({ mission_type: 'B', type: null, mission_end_date: '2026-01-01', is_active: false });
    const choices = (survey: typeof running, mode?: 'public' | 'invited') => menuChoices(LIST_KINDS.B, survey, today, mode);

    it('copies a public survey\'s link while it runs', () => {
      expect(choices(running, 'public')).toEqual(['delete', 'copy-link']);
      expect(choices(ended, 'public')).toEqual(['delete']);
      // its last day is still running; a list loaded before it ended shows it ended the day after
      expect(choices({ ...running, mission_end_date: today }, 'public')).toEqual(['delete', 'copy-link']);
      expect(choices({ ...running, mission_end_date: '2026-05-31' }, 'public')).toEqual(['delete']);
    });

    it('invites contacts to a survey of personal invitations while it runs, and offers no public link', () => {
      expect(choices(running, 'invited')).toEqual(['invite', 'delete']);
      expect(choices(ended, 'invited')).toEqual(['delete']);
    });

    it('offers the link, and no invitation, while the mode is not known', () => {
      expect(choices(running)).toEqual(['delete', 'copy-link']);
    });

    it("leaves the other missions' menus as they are", () => {
      expect(menuChoices(LIST_KINDS.R, mission({ is_active: false }), today)).toEqual(['duplicate', 'delete', 'copy-link']);
    });
  });
});
