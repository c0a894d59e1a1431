import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { signInAsDemoAdmin } from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(18780);
});
after(async () => {
  await h?.close();
});

interface Survey {
  reference: string;
  mission_referral: string;
  barometer_result_count: number;
}

/** The demo company's barometer surveys, read as the admin's browser reads them. */
async function surveys(page: Page): Promise<Survey[]> {
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const listed = await fetch(`${h.apiBase}/company/mission/?mission_type=B`, { headers: { authorization: `Token ${token}` } });
  assert.equal(listed.status, 200);
  return (await listed.json()) as Survey[];
}

/** A demo survey by its reference, as the demo admin lists it. */
async function demoSurvey(reference: string): Promise<Survey> {
  const admin = await h.newPage();
  await signInAsDemoAdmin(admin.page, h.origin);
  const found = (await surveys(admin.page)).find((s) => s.reference === reference);
  assert.ok(found, `the demo has the survey ${reference}`);
  return found;
}

/** Answers the current question: its first two answers, in order, then Next. */
async function answerQuestion(page: Page, number: number) {
  const step = page.locator('[data-step="question"]');
  await step.getByText(`Question ${number} sur 18`, { exact: true }).waitFor();
  const answers = step.locator('[data-answer]');
  await answers.nth(0).click();
  await answers.nth(1).click();
  await page.getByRole('button', { name: 'Suivant', exact: true }).click();
}

