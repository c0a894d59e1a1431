import { quotationBlock } from './quotation-access';

const finished = { status: 'completed', confidential: false, result: { date: '2026-03-12T10:00:00Z', r_percent: 40, i_percent: 35, s_percent: 25 } } as const;

describe('quotationBlock (spec section 6)', () => {
  const access = { quotation_access: true };
  it('opens for a non-confidential finished contact of a company with quotation access', () => {
    expect(quotationBlock(finished, access)).toBeNull();
  });

  it('is blocked without quotation access, for a confidential contact, or without a result', () => {
    expect(quotationBlock(finished, { quotation_access: false })).toBe('noAccess');
    expect(quotationBlock(finished, null)).toBe('noAccess');
    expect(quotationBlock({ ...finished, confidential: true }, access)).toBe('confidential');
    expect(quotationBlock({ ...finished, result: null }, access)).toBe('noResult');
    expect(quotationBlock({ status: 'in_progress', confidential: false, result: null }, access)).toBe('noResult');
  });
});
