// What the scripts that start the site share: waiting for a URL to answer, and stopping
// everything once on Ctrl-C or SIGTERM.

/**
 * Resolves once `url` answers 2xx; throws after `timeoutMs`, or as soon as `whyNot()` gives a
 * reason (the process behind the URL exited).
 * @param {string} url
 * @param {number} timeoutMs
 * @param {() => string | undefined} [whyNot]
 */
export async function waitForUrl(url, timeoutMs, whyNot = () => undefined) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const reason = whyNot();
    if (reason) throw new Error(reason);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      /* not listening yet */
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * On the first SIGINT or SIGTERM: says so, runs `stop`, exits 0. Answers whether a stop began
 * (a process that ends on its own is then expected, not a failure).
 * @param {string} label
 * @param {() => Promise<void>} stop
 */
export function stopOnSignals(label, stop) {
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.on(signal, async () => {
      if (stopping) return;
      stopping = true;
      console.log(`\n[${label}] stopping…`);
      await stop();
      process.exit(0);
    });
  }
  return () => stopping;
}
