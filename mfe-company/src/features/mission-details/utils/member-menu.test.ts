import { ada, edsger, grace, person } from '../testing/mission-fixtures';
import { memberMenuChoices, plainMemberEntries } from './member-menu';

const access = { quotationAccess: true };

describe('memberMenuChoices (spec sections 2 and 6)', () => {
  it('offers everything for a finished member of a recruitment, with the finished manager', () => {
    expect(memberMenuChoices(ada, grace, { kind: 'R', ...access })).toEqual([
      'details',
      'matching-en',
      'matching-fr',
      'profile-en',
      'profile-fr',
      'quotation',
      'all-matchings',
      'remove',
    ]);
  });

  it('offers the matching report only when both people have a result', () => {
    const unfinishedManager = person(3, 'Tim', 'Berners-Lee', { finished: false, contact_type: 'M' });
    expect(memberMenuChoices(edsger, grace, { kind: 'R', ...access })).toEqual(['details', 'all-matchings', 'remove']);
    expect(memberMenuChoices(ada, unfinishedManager, { kind: 'M', ...access })).not.toContain('matching-en');
    expect(memberMenuChoices(ada, null, { kind: 'M', ...access })).not.toContain('matching-fr');
  });

  it('offers the quotation table only with the company access, for a non-confidential contact with a result', () => {
    expect(memberMenuChoices(ada, grace, { kind: 'R', quotationAccess: false })).not.toContain('quotation');
    const secret = { ...ada, confidential: true, complete_profile: null };
    const choices = memberMenuChoices(secret, grace, { kind: 'R', ...access });
    expect(choices).not.toContain('quotation');
    expect(choices).not.toContain('profile-en');
  });

  it('leaves All Matchings out of onboarding (its removal is Remove Mentor)', () => {
    expect(memberMenuChoices(ada, grace, { kind: 'O', ...access })).not.toContain('all-matchings');
    expect(memberMenuChoices(ada, grace, { kind: 'M', ...access })).toContain('all-matchings');
  });
});

describe('plainMemberEntries (the team and values menus, spec section 6)', () => {
  const labels = { details: 'User details', quotation: 'Quotation Table' };

  it('offers the quotation table and Remove', () => {
    expect(plainMemberEntries({ ...labels, blockedHint: undefined, remove: 'Remove' })).toEqual([
      { value: 'details', label: 'User details', opensDialog: true },
      { value: 'quotation', label: 'Quotation Table', opensDialog: true, disabled: false, hint: undefined },
      { value: 'remove', label: 'Remove', danger: true, opensDialog: true },
    ]);
  });

  it('shows a refused quotation table disabled with its reason, and no Remove when it is not offered', () => {
    expect(plainMemberEntries({ ...labels, blockedHint: 'Confidential profile', remove: null })).toEqual([
      { value: 'details', label: 'User details', opensDialog: true },
      { value: 'quotation', label: 'Quotation Table', opensDialog: true, disabled: true, hint: 'Confidential profile' },
    ]);
  });
});
