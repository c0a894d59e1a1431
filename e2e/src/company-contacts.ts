import type { Page } from 'playwright-core';
import { signInAsDemoAdmin } from './accounts';

/** Signs the demo admin in and opens Company Contacts from the company navigation. */
export async function openCompanyContacts(page: Page, origin: string) {
  await signInAsDemoAdmin(page, origin);
  await page.getByRole('navigation', { name: 'Company navigation' }).getByRole('link', { name: 'Company Contacts' }).click();
  await page.waitForURL(origin + '/company-contacts');
  await page.getByRole('heading', { name: 'Company contacts', level: 1 }).waitFor();
}

/** The table row of a person, found through the search box (rows beyond a screenful come in steps). */
export async function contactRow(page: Page, search: string, fullName: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(search);
  const row = page.getByRole('row', { name: new RegExp(fullName) });
  await row.waitFor();
  return row;
}
