import { on, type AccessContext, type BusEvents } from '@rapport/platform';
import { guardAccess } from './access-guard';

const visitor: AccessContext = { loggedIn: false, isCompanyUser: false };
const individual: AccessContext = { loggedIn: true, isCompanyUser: false };

function guardAt(url: string, ctx: AccessContext, askSignIn: boolean) {
  window.history.replaceState(null, '', url);
  const asked: BusEvents['auth:open-modal'][] = [];
  const off = on('auth:open-modal', (detail) => asked.push(detail));
  guardAccess(() => ctx, { askSignIn });
  off();
  return { asked, at: window.location.pathname + window.location.search };
}

describe('the access guard', () => {
  it.each(['/results', '/contacts?tab=2'])(
    'sends a visitor asking for %s home with the sign-in open, to come back there afterwards',
    (page) => {
      expect(guardAt(page, visitor, true)).toEqual({ asked: [{ view: 'signin', returnTo: page }], at: '/' });
    },
  );

  it('only leaves a protected page after a logout or an expired session (no sign-in asked)', () => {
    expect(guardAt('/results', visitor, false)).toEqual({ asked: [], at: '/' });
  });

  it('lets people through where they may go, and sends an individual away from company pages to /pro', () => {
    expect(guardAt('/', visitor, true)).toEqual({ asked: [], at: '/' });
    expect(guardAt('/results', individual, true)).toEqual({ asked: [], at: '/results' });
    expect(guardAt('/recruitments', individual, true)).toEqual({ asked: [], at: '/pro' });
  });
});
