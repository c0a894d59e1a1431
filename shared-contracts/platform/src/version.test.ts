import { contractsFit } from './version';

describe('whether a remote fits the shell’s contracts', () => {
  const shell = { '@rapport/wire': '1.0.0', '@rapport/platform': '1.2.0', '@rapport/ui': '1.0.0' };

  it('fits with the same majors of the shared packages it uses', () => {
    expect(contractsFit({ '@rapport/platform': '1.0.4', '@rapport/ui': '1.7.0' }, shell)).toBeUndefined();
  });

  it('is blocked by another major of a shared package it uses, never by one it does not use or by the wire', () => {
    expect(contractsFit({ '@rapport/platform': '1.0.0', '@rapport/ui': '2.0.0' }, shell)).toBe('@rapport/ui 2.0.0, the shell has 1.0.0');
    expect(contractsFit({ '@rapport/platform': '1.0.0' }, { '@rapport/platform': '1.0.0', '@rapport/ui': '5.0.0' })).toBeUndefined();
    expect(contractsFit({ '@rapport/wire': '9.0.0', '@rapport/platform': '1.0.0' }, shell)).toBeUndefined();
    expect(contractsFit({ '@rapport/ui': '1.0.0' }, { '@rapport/platform': '1.0.0' })).toBe('@rapport/ui 1.0.0, the shell has none');
  });

  it('refuses a remote that says nothing, or says it the old way (one version for all)', () => {
    expect(contractsFit(undefined, shell)).toBe('no contracts versions');
    expect(contractsFit('2.0.0' as never, shell)).toBe('no contracts versions');
  });
});
