import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { PASSWORD, signInAsDemoAdmin, uniqueEmail, verificationLink } from '../src/accounts';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  h = await startHarness(19680);
});
after(async () => {
  await h?.close();
});

interface ListedMission {
  pk: number;
  reference: string;
  mission_name: string;
  mission_referral: string;
  mission_member: { email: string; user_id: number | null }[];
}

describe('e-mail confirmation', () => {
  it('a person signs up from a mission link, is asked to confirm their address, follows the mailed link and takes their place in the mission', async () => {
    // the demo company's recruitment, and the invitation link its admin copies
    const admin = await h.newPage();
    await signInAsDemoAdmin(admin.page, h.origin);
    const adminToken = await admin.page.evaluate(() => localStorage.getItem('token'));
    const recruitment = async (): Promise<ListedMission> => {
      const listed = await fetch(`${h.apiBase}/company/mission/?mission_type=R`, { headers: { authorization: `Token ${adminToken}` } });
      const found = ((await listed.json()) as ListedMission[]).find((m) => m.reference === 'REC-001');
      assert.ok(found, 'the demo has its recruitment REC-001');
      return found;
    };
    const { mission_referral: referral, mission_name: name } = await recruitment();
    const members = async () => (await recruitment()).mission_member.map((member) => member.email);

    // sign up through the link (a mission link puts the interface in French)
    const email = uniqueEmail('nora');
    const { page } = await h.newPage();
    await page.goto(`${h.origin}/?mission=${referral}`);
    const modal = page.getByRole('dialog');
    await modal.getByLabel('Prénom').fill('Nora');
    await modal.getByLabel(/^Nom/).fill('Newcomer');
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByLabel('Mot de passe').fill(PASSWORD);
    await modal.getByRole('button', { name: 'S’inscrire', exact: true }).click();
    await page.waitForURL(/\/choice\?.*mission=/);

    // the place waits for the address; the questionnaire is open meanwhile
    const notice = page.getByRole('region', { name: 'Confirmez votre adresse e-mail' });
    await notice.getByText(`Nous avons envoyé un lien à ${email}.`, { exact: false }).waitFor();
    await page.locator('#rapport-app-questionnaire').getByRole('group').first().waitFor();
    assert.ok(!(await members()).includes(email), 'no place in the mission before the address is confirmed');

    // a new link on request, said where the button is
    await notice.getByRole('button', { name: 'Renvoyer le lien' }).click();
    await notice.getByRole('status').getByText(`Un nouveau lien part vers ${email}.`, { exact: false }).waitFor();

    // the mailed link: confirmed, back to the mission's questionnaire, the notice gone
    const link = await verificationLink(h, email);
    assert.equal(new URL(link).searchParams.get('mission'), referral, 'the link carries the mission');
    await page.goto(link);
    await page.getByText('Votre adresse e-mail est confirmée.').first().waitFor();
    await page.waitForURL(/\/choice\?.*mission=/);
    assert.ok(!new URL(page.url()).searchParams.has('verify'), 'the code leaves the address bar');
    await notice.waitFor({ state: 'detached' });
    assert.ok((await members()).includes(email), 'the place in the mission is taken');

    // the admin sees the newcomer among the mission's candidates
    await admin.page.reload();
    await admin.page.getByRole('row', { name: /REC-001/ }).getByRole('button', { name, exact: true }).click();
    const details = admin.page.getByRole('dialog', { name });
    await details.getByRole('row', { name: /Newcomer/ }).first().waitFor();
  });
});