describe('the barometer', () => {
  let survey: Survey;

  it('a visitor follows the link, answers everything, reloads midway and resumes, submits, and the admin sees one more answer', async () => {
    const admin = await h.newPage();
    await signInAsDemoAdmin(admin.page, h.origin);
    const found = (await surveys(admin.page)).find((s) => s.reference === 'BAR-001');
    assert.ok(found, 'the demo has an active barometer');
    survey = found;

    // the root link of a barometer goes to its survey, no sign-in
    const { page } = await h.newPage();
    await page.goto(`${h.origin}/?mission=${survey.mission_referral}`);
    await page.waitForURL(/\/barometerquestionnaire\/[^/]+\/?\?mission=/);
    await page.getByRole('button', { name: 'ALLER AU QUESTIONNAIRE' }).click();

    // the statistical part: one answer each
    const demographic = page.locator('[data-step="demographic"]');
    const first = demographic.getByText(/^Question statistique 1 sur \d+$/);
    await first.waitFor();
    const total = Number((await first.innerText()).match(/sur (\d+)/)?.[1]);
    for (let i = 1; i <= total; i += 1) {
      await demographic.getByText(`Question statistique ${i} sur ${total}`, { exact: true }).waitFor();
      await demographic.locator('[data-answer]').nth(i % 2).click();
      await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    }

    for (let i = 1; i <= 5; i += 1) await answerQuestion(page, i);
    // a reload resumes at the next unanswered question
    await page.reload();
    await page.locator('[data-step="question"]').getByText('Question 6 sur 18', { exact: true }).waitFor();
    for (let i = 6; i <= 18; i += 1) await answerQuestion(page, i);

    // twelve words, then their order
    await page.getByRole('heading', { name: 'Choisissez 12 mots' }).waitFor();
    const words = page.locator('button[data-word]');
    for (let i = 0; i < 12; i += 1) await words.nth(i * 2).click();
    await page.getByRole('button', { name: 'Suivant', exact: true }).click();
    await page.getByRole('heading', { name: 'Classez vos 12 mots' }).waitFor();
    await page.getByRole('button', { name: 'Valider' }).click();
    await page.getByRole('heading', { name: 'Merci !' }).waitFor();
    // nothing was stored in the browser but the survey's own progress flag: no token, no cookie
    assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);
    assert.deepEqual(await page.context().cookies(), []);

    // the admin's list counts released answers: this one waits until 5 are waiting (results move in steps)
    await admin.page.goto(h.origin + '/barometer');
    const row = admin.page.getByRole('row', { name: /Climate 2026/ });
    await row.getByRole('cell', { name: String(survey.barometer_result_count), exact: true }).waitFor();
    const listed = (await surveys(admin.page)).find((s) => s.reference === 'BAR-001');
    assert.equal(listed?.barometer_result_count, survey.barometer_result_count);
  });

  it('the demo admin reads Climate 2026: estimates with their margins, charts, the groups the rule lets out, one group filtered', async () => {
    const { page: admin } = await h.newPage();
    await signInAsDemoAdmin(admin, h.origin);
    await admin.goto(h.origin + '/barometer');
    await admin.getByRole('button', { name: 'View Result of Climate 2026' }).click();
    const results = admin.getByRole('dialog', { name: 'Results of Climate 2026' });
    const facts = results.getByRole('region', { name: 'About this survey' });
    await facts.getByText(/^Public link:/).waitFor();
    await results.getByText('These figures are estimates').waitFor();
    await results.getByText(/· 42 answers$/).waitFor();
    await results.getByTestId('answers-chart').first().locator('canvas').first().waitFor();
    // the estimates and their margins, in the table behind the chart and in the words
    await results.getByText(/^≈ \d+(\.\d)? ± \d+(\.\d)?/).first().waitFor();
    // the groups: the age groups shown, the small ones said to be too small
    const filter = results.getByRole('combobox', { name: 'Show the answers of' });
    const options = await filter.locator('option').allInnerTexts();
    assert.ok(options.includes('What is your age group?: 25–34') || options.some((o) => /25–34$/.test(o)), options.join(' | '));
    assert.ok(options.some((o) => /Under 25 \(not enough answers\)$/.test(o)), options.join(' | '));
    const group = options.find((o) => /25–34$/.test(o)) as string;
    await filter.selectOption({ label: group });
    await results.getByText('14 answers in this group').waitFor();
    await results.getByTestId('answers-chart').first().locator('canvas').first().waitFor();
  });

  it('the demo admin’s survey list says which date is which: each survey created before it ends, Climate 2025 ended', async () => {
    const { page: admin } = await h.newPage();
    await signInAsDemoAdmin(admin, h.origin);
    await admin.goto(h.origin + '/barometer');
    await admin.getByRole('row', { name: /Climate 2025/ }).waitFor();
    // the headers as a screen reader reads them (the sort arrows and hidden words aside)
    const headers = await admin.getByRole('columnheader').evaluateAll((cells) => cells.map((cell) => (cell.textContent ?? '').replace(/[^\p{L} ]/gu, '').trim()));
    assert.deepEqual(headers, ['Survey name', 'Questionnaire', 'Number of answers', 'Creation date', 'End date', 'Results', 'Actions']);
    // a row's cells follow its name: the creation and end dates, as MM/DD/YYYY
    const dates = async (name: string) => {
      const cells = await admin.getByRole('row', { name: new RegExp(name) }).getByRole('cell').allInnerTexts();
      const [created, end] = [cells[headers.indexOf('Creation date') - 1], cells[headers.indexOf('End date') - 1]].map((text) => {
        const [month, day, year] = text.trim().split('/').map(Number);
        return new Date(year, month - 1, day).getTime();
      });
      return { created, end };
    };
    const today = Date.now();
    const ended = await dates('Climate 2025');
    assert.ok(ended.created < ended.end && ended.end < today, `Climate 2025 created before it ended, ended before today: ${JSON.stringify(ended)}`);
    const active = await dates('Climate 2026');
    assert.ok(active.created <= today && today < active.end, `Climate 2026 created by today, ending later: ${JSON.stringify(active)}`);
    assert.ok(ended.created < active.created, 'last year’s survey was created before this year’s');
  });

  it('the demo’s public survey is a page of its own: the company’s texts in French, then in Russian, and no product around it', async () => {
    const active = await demoSurvey('BAR-001');

    // the survey's link puts the page in French
    const { page } = await h.newPage();
    await page.goto(`${h.origin}/barometerquestionnaire/Demo/?mission=${active.mission_referral}`);
    await page.getByRole('heading', { level: 1, name: 'Comment allons-nous ?' }).waitFor();
    await page.getByText('Enquête climat 2026').waitFor();
    await page.getByText(/^Vos réponses sont anonymes/).waitFor();
    await page.getByRole('button', { name: 'ALLER AU QUESTIONNAIRE' }).waitFor();
    assert.equal(await page.getByText('How are we doing?').count(), 0, 'nothing of the company in English');

    /** No chrome of the product: no header, sign-in, navigation or bottom bar, and one language choice, the survey's. */
    const assertAlone = async () => {
      assert.equal(await page.getByRole('banner').count(), 0);
      assert.equal(await page.getByRole('button', { name: /^(Sign in|Se connecter)$/ }).count(), 0);
      assert.equal(await page.getByRole('navigation').count(), 0);
      assert.equal(await page.getByRole('link').count(), 0, 'no link leads out of the survey');
      assert.equal(await page.getByTestId('lang-fr').count(), 0);
      assert.equal(await page.getByRole('group', { name: /language|langue|язык/i }).count(), 1);
      assert.equal(await page.getByTestId('survey-language').count(), 1);
    };
    await assertAlone();

    await page.getByRole('button', { name: 'Русский' }).click();
    await page.getByRole('heading', { level: 1, name: 'Как у нас дела?' }).waitFor();
    await page.getByText('Опрос о климате 2026').waitFor();
    await page.getByText(/^Ваши ответы анонимны/).waitFor();
    await page.getByRole('button', { name: 'ПЕРЕЙТИ К ОПРОСУ' }).waitFor();
    assert.equal(await page.getByText('Comment allons-nous ?').count(), 0);
    await assertAlone();
  });

  it('an ended survey’s link lands on the root page, which says the survey has ended until the respondent closes the notice', async () => {
    const ended = await demoSurvey('BAR-000');
    const { page } = await h.newPage();
    await page.goto(`${h.origin}/barometerquestionnaire/Demo/?mission=${ended.mission_referral}`);
    await page.waitForURL(`${h.origin}/?survey=ended&survey_lang=fr`);
    // in the survey's language (the link's French), announced, above the landing page
    const notice = page.getByRole('region', { name: 'Cette enquête est terminée' });
    await notice.getByRole('alert').getByText(/ce n’est pas l’enquête\.$/).waitFor();
    await page.getByRole('banner').waitFor();
    // it stays through a reload
    await page.reload();
    await notice.waitFor();
    const close = notice.getByRole('button', { name: 'Fermer cet avis' });
    await close.focus();
    assert.equal(await close.evaluate((element) => element === document.activeElement), true);
    await page.keyboard.press('Enter');
    await notice.waitFor({ state: 'detached' });
    await page.waitForURL(`${h.origin}/`);
  });
});
