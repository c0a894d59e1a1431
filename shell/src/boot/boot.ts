// The public pages' only script before the visitor moves (deploy/build/boot-config.cjs builds it,
// the prerendered pages load it instead of the shell's main script). Their content is HTML
// already: the application (the shell, its shared libraries and the auth remote) loads at the
// visitor's first move, when they come near the contact form, or at once where the page would
// not be the same for them (boot-rules.ts). Clicks from the first paint are held and handed to
// the shell, which replays the last one once the page is hydrated (runtime/early-clicks.ts).
import { holdEarlyClicks } from '../runtime/early-clicks';
import { INTENT_EVENTS, NEAR_CONTACT, startsAtOnce } from './boot-rules';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    // storage refused (a privacy setting): a first-time visitor
    return null;
  }
}

function boot(main: string) {
  const root = document.querySelector<HTMLElement>('#root[data-prerendered]');
  const clicks = root ? holdEarlyClicks(root) : undefined;
  window.rapportBoot = { handOver: () => clicks?.handOver() ?? null };

  let started = false;
  let observer: IntersectionObserver | undefined;
  const start = () => {
    if (started) return;
    started = true;
    for (const type of INTENT_EVENTS) window.removeEventListener(type, start, true);
    observer?.disconnect();
    const script = document.createElement('script');
    script.src = main;
    document.head.append(script);
  };

  const situation = {
    pageLang: root?.dataset.prerendered,
    search: window.location.search,
    hash: window.location.hash,
    token: stored('token'),
    savedLang: stored('lang'),
  };
  if (startsAtOnce(situation) || typeof IntersectionObserver === 'undefined') {
    start();
    return;
  }
  for (const type of INTENT_EVENTS) window.addEventListener(type, start, { capture: true, passive: true });
  const contact = document.getElementById('contact');
  if (contact) {
    observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), { rootMargin: NEAR_CONTACT });
    observer.observe(contact);
  }
  // fetched (not run) once the page is idle, so that the first move waits for no download
  const prefetch = () => {
    if (started) return;
    const link = document.createElement('link');
    link.rel = 'prefetch';
    link.href = main;
    document.head.append(link);
  };
  const whenIdle = () => ('requestIdleCallback' in window ? window.requestIdleCallback(prefetch) : setTimeout(prefetch, 0));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

const main = (document.currentScript as HTMLScriptElement | null)?.dataset.main;
if (main) boot(main);
