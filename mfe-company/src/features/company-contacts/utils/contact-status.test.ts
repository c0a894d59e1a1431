import { contact } from '../testing/contact-fixtures';
import { quotationBlock, statusButton } from './contact-status';

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

describe('quotationBlock (spec section 6)', () => {
  const access = { quotation_access: true };
  it('opens for a non-confidential finished contact of a company with quotation access', () => {
    expect(quotationBlock(contact('Ada', 'Lovelace', { status: 'completed' }), access)).toBeNull();
  });

  it('is blocked without quotation access, for a confidential contact, or without a result', () => {
    const done = contact('Ada', 'Lovelace', { status: 'completed' });
    expect(quotationBlock(done, { quotation_access: false })).toBe('noAccess');
    expect(quotationBlock(done, null)).toBe('noAccess');
    expect(quotationBlock({ ...done, confidential: true }, access)).toBe('confidential');
    expect(quotationBlock({ ...done, result: null }, access)).toBe('noResult');
    expect(quotationBlock(contact('Alan', 'Turing', { status: 'in_progress' }), access)).toBe('noResult');
  });
});
