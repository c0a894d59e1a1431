import assert from 'node:assert/strict';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { PASSWORD, signInAsDemoAdmin, uniqueEmail, verificationLink } from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';
import { finishThroughApi, pdfText } from '../src/journey';

let h: Harness;

before(async () => {
  h = await startHarness(18480);
});
after(async () => {
  await h?.close();
});

async function signInAsAdmin(page: Page) {
  await signInAsDemoAdmin(page, h.origin);
  await page.getByRole('tab', { name: 'My Recruitment Missions' }).waitFor();
}

async function toast(page: Page, text: string) {
  await page.getByText(text, { exact: true }).first().waitFor();
}

/** The mission's row in the list (the table of the selected tab). */
const missionRow = (page: Page, reference: string) => page.getByRole('row', { name: new RegExp(reference.replace(/[()]/g, '\\$&')) });

/** A member's relational index once the table has its scores: rows say "Loading…" across the score columns until then. */
async function relationalIndex(details: Locator, row: Locator): Promise<string> {
  await details.locator('table[aria-busy="false"]').waitFor();
  const cell = row.locator('td.score[data-column="RI"]');
  await cell.waitFor();
  return (await cell.innerText()).trim();
}

/** Ticks a contact in a members picker, found through its search box. */
async function pick(page: Page, picker: string, search: string, label: RegExp) {
  await page.getByRole('searchbox', { name: `Search: ${picker}` }).fill(search);
  await page.getByRole('checkbox', { name: label }).check();
}

