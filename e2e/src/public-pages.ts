import type { Page } from 'playwright-core';

/**
 * A visitor's first move on a prerendered public page: its boot script (shell/src/boot/boot.ts)
 * loads the application, which hydrates the page. Resolves once the auth remote's root is on
 * the page.
 */
export async function firstMove(page: Page): Promise<void> {
  await page.mouse.move(5, 5);
  await page.waitForFunction(() => Object.keys(document.getElementById('rapport-app-auth') ?? {}).some((key) => key.startsWith('__reactContainer')));
}
