import { contact } from '../testing/contact-fixtures';
import { statusButton } from './contact-status';

describe('statusButton (spec section 4)', () => {
  it.each([
    ['completed', 'contacts.status.completed', 'report-menu'],
    ['in_progress', 'contacts.status.inProgress', 'invite'],
    ['invitation_sent', 'contacts.status.invitationSent', 're-invite'],
    ['not_invited', 'contacts.status.notInvited', 'invite'],
  ] as const)('%s: %s, %s', (status, label, action) => {
    expect(statusButton(contact('Ada', 'Lovelace', { status }))).toMatchObject({ status, label, action, disabled: false });
  });

  it('disables the report menu of a confidential finished contact, and says why', () => {
    expect(statusButton(contact('Ada', 'Lovelace', { status: 'completed', confidential: true }))).toMatchObject({
      disabled: true,
      hint: 'contacts.status.hint.confidential',
    });
  });

  it('still lets a confidential contact be invited', () => {
    expect(statusButton(contact('Ada', 'Lovelace', { status: 'not_invited', confidential: true })).disabled).toBe(false);
  });
});
