import { makeStore } from './store';
import { runtimeConfigured, selectApiBase, selectSiteOrigin } from './ui-slice';

describe('ui', () => {
  it('calls the API under /api until the runtime config says otherwise', () => {
    const store = makeStore({ persist: false });
    expect(selectApiBase(store.getState())).toBe('/api');
    expect(selectSiteOrigin(store.getState())).toBe('');
  });

  it('takes the runtime config, keeping what it does not name', () => {
    const store = makeStore({ persist: false, runtime: { siteOrigin: 'https://rapport.test' } });
    store.dispatch(runtimeConfigured({ apiBase: 'https://api.rapport.test/api' }));
    expect(selectApiBase(store.getState())).toBe('https://api.rapport.test/api');
    expect(selectSiteOrigin(store.getState())).toBe('https://rapport.test');
  });
});
