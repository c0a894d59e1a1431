import { EXPORT_LABELS } from '@rapport/wire/api/export-labels';
import { EXPORT_LANGS } from '@rapport/wire/api/exports';
import { BAROMETER_HIDDEN_REASONS } from '@rapport/wire/api/barometer';
import en from '../locales/en.json';
import fr from '../locales/fr.json';

/**
 * The API's exports say what the pages say: their words (the wire's EXPORT_LABELS) are the
 * company pages' own, so a file reads like the page it comes from. A change to one fails here.
 */
const LOCALES = { en, fr };

describe('the exports speak the pages’ words', () => {
  it.each(EXPORT_LANGS)('%s: the contacts’ statuses, roles and headers as Company Contacts shows them', (lang) => {
    const page = LOCALES[lang].contacts;
    const file = EXPORT_LABELS[lang].contacts;
    expect(file.statuses).toEqual({
      completed: page.status.completed,
      in_progress: page.status.inProgress,
      invitation_sent: page.status.invitationSent,
      not_invited: page.status.notInvited,
    });
    expect(file.roles).toEqual(page.roles);
    expect([file.firstName, file.lastName, file.email, file.phone, file.confidential]).toEqual([
      page.form.firstName,
      page.form.lastName,
      page.form.email,
      page.form.phone,
      page.form.confidential,
    ]);
    expect([file.role, file.status, file.sheet]).toEqual([page.table.role, page.table.status, page.table.label]);
  });

  it.each(EXPORT_LANGS)('%s: the members’ headers and the unfinished sentences as the mission details say them', (lang) => {
    const page = LOCALES[lang].missionDetails;
    const file = EXPORT_LABELS[lang].missionMembers;
    expect([file.matchWith, file.lastName, file.firstName, file.role, file.avatar]).toEqual([
      page.matchWith.label,
      page.table.lastName,
      page.table.firstName,
      page.table.role,
      page.abbr.avatar,
    ]);
    expect(file.unfinishedOne('{{name}}')).toBe(page.unfinished.one);
    expect(file.unfinishedTwo('{{first}}', '{{second}}')).toBe(page.unfinished.two);
    expect(file.roles).toEqual(page.roles);
  });

  it.each(EXPORT_LANGS)('%s: the barometer’s groups and reasons as the results page says them', (lang) => {
    const page = LOCALES[lang].barometer.results;
    const file = EXPORT_LABELS[lang].barometer;
    expect(file.everyone).toBe(page.filter.all);
    expect(file.groupOption('{{question}}', '{{option}}')).toBe(page.filter.option);
    expect([file.answer, file.count, file.words]).toEqual([page.table.answer, page.table.count, page.words.title]);
    for (const reason of BAROMETER_HIDDEN_REASONS) expect(file.hidden[reason]('{{threshold}}' as unknown as number)).toBe(page.hiddenWhy[reason]);
  });
});
