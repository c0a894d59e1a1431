import { appForSuite, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import { activityRows } from '@rapport/api/testing/activity';
import { companyWithAdmin, signedIn } from '@rapport/api/testing/company';
import { activityCutoff } from './activity/retention';
import { DEMO_SURVEYS } from './barometer/demo-surveys';
import { ensureDemoActivity } from './demo-activity';
import { DEMO_PEOPLE } from './demo-data';
import { DEMO_MISSIONS } from './demo-missions';
import { demoCreationDate } from './demo-dates';

/** The demo company's trail: entries of each kind the demo makes, dated as the demo's own dates say, made once. */
describe(`demo activity (${testDatabaseKind})`, () => {
  const suite = appForSuite();

  it('records the demo admins’ past actions, each before what follows from it, within the retention, once', async () => {
    const { companyId, admin } = await companyWithAdmin(suite.app);
    const colleague = await signedIn(suite.app);
    const plan = {
      companyId,
      actors: { admin: { userId: admin.id, email: admin.email }, colleague: { userId: colleague.id, email: colleague.email } },
      people: DEMO_PEOPLE,
      missions: DEMO_MISSIONS,
    };
    await ensureDemoActivity(suite.app.database.db, plan);
    const rows = await activityRows(suite.app, companyId);
    const kinds = new Set(rows.map((row) => row.kind));
    expect([...kinds].sort()).toEqual(
      ['contact.converted', 'contact.created', 'contact.deleted', 'contact.invited', 'contact.updated', 'mission.created', 'mission.updated', 'survey.created', 'survey.updated'].sort(),
    );
    const contacts = DEMO_PEOPLE.filter((person) => person.contact);
    expect(rows.filter((row) => row.kind === 'contact.created')).toHaveLength(contacts.length + 1);
    expect(rows.filter((row) => row.kind === 'contact.invited')).toHaveLength(contacts.filter((person) => person.contact?.invited).length);
    expect(rows.filter((row) => row.kind === 'mission.created').map((row) => row.subject)).toEqual(
      expect.arrayContaining(DEMO_MISSIONS.map((mission) => `${mission.reference} ${mission.name}`)),
    );
    expect(rows.filter((row) => row.kind === 'survey.created')).toHaveLength(DEMO_SURVEYS.length);

    // recorded in the order they happened, all in the past and within the 13 months kept
    const times = rows.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(Math.max(...times)).toBeLessThan(Date.now());
    expect(Math.min(...times)).toBeGreaterThan(activityCutoff(new Date()).getTime());
    // a mission on the day it was created, by its owner from their address; its people added before
    for (const mission of DEMO_MISSIONS) {
      const created = rows.find((row) => row.kind === 'mission.created' && row.subject === `${mission.reference} ${mission.name}`);
      expect(created?.actorEmail).toBe(mission.owner === 'admin' ? admin.email : colleague.email);
      expect(created?.ip).toMatch(/^192\.0\.2\./);
      expect(Math.abs((created?.createdAt.getTime() ?? 0) - demoCreationDate(mission.createdDaysAgo).getTime())).toBeLessThan(24 * 60 * 60 * 1000);
      for (const email of [mission.manager, ...mission.members].filter((e): e is string => e !== null)) {
        const added = rows.find((row) => row.kind === 'contact.created' && row.subject.endsWith(`<${email}>`));
        expect({ mission: mission.reference, email, before: (added?.createdAt.getTime() ?? Infinity) < (created?.createdAt.getTime() ?? 0) }).toEqual({ mission: mission.reference, email, before: true });
      }
    }

    await ensureDemoActivity(suite.app.database.db, plan);
    expect(await activityRows(suite.app, companyId)).toHaveLength(rows.length);
  });
});
