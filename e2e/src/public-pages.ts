import type { Page } from 'playwright-core';

/**
 * Whether the auth remote's React root is on its container, i.e. the prerendered page is
 * hydrated. Runs in the page: pass it to page.evaluate or page.waitForFunction as it is.
 */
export function authRemoteHydrated(): boolean {
  return Object.keys(document.getElementById('rapport-app-auth') ?? {}).some((key) => key.startsWith('__reactContainer'));
}

/**
 * A visitor's first move on a prerendered public page: its boot script (shell/src/boot/boot.ts)
 * loads the application, which hydrates the page. Resolves once the auth remote's root is on
 * the page.
 */
export async function firstMove(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await page.waitForFunction(authRemoteHydrated);
}
