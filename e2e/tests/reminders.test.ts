import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { uniqueEmail, waitForMail } from '../src/accounts';
import { contactRow, openCompanyContacts } from '../src/company-contacts';
import { startHarness, type Harness } from '../src/harness';

let h: Harness;

before(async () => {
  // a reminder "day" of two seconds and a sweep every second (refused in production): the
  // company's delay passes while the test waits for the mail
  h = await startHarness(19280, { env: { REMINDER_DAY_SECONDS: '2', REMINDER_SWEEP_SECONDS: '1' } });
});
after(async () => {
  await h?.close();
});


describe('reminders to invited contacts, as the demo admin', () => {
  it('sets the delay, invites a contact who is reminded after it, the row says so, and the mail’s link stops the reminders', async () => {
    const { page } = await h.newPage();
    await openCompanyContacts(page, h.origin);

    // the company's delay: one day (two seconds here)
    await page.getByRole('button', { name: 'Reminders' }).click();
    const settings = page.getByRole('dialog', { name: 'Reminders' });
    const days = settings.getByRole('spinbutton', { name: /^Remind after \(days\)/ });
    await days.fill('1');
    await settings.getByText('reminded 1 day after the invitation, then every day: three reminders at most', { exact: false }).waitFor();
    await settings.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Reminders saved', { exact: true }).first().waitFor();
    await settings.waitFor({ state: 'detached' });

    // a new contact, invited
    const email = uniqueEmail('ada-reminded');
    await page.getByRole('button', { name: 'New contact' }).click();
    const form = page.getByRole('dialog', { name: 'New contact' });
    await form.getByLabel(/^First name/).fill('Ada');
    await form.getByLabel(/^Last name/).fill('Byron');
    await form.getByLabel(/^E-mail/).fill(email);
    await form.getByLabel('Contact type').selectOption({ label: 'Candidate' });
    await form.getByRole('button', { name: 'Add contact' }).click();
    await page.getByText('Contact successfully added.', { exact: true }).first().waitFor();
    await waitForMail(h, email, /^(?!Reminder).*invites you to take the Rapport questionnaire$/);

    // the reminder, once the delay has passed: in the development mailbox
    const reminder = await waitForMail(h, email, /^Reminder: .* invites you to take the Rapport questionnaire$/, 30_000);
    assert.match(reminder.text, /This is reminder [123] of 3 at most\./);
    assert.match(reminder.text, /\/\?contact=[A-Za-z0-9_-]+/, 'the invitation’s link again');
    const link = /https?:\/\/[^\s"<>]+\/reminders\/stop\?token=[A-Za-z0-9_-]{43}/.exec(reminder.text)?.[0];
    assert.ok(link, `the reminder carries its opt-out link: ${reminder.text}`);
    assert.equal(reminder.headers?.['List-Unsubscribe'], `<${link}>`);

    // the contact's row says when, and how many
    await page.reload();
    await page.getByRole('heading', { name: 'Company contacts', level: 1 }).waitFor();
    let row = await contactRow(page, email, 'Ada Byron');
    await row.getByText(/^Reminded \d{2}\/\d{2}\/\d{4} \([123] of 3\)$/).waitFor();

    // the contact follows the link, in a browser of their own and without signing in
    const contact = await h.newPage();
    await contact.page.goto(link.replace(/^https?:\/\/[^/]+/, h.origin));
    await contact.page.getByRole('heading', { name: 'No more reminders', level: 1 }).waitFor();
    await contact.page.getByText(/will send you no more reminders about the Rapport questionnaire\.$/).waitFor();

    await page.reload();
    await page.getByRole('heading', { name: 'Company contacts', level: 1 }).waitFor();
    row = await contactRow(page, email, 'Ada Byron');
    await row.getByText('Reminders stopped by the contact', { exact: true }).waitFor();
  });
});
