// Stands in for the single-spa package in the monolith build (rspack.config.cjs aliases it):
// contracts' navigate() is the only code here that calls it. A same-origin path is pushed onto
// the history, which history-events.ts announces to every listener, as single-spa does.

/** single-spa's navigateToUrl for the addresses the parts pass it: paths of this site. */
export function navigateToUrl(url: string): void {
  window.history.pushState(null, '', url);
}
