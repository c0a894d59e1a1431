import { api, emit, refreshProfile, type AppStore, type SessionProfile } from '@rapport/platform';

/** What of a profile decides the pages a person may see and what they offer: their companies and the companies' flags. */
const companiesOf = (profile: SessionProfile | null): string => JSON.stringify(profile?.companies.map(({ company }) => company) ?? []);

/** The lists of the company pages: another company's, or none, once the companies changed. */
const COMPANY_TAGS = ['Contact', 'Mission', 'Barometer', 'Values'] as const;

/**
 * The profile stored at sign-in is read again when the site starts and whenever the tab comes
 * back (it takes the focus, or becomes visible): an admin added to a company meanwhile sees its
 * pages, one removed from it leaves them, and a company's flags (barometer, values, quotation)
 * are the current ones, without signing out and in. When the companies changed, the session's
 * change is announced (`auth:changed`: the shell enforces access again, the header follows the
 * store) and the company pages' cached lists are dropped. A session that ended meanwhile is a
 * 401 here, which ends it in this tab too (contracts' api). One read at a time.
 */
export function keepProfileFresh(store: AppStore, target: Window = window): () => void {
  let reading = false;
  const refresh = () => {
    if (reading || !store.getState().session.token) return;
    reading = true;
    const before = companiesOf(store.getState().session.profile);
    void refreshProfile(store)
      .then((profile) => {
        if (!profile || companiesOf(profile) === before) return;
        store.dispatch(api.util.invalidateTags([...COMPANY_TAGS]));
        emit('auth:changed', { loggedIn: true });
      })
      .finally(() => {
        reading = false;
      });
  };
  const onVisible = () => {
    if (target.document.visibilityState === 'visible') refresh();
  };
  target.addEventListener('focus', refresh);
  target.document.addEventListener('visibilitychange', onVisible);
  refresh();
  return () => {
    target.removeEventListener('focus', refresh);
    target.document.removeEventListener('visibilitychange', onVisible);
  };
}
