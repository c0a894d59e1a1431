const addNonceTag = (nonce: string) => {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.append(meta);
  return meta;
};

afterEach(() => {
  document.head.querySelectorAll('meta[property="csp-nonce"], style[data-emotion]').forEach((element) => element.remove());
});

describe('the page CSP settings', () => {
  it('reads the nonce the server wrote into the page', () => {
    const { cspNonce } = jest.requireActual<typeof import('./csp')>('./csp');
    addNonceTag('r4nd0m+N0nce/==');
    expect(cspNonce()).toBe('r4nd0m+N0nce/==');
  });

  it('has no nonce without the tag, or when no server filled the tag in', () => {
    const { cspNonce } = jest.requireActual<typeof import('./csp')>('./csp');
    expect(cspNonce()).toBeUndefined();
    addNonceTag('__CSP_NONCE__');
    expect(cspNonce()).toBeUndefined();
  });

  it('puts the nonce on every <style> element emotion inserts', () => {
    addNonceTag('page-nonce-1');
    jest.isolateModules(() => {
      const { emotionCache } = jest.requireActual<typeof import('./csp')>('./csp');
      emotionCache.sheet.insert('.a{color:red}');
      emotionCache.sheet.insert('.b{color:blue}');
    });
    const styles = [...document.head.querySelectorAll('style[data-emotion]')];
    expect(styles.length).toBeGreaterThan(0);
    for (const style of styles) expect(style.getAttribute('nonce')).toBe('page-nonce-1');
  });
});
