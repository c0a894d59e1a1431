import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAsDemoAdmin } from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(19580);
});
after(async () => {
  await h?.close();
});

/** The mission's row in the recruitment list. */
const missionRow = (page: Page, reference: string) => page.getByRole('row', { name: new RegExp(reference) });

/** The mission as the API answers it, read with the page's session. */
async function missionOf(page: Page, reference: string): Promise<{ pk: number; mission_end_date: string }> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const listed = await fetch(`${h.apiBase}/company/mission/?mission_type=R`, { headers: { authorization: `Token ${token}` } });
  const mission = ((await listed.json()) as { pk: number; reference: string; mission_end_date: string }[]).find((m) => m.reference === reference);
  assert.ok(mission, `the mission ${reference} is listed`);
  return mission;
}

/** The edit form's end date, once the form holds the saved mission. */
async function endDateOnceLoaded(page: Page): Promise<string> {
  const field = page.getByLabel('End Date');
  await page.waitForFunction(() => (document.querySelector('input[name="end_date"]') as HTMLInputElement | null)?.value !== '');
  return field.inputValue();
}

describe("a mission's end date, a day of the company's calendar", () => {
  it('picked in a Paris browser and saved again unchanged, it is the same day in a UTC browser, for the API, and after a save in UTC', async () => {
    const reference = `END-${Date.now() % 100_000}`;
    const name = `End date ${reference}`;
    // 6 January: the last moment of that day in one browser is already 7 January in the other
    const year = new Date().getUTCFullYear() + 2;
    const day = `${year}-01-06`;
    const listed = `01/06/${year}`;

    const { page: paris } = await h.newPage({ timezoneId: 'Europe/Paris' });
    await signInAsDemoAdmin(paris, h.origin);
    await paris.getByRole('link', { name: 'New mission' }).click();
    await paris.waitForURL(h.origin + '/recruitments/add');
    await paris.getByLabel('Mission Name').fill(name);
    await paris.getByLabel('Mission Reference').fill(reference);
    await paris.getByLabel('End Date').fill(day);
    await paris.getByLabel('Description').fill('A mission whose end date stays put.');
    await paris.getByLabel(/^Manager/).selectOption({ label: 'Martin Camille (camille@rapport.local)' });
    await paris.getByRole('searchbox', { name: 'Search: Candidates' }).fill('noah');
    await paris.getByRole('checkbox', { name: /Bernard Noah/ }).check();
    await paris.getByRole('button', { name: 'Save mission' }).click();
    await paris.getByText('Mission successfully added', { exact: true }).first().waitFor();
    await paris.waitForURL(h.origin + '/recruitments');
    await missionRow(paris, reference).getByRole('cell', { name: listed, exact: true }).waitFor();
    const { pk } = await missionOf(paris, reference);

    // the form shows the day picked, and saving it unchanged keeps it
    await paris.goto(`${h.origin}/recruitments/${pk}/update`);
    assert.equal(await endDateOnceLoaded(paris), day);
    await paris.getByRole('button', { name: 'Save mission' }).click();
    await paris.getByText('Mission successfully updated', { exact: true }).first().waitFor();
    await paris.waitForURL(h.origin + '/recruitments');
    await missionRow(paris, reference).getByRole('cell', { name: listed, exact: true }).waitFor();
    assert.equal((await missionOf(paris, reference)).mission_end_date, day);

    // a browser in UTC shows the same day, in the list and in the form
    const { page: utc } = await h.newPage({ timezoneId: 'UTC' });
    await signInAsDemoAdmin(utc, h.origin);
    await missionRow(utc, reference).getByRole('cell', { name: listed, exact: true }).waitFor();
    await utc.goto(`${h.origin}/recruitments/${pk}/update`);
    assert.equal(await endDateOnceLoaded(utc), day);
    assert.equal((await missionOf(utc, reference)).mission_end_date, day);

    // saved unchanged there too, it is still the day picked in Paris (a moment would have moved a day)
    await utc.getByRole('button', { name: 'Save mission' }).click();
    await utc.getByText('Mission successfully updated', { exact: true }).first().waitFor();
    await utc.waitForURL(h.origin + '/recruitments');
    assert.equal((await missionOf(utc, reference)).mission_end_date, day);
    await paris.goto(`${h.origin}/recruitments/${pk}/update`);
    assert.equal(await endDateOnceLoaded(paris), day);
    await paris.goto(`${h.origin}/recruitments`);
    await missionRow(paris, reference).getByRole('cell', { name: listed, exact: true }).waitFor();
  });
});
