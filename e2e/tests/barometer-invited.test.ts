import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { signInAsDemoAdmin, uniqueEmail, waitForMail } from '../src/accounts';
import { answerSurveyInBrowser, submitFromPersonalLink, surveyResponseBody } from '../src/barometer';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(19880);
});
after(async () => {
  await h?.close();
});

/** The personal link mailed to `to` for the survey: its page, the survey's code and the link's own. */
async function personalLink(to: string) {
  const mail = await waitForMail(h, to, /personal link/);
  const link = /https?:\/\/\S+[?&]invitation=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`the mail to ${to} carries no personal link`);
  const url = new URL(link);
  return { link, referral: url.searchParams.get('mission') ?? '', invitation: url.searchParams.get('invitation') ?? '' };
}

describe('a barometer survey of personal invitations', () => {
  it('the admin creates it, invites five contacts, each answers once from their link (a used link is refused), and the admin reads the results', async () => {
    const { page: admin } = await h.newPage();
    await signInAsDemoAdmin(admin, h.origin);
    const token = await admin.evaluate(() => localStorage.getItem('token'));

    // five contacts of the company with an address, named so one search finds them all
    const tag = Date.now().toString(36);
    const invitees = Array.from({ length: 5 }, (_, i) => ({ first_name: `Invitee${i + 1}`, last_name: `Pulse ${tag}`, email: uniqueEmail(`pulse${i + 1}`) }));
    for (const invitee of invitees) {
      const created = await fetch(`${h.apiBase}/company/company_contact/?send_invitation=0`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Token ${token}` },
        body: JSON.stringify({ ...invitee, contact_type: 'E', lang: 'en' }),
      });
      assert.equal(created.status, 200, await created.text());
    }

    // the survey, created through the form with personal invitations
    const name = `Pulse ${tag}`;
    await admin.goto(h.origin + '/barometer/add');
    await admin.getByRole('heading', { level: 1, name: 'New barometer survey' }).waitFor();
    await admin.getByRole('textbox', { name: /^Survey Name/ }).fill(name);
    await admin.getByRole('textbox', { name: /^Survey Reference/ }).fill(`INV-${tag}`.slice(0, 20));
    await admin.getByLabel(/^End Date/).fill('2099-12-31');
    await admin.getByRole('textbox', { name: /^Description/ }).fill('How are we doing?');
    const modes = admin.getByRole('group', { name: 'How people answer' });
    assert.equal(await modes.getByRole('radio', { name: 'Public link' }).isChecked(), true, 'the public link is the default');
    await modes.getByRole('radio', { name: 'Personal invitations' }).check();
    await admin.getByRole('button', { name: 'Save survey' }).click();
    await admin.waitForURL(h.origin + '/barometer');

    // its menu invites contacts, and hands out no public link
    await admin.getByRole('button', { name: `Actions for ${name}` }).click();
    const menu = admin.getByRole('menu', { name: `Actions for ${name}` });
    await menu.getByRole('menuitem', { name: 'Invite contacts' }).waitFor();
    assert.equal(await menu.getByRole('menuitem', { name: 'Copy the invitation link' }).count(), 0);
    await menu.getByRole('menuitem', { name: 'Invite contacts' }).click();

    const dialog = admin.getByRole('dialog', { name: `Invite contacts to ${name}` });
    const search = dialog.getByRole('searchbox', { name: 'Search contacts' });
    await search.waitFor();
    await admin.waitForFunction(() => document.activeElement?.getAttribute('type') === 'search');
    await search.fill(tag);
    await dialog.getByRole('checkbox', { name: `Invitee5 Pulse ${tag}` }).waitFor();
    assert.equal(await dialog.getByRole('list', { name: 'Contacts' }).getByRole('checkbox').count(), 5);
    await dialog.getByRole('checkbox', { name: 'Select all contacts shown' }).check();
    await dialog.getByText('5 contacts selected').waitFor();
    await dialog.getByRole('button', { name: 'Send 5 invitations' }).click();
    await dialog.getByText('5 invitations sent.').waitFor();
    // each is now shown as invited, and cannot be chosen again
    for (const invitee of invitees) await dialog.getByRole('checkbox', { name: `${invitee.first_name} Pulse ${tag}`, disabled: true }).waitFor();
    assert.equal(await dialog.getByText('Already invited').count(), 5);
    await dialog.getByText('5 links sent, 0 used').waitFor();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await dialog.waitFor({ state: 'detached' });

    // each contact's mail holds a link of their own
    const links = [];
    for (const invitee of invitees) links.push(await personalLink(invitee.email));
    assert.equal(new Set(links.map((entry) => entry.invitation)).size, 5, 'five different links');
    const { referral } = links[0];
    assert.ok(links.every((entry) => entry.referral === referral), 'all for the one survey');

    // one answers in the browser, from the link as mailed
    const { page: respondent } = await h.newPage();
    await respondent.goto(links[0].link);
    await answerSurveyInBrowser(respondent);

    // the four others through the API, each with their link
    for (const [i, entry] of links.slice(1).entries()) {
      const body = await surveyResponseBody(h.apiBase, referral, i + 1);
      assert.deepEqual(await submitFromPersonalLink(h.apiBase, referral, entry.invitation, body), { status: 200, code: undefined });
    }

    // a link takes one set of answers
    const again = await surveyResponseBody(h.apiBase, referral);
    assert.deepEqual(await submitFromPersonalLink(h.apiBase, referral, links[0].invitation, again), { status: 410, code: 'barometer.invitation_used' });
    assert.deepEqual(await submitFromPersonalLink(h.apiBase, referral, links[1].invitation, again), { status: 410, code: 'barometer.invitation_used' });

    // the admin reads the results: the charts, and the links sent and used (never which)
    await admin.reload();
    await admin.getByRole('button', { name: `View Result of ${name}` }).click();
    const results = admin.getByRole('dialog', { name: `Results of ${name}` });
    const facts = results.getByRole('region', { name: 'About this survey' });
    await facts.getByText('5 links sent, 5 used').waitFor();
    await facts.getByText(/^Personal invitations:/).waitFor();
    await results.getByText(/· 5 answers$/).waitFor();
    await results.getByRole('heading', { name: /^1\. / }).waitFor();
    await results.getByTestId('answers-chart').first().locator('canvas').first().waitFor();
    assert.equal(await results.getByText('These figures are estimates').count(), 0, 'invited surveys are exact');
  });
});
