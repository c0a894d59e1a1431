import { person } from '../../../testing/mission-fixtures';
import { emptyMission, teamRow, type MissionFormValues } from './mission-form-rules';
import { chooseNewContact, contactWithEmail } from './new-contact-pick';

const form = (changes: Partial<MissionFormValues> = {}): MissionFormValues => ({ ...emptyMission(), ...changes });
const teamContacts = (values: MissionFormValues) => values.team.map((row) => row.contact);

describe('a contact made from the mission form', () => {
  it('is found in the reloaded list by its e-mail, whatever its case and spaces', () => {
    const ada = person('Ada', 'Lovelace', { id: 11, email: 'Ada.Lovelace@example.com' });
    expect(contactWithEmail([person('Alan', 'Turing'), ada], ' ada.lovelace@EXAMPLE.com ')).toBe(ada);
    expect(contactWithEmail([person('Alan', 'Turing')], 'ada.lovelace@example.com')).toBeUndefined();
  });

  it('becomes the manager, replacing the one chosen', () => {
    expect(chooseNewContact(form({ manager: '3' }), 'manager', 21).manager).toBe('21');
  });

  it('is ticked among the members, once', () => {
    const values = chooseNewContact(form({ members: [11] }), 'members', 21);
    expect(values.members).toEqual([11, 21]);
    expect(chooseNewContact(values, 'members', 21).members).toEqual([11, 21]);
  });

  it('fills the first team row without a contact, else a row of its own', () => {
    const rows = [teamRow('3'), teamRow(''), teamRow('')];
    expect(teamContacts(chooseNewContact(form({ team: rows }), 'team', 21))).toEqual(['3', '21', '']);
    const full = chooseNewContact(form({ team: [teamRow('3')] }), 'team', 21);
    expect(teamContacts(full)).toEqual(['3', '21']);
    expect(full.team[1].role).toBe('employee');
    expect(teamContacts(chooseNewContact(full, 'team', 21))).toEqual(['3', '21']);
  });
});