describe('missions, as the demo admin', () => {
  const reference = `E2E-${Date.now() % 100_000}`;
  const name = `Data engineer ${reference}`;
  let referral = '';

  it('creates a recruitment mission, reads its matchings with the manager and a team member, downloads a matching report, duplicates it and deletes the copy', async () => {
    const { page } = await h.newPage();
    await signInAsAdmin(page);
    // the demo's recruitment shows with its people
    await missionRow(page, 'REC-001').waitFor();

    await page.getByRole('link', { name: 'New mission' }).click();
    await page.waitForURL(h.origin + '/recruitments/add');
    await page.getByLabel('Mission Name').fill(name);
    await page.getByLabel('Mission Reference').fill(reference);
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('End Date').fill(inAMonth);
    await page.getByLabel('Description').fill('A data engineer for the platform team.');
    await page.getByLabel(/^Manager/).selectOption({ label: 'Martin Camille (camille@rapport.local)' });
    // two team members: the first row is there, the second is added
    await page.getByLabel('Team member 1', { exact: true }).selectOption({ label: 'Ivanova Sasha (sasha@rapport.local)' });
    await page.getByRole('button', { name: 'Add Team member' }).click();
    await page.getByLabel('Team member 2', { exact: true }).selectOption({ label: 'Weber Jonas (jonas@rapport.local)' });
    await pick(page, 'Candidates', 'noah', /Bernard Noah/);
    await pick(page, 'Candidates', 'amira', /Benali Amira/);
    await page.getByRole('button', { name: 'Save mission' }).click();
    await toast(page, 'Mission successfully added');
    await page.waitForURL(h.origin + '/recruitments');

    // its details: the candidates against the manager, with scores
    const row = missionRow(page, reference);
    await row.getByRole('button', { name, exact: true }).click();
    const details = page.getByRole('dialog', { name });
    await details.getByText(`Ref. ${reference}`).waitFor();
    await details.getByText('Matched with Camille Martin: 2 people').waitFor();
    const noah = details.getByRole('row', { name: /Bernard/ });
    const riWithManager = await relationalIndex(details, noah);
    assert.match(riWithManager, /^\d{1,3}%/, `a relational index shows: ${riWithManager}`);

    // Match with a team member: the table follows
    await details.getByLabel('Match with').selectOption({ label: 'Sasha Ivanova (Team member)' });
    await details.getByText('Matched with Sasha Ivanova: 2 people').waitFor();
    await details.getByRole('row', { name: /Benali/ }).waitFor();

    // the matching report of Sasha and Noah, made on the server, opens in a new tab
    await details.getByRole('button', { name: 'Actions for Noah Bernard' }).click();
    const [report, tab] = await Promise.all([
      page.waitForResponse((response) => response.url().includes('/company/matching_report/') && response.request().method() === 'GET'),
      page.context().waitForEvent('page'),
      page.getByRole('menuitem', { name: 'Matching Report PDF (English)' }).click(),
    ]);
    assert.equal(report.status(), 200);
    assert.match(report.headers()['content-type'] ?? '', /application\/pdf/);
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'rapport-matching-')), 'matching.pdf');
    await writeFile(file, await report.body());
    const text = await pdfText(file);
    assert.match(text, /Sasha/);
    assert.match(text, /Ivanova/);
    assert.match(text, /Noah/);
    assert.match(text, /Bernard/);
    await tab.close();

    await details.getByRole('button', { name: 'Close' }).click();
    await details.waitFor({ state: 'detached' });

    // keep its referral for the next test: the link a person follows
    const adminToken = await page.evaluate(() => localStorage.getItem('token'));
    const listed = await fetch(`${h.apiBase}/company/mission/?mission_type=R`, { headers: { authorization: `Token ${adminToken}` } });
    const missions = (await listed.json()) as { reference: string; mission_referral: string }[];
    referral = missions.find((m) => m.reference === reference)?.mission_referral ?? '';
    assert.ok(referral, 'the mission has a referral');

    // duplicate it, then delete the copy
    await row.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Duplicate' }).click();
    await toast(page, 'Mission duplicated successfully');
    const copy = missionRow(page, `${reference} (1)`);
    await copy.waitFor();
    await copy.getByRole('button', { name: `Actions for ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete the mission' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await toast(page, 'Mission successfully removed');
    await copy.waitFor({ state: 'detached' });
    await row.waitFor();
  });

  it('a person follows the mission link, signs up in French, confirms their address, answers, and appears in the mission with scores', async () => {
    assert.ok(referral, 'the previous test made the mission');
    const email = uniqueEmail('ada');
    const candidate = await h.newPage();
    await candidate.page.goto(`${h.origin}/?mission=${referral}`);
    const modal = candidate.page.getByRole('dialog');
    await modal.getByLabel('Prénom').fill('Ada');
    await modal.getByLabel(/^Nom/).fill('Lovelace');
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByLabel('Mot de passe').fill(PASSWORD);
    await modal.getByRole('button', { name: 'S’inscrire', exact: true }).click();
    await candidate.page.waitForURL(/\/choice\?.*mission=/);
    // the place in the mission waits for the address: the link mailed at sign-up carries the mission
    await candidate.page.getByRole('region', { name: 'Confirmez votre adresse e-mail' }).waitFor();
    await candidate.page.goto(await verificationLink(h, email));
    await candidate.page.getByText('Votre adresse e-mail est confirmée.').first().waitFor();
    await candidate.page.waitForURL(/\/choice\?.*mission=/);
    const token = await candidate.page.evaluate(() => localStorage.getItem('token'));
    assert.ok(token, 'the person is signed in');
    await finishThroughApi(h.apiBase, token, email, 2, 3, `?mission=${referral}`);

    const { page } = await h.newPage();
    await signInAsAdmin(page);
    await missionRow(page, reference).getByRole('button', { name, exact: true }).click();
    const details = page.getByRole('dialog', { name });
    await details.getByText('Matched with Camille Martin: 3 people').waitFor();
    const ada = details.getByRole('row', { name: /Lovelace/ });
    assert.match(await relationalIndex(details, ada), /^\d{1,3}%/, 'the newcomer has scores');
  });
  it("an ended mission's link says so before anyone signs up, and the list marks it Ended", async () => {
    const { page } = await h.newPage();
    await signInAsAdmin(page);
    await page.goto(h.origin + '/mobilities');
    const ended = missionRow(page, 'MOB-000');
    await ended.getByText('Ended', { exact: true }).waitFor();
    const adminToken = await page.evaluate(() => localStorage.getItem('token'));
    const listed = await fetch(`${h.apiBase}/company/mission/?mission_type=M`, { headers: { authorization: `Token ${adminToken}` } });
    const code = ((await listed.json()) as { reference: string; mission_referral: string }[]).find((m) => m.reference === 'MOB-000')?.mission_referral;
    assert.ok(code, 'the demo has an ended mission');

    const visitor = await h.newPage();
    await visitor.page.goto(`${h.origin}/?mission=${code}`);
    await visitor.page.getByRole('dialog').getByText('Cette mission est terminée : son lien n’accepte plus de réponses.', { exact: false }).waitFor();
  });

  it('adds a candidate from the mission form: the New contact dialog offers no Barometer, and the new contact comes back ticked among the candidates', async () => {
    const { page } = await h.newPage();
    await signInAsAdmin(page);
    await page.getByRole('link', { name: 'New mission' }).click();
    await page.waitForURL(h.origin + '/recruitments/add');
    await page.getByRole('button', { name: 'New candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'New contact' });
    // a person's questionnaires only: the barometer's is a survey's (the API refuses it for a contact)
    const questionnaire = dialog.getByRole('combobox', { name: 'Questionnaire' });
    await questionnaire.locator('option', { hasText: 'Standard' }).waitFor({ state: 'attached' });
    const offered = (await questionnaire.locator('option').allInnerTexts()).map((text) => text.trim());
    assert.ok(offered.length > 0 && !offered.includes('Barometer'), `no Barometer among ${offered.join(', ')}`);
    const email = uniqueEmail('marie');
    await dialog.getByLabel(/^First name/).fill('Marie');
    await dialog.getByLabel(/^Last name/).fill('Curie');
    await dialog.getByLabel(/^E-mail/).fill(email);
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await toast(page, 'Contact successfully added.');
    await dialog.waitFor({ state: 'detached' });
    // ticked in the list it was added for, and said so
    await page.getByRole('checkbox', { name: `Curie Marie (${email})`, checked: true }).waitFor();
    await page.getByRole('list', { name: 'Chosen: Candidates' }).getByText('Marie Curie').waitFor();
    await page.getByText('Chosen in Candidates: Marie Curie').waitFor({ state: 'attached' });
    // still ticked as the rest of the form is filled
    await page.getByLabel('Mission Name').fill(`Chemist ${reference}`);
    assert.equal(await page.getByRole('checkbox', { name: `Curie Marie (${email})` }).isChecked(), true);
  });
});

describe('the score abbreviations, as the demo admin in French', () => {
  it('the recruitment modal explains its abbreviations in a legend, the same as the team modal’s, and prints them under the mission’s name', async () => {
    const { page } = await h.newPage();
    await signInAsAdmin(page);
    await page.getByTestId('lang-fr').click();
    await page.getByRole('tab', { name: 'Mes missions de recrutement' }).waitFor();
    await missionRow(page, 'REC-001').getByRole('button', { name: 'Backend developer', exact: true }).click();
    const recruitment = page.getByRole('dialog', { name: 'Backend developer' });
    const legend = recruitment.getByRole('group', { name: 'Abréviations' });
    // the columns (and so the legend) are known once the matchings are: the table is no longer busy
    await recruitment.locator('table[aria-busy="false"]').waitFor();
    const terms = legend.getByRole('term');
    // the legend follows the table's columns: the avatar's entry first where the company has an
    // ideal profile (another test may have saved one on the shared demo company), then the six scores
    const termTexts = await terms.allInnerTexts();
    const definitions = await legend.getByRole('definition').allInnerTexts();
    const withAvatar = termTexts.length === 7;
    if (withAvatar) assert.match(definitions[0], /avatar/);
    assert.deepEqual(termTexts.slice(withAvatar ? 1 : 0), ['RI', 'FE', 'DC', 'CP', 'CO', 'UN']);
    assert.deepEqual(definitions.slice(withAvatar ? 1 : 0), [
      'Indice relationnel',
      'Feeling',
      'Compatibilité profonde',
      'Complémentarité',
      'Connivence',
      'Compréhension',
    ]);
    // the table's headers are the legend's abbreviations
    await recruitment.getByRole('columnheader', { name: 'RI' }).waitFor();

    // the picture: the mission's name first, the legend in it
    const [download] = await Promise.all([page.waitForEvent('download'), recruitment.getByRole('button', { name: 'Imprimer' }).click()]);
    const file = path.join(await mkdtemp(path.join(os.tmpdir(), 'rapport-png-')), download.suggestedFilename());
    await download.saveAs(file);
    const png = await readFile(file);
    assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG');
    assert.match(download.suggestedFilename(), /^REC-001.*\.png$/);
    await recruitment.getByRole('button', { name: 'Fermer' }).click();
    await recruitment.waitFor({ state: 'detached' });

    // the team modal says RI for the same score, beside its CPI
    await page.goto(h.origin + '/team-building');
    await page.getByRole('row', { name: /TB-001/ }).getByRole('button', { name: 'Product squad', exact: true }).click();
    const team = page.getByRole('dialog', { name: 'Équipe de Hugo Laurent' });
    await team.getByText(/^CPI de l’équipe : \d+ %$/).waitFor();
    await team.getByText(/^Paire la plus faible : .+ \(RI \d+ %\)$/).waitFor();
    const teamLegend = team.getByRole('group', { name: 'Abréviations' });
    assert.deepEqual(await teamLegend.getByRole('term').allInnerTexts(), ['CPI', 'RI']);
    assert.deepEqual(await teamLegend.getByRole('definition').allInnerTexts(), ['Indice de performance collective', 'Indice relationnel']);
  });
});

describe('a mission list that cannot be loaded, as the demo admin', () => {
  it('says the load failed, not that there are no missions, and Try again brings the missions', async () => {
    const { page } = await h.newPage();
    // the recruitment list's call answers 500 until the test lets it through; the real answer's
    // headers are kept so that the browser reads the failure (CORS) instead of a dropped connection
    let failing = true;
    await page.route(
      (url) => url.href.startsWith(`${h.apiBase}/company/mission/`) && url.searchParams.get('mission_type') === 'R',
      async (route) => {
        if (!failing) return route.fallback();
        const response = await route.fetch();
        await route.fulfill({ response, status: 500, contentType: 'application/json', body: JSON.stringify({ status: 0, message: 'Internal server error', code: 'server.internal' }) });
      },
    );
    await signInAsAdmin(page);
    const alert = page.getByRole('alert').filter({ hasText: 'The missions could not be loaded.' });
    await alert.waitFor();
    assert.equal(await page.getByText('No missions yet').count(), 0, 'a failed load does not read as an empty list');

    failing = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await missionRow(page, 'REC-001').waitFor();
    await alert.waitFor({ state: 'detached' });
  });
});
