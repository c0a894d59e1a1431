import { quotationFileName } from './quotation-file-name';

describe('quotationFileName (spec section 9)', () => {
  it('joins the first 15 characters of the last name and the first 3 of the first name', () => {
    expect(quotationFileName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('LovelaceAda.png');
    expect(quotationFileName({ first_name: 'Grace', last_name: 'Hopper' })).toBe('HopperGra.png');
    expect(quotationFileName({ first_name: 'Jean', last_name: 'Montmorency-Laval' })).toBe('Montmorency-LavJea.png');
  });

  it('counts characters, not UTF-16 units, and drops what a file name cannot hold', () => {
    expect(quotationFileName({ first_name: 'Élodie', last_name: 'Ørsted' })).toBe('ØrstedÉlo.png');
    expect(quotationFileName({ first_name: 'A/B', last_name: 'C:D' })).toBe('CDAB.png');
  });

  it('still names a file for a person without a name', () => {
    expect(quotationFileName({ first_name: '', last_name: ' ' })).toBe('quotation-table.png');
  });
});
