import { navigateToUrl } from 'single-spa';

/** Navigates the whole site (every part's router follows single-spa's routing events). */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) {
    window.history.replaceState(window.history.state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  } else {
    navigateToUrl(to);
  }
}
