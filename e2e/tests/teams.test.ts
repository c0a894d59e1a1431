import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { signInAsDemoAdmin } from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(18580);
});
after(async () => {
  await h?.close();
});

const signInAsAdmin = (page: Page) => signInAsDemoAdmin(page, h.origin);

/** "CPI of the team: 57%" → 57, once the team's scores are there. */
async function teamCpi(team: Locator): Promise<number> {
  const line = team.getByText(/^CPI of the team: \d+%$/);
  await line.waitFor();
  return Number((await line.innerText()).match(/(\d+)%/)?.[1]);
}

/** The demo's team (TB-001, Product squad): its manager, five employees and a manager as team members. */
async function openTeam(page: Page): Promise<Locator> {
  const row = page.getByRole('row', { name: /TB-001/ });
  await row.getByRole('button', { name: 'Product squad', exact: true }).click();
  const team = page.getByRole('dialog', { name: 'Team of Hugo Laurent' });
  await team.waitFor();
  return team;
}

describe('team building and values, as the demo admin', () => {
  it('reads the team’s CPI, tries a candidate in a what-if, and sees the CPI change when a member leaves', async () => {
    const { page } = await h.newPage();
    await signInAsAdmin(page);
    await page.goto(h.origin + '/team-building');
    await page.getByRole('tab', { name: 'My Team Building Missions' }).waitFor();
    const listed = page.getByRole('row', { name: /TB-001/ });
    await listed.waitFor();
    const listedText = await listed.innerText();
    // the list shows the team's CPI as the modal does
    const team = await openTeam(page);
    const cpi = await teamCpi(team);
    assert.ok(cpi > 0 && cpi <= 100, `a CPI in percent: ${cpi}`);
    assert.match(listedText, new RegExp(`\\b${cpi}%`), `the list row shows the same CPI: ${listedText}`);
    await team.getByText(/^Weakest pair: .+ \(RI \d+%\)$/).waitFor();
    await team.getByText(/^Strongest pair: .+ \(RI \d+%\)$/).waitFor();
    // seven members, the manager first, each with an impact on the CPI
    const members = team.getByRole('region', { name: 'Members of the team' }).getByRole('row');
    await members.filter({ hasText: 'Lefèvre' }).waitFor();
    assert.equal(await members.count(), 8, 'a header row and seven members');

    // what if Noah Bernard (a candidate who finished) joined?
    await team.getByLabel('Try a person').selectOption({ label: 'Bernard Noah (noah@rapport.local)' });
    const outcome = team.getByText(/^CPI with Noah Bernard: \d+%/);
    await outcome.waitFor();
    const withNoah = Number((await outcome.innerText()).match(/: (\d+)%/)?.[1]);
    assert.notEqual(withNoah, cpi, `the what-if CPI (${withNoah}%) differs from the team's (${cpi}%)`);
    await team.getByText('Only employees can join a team', { exact: false }).waitFor();
    // the team itself has not changed
    assert.equal(await teamCpi(team), cpi);

    // the manager cannot be removed; a team member can
    await team.getByRole('button', { name: 'Actions for Hugo Laurent' }).click();
    await page.getByRole('menuitem', { name: 'User details' }).waitFor();
    assert.equal(await page.getByRole('menuitem', { name: 'Remove Team Member' }).count(), 0, 'no Remove for the manager');
    await page.keyboard.press('Escape');
    await team.getByRole('button', { name: 'Actions for Maya Lefèvre' }).click();
    await page.getByRole('menuitem', { name: 'Remove Team Member' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm deletion?' }).getByRole('button', { name: /Remove|Delete|Confirm/ }).click();
    await page.getByText('Team member removed successfully', { exact: true }).first().waitFor();
    await members.filter({ hasText: 'Lefèvre' }).waitFor({ state: 'detached' });
    // the scores reload after the change: the CPI line shows the old figure until they are back
    await team.getByText(/^CPI of the team: \d+%$/).filter({ hasNotText: `CPI of the team: ${cpi}%` }).waitFor();
    const after = await teamCpi(team);
    assert.notEqual(after, cpi, `the CPI changes when a member leaves (${cpi}% → ${after}%)`);
  });

  it('opens the values mission and shows each member’s values as coloured circles with their text', async () => {
    const { page } = await h.newPage();
    await signInAsAdmin(page);
    await page.goto(h.origin + '/values');
    await page.getByRole('tab', { name: 'My values missions' }).waitFor();
    await page.getByRole('row', { name: /VAL-001/ }).getByRole('button', { name: 'Graduate intake', exact: true }).click();
    const details = page.getByRole('dialog', { name: /Graduate intake/ });
    await details.waitFor();
    const table = details.getByRole('table');
    await table.getByRole('columnheader', { name: /Avatar/ }).waitFor();
    await table.getByRole('columnheader', { name: 'Team spirit' }).waitFor();
    await table.getByRole('columnheader', { name: 'Boldness' }).waitFor();
    const noah = table.getByRole('row', { name: /Bernard/ });
    await noah.locator('td.value svg.circle').first().waitFor();
    // the demo's values give every level: green, orange and red circles, each said in words
    for (const level of ['green', 'orange', 'red']) {
      assert.ok((await table.locator(`svg.circle[data-level="${level}"]`).count()) > 0, `a ${level} circle`);
    }
    assert.match(await noah.innerText(), /0\.\d+, (green|orange|red): /, 'the value and its level for screen readers');
    await details.getByText('Green: below 0.2 (close)').waitFor();
  });
});

describe('the values settings, as the demo admin', () => {
  it('ranks the ideal profile’s words again by keyboard, saves, and finds the new order after a reload', async () => {
    const { page } = await h.newPage();
    await signInAsAdmin(page);
    await page.goto(h.origin + '/values');
    await page.getByRole('link', { name: /Our values/ }).click();
    await page.waitForURL(h.origin + '/values/settings');
    await page.getByRole('heading', { level: 1, name: 'Our values' }).waitFor();
    // the demo's avatar: 12 words chosen
    const grid = page.getByRole('group', { name: 'Words of the ideal profile' });
    await grid.getByRole('button', { pressed: true }).nth(11).waitFor();
    assert.equal(await grid.getByRole('button', { pressed: true }).count(), 12);

    await page.getByRole('button', { name: 'Next: rank the words' }).click();
    const list = page.getByRole('list', { name: /^The ideal profile.s words, most important first$/ });
    const words = list.getByRole('listitem');
    const first = (await words.nth(0).innerText()).replace(/^\s*1\s*/, '').trim();
    const second = (await words.nth(1).innerText()).replace(/^\s*2\s*/, '').trim();
    // the keyboard's way: focus Move down on the first word and press Enter
    await list.getByRole('button', { name: `Move ${first} down` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText(`${first} moved to position 2 of 12`).waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Values saved', { exact: true }).first().waitFor();

    await page.reload();
    await page.getByRole('button', { name: 'Next: rank the words' }).click();
    await list.waitFor();
    assert.match(await words.nth(0).innerText(), new RegExp(second));
    assert.match(await words.nth(1).innerText(), new RegExp(first));
  });
});
