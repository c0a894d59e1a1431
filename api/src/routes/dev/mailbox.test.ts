import type { App } from '../../app';
import { enqueueMail } from '../../mail/outbox';
import { buildTestApp, testDatabaseKind } from '../../testing/build-test-app';

describe(`GET /dev/mailbox (${testDatabaseKind})`, () => {
  it('lists the queued mails, newest first, outside production', async () => {
    const app = await buildTestApp({ env: 'development' });
    try {
      await enqueueMail(app.database.db, { to: 'a@example.org', subject: 'First', text: 'one' });
      await enqueueMail(app.database.db, { to: 'b@example.org', subject: 'Second', text: 'two', html: '<p>two</p>' });
      const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(200);
      const mails = res.json<{ to: string; subject: string; text: string; html: string | null; created: string }[]>();
      expect(mails.map((m) => m.subject)).toEqual(['Second', 'First']);
      expect(mails[0]).toEqual({
        to: 'b@example.org',
        subject: 'Second',
        text: 'two',
        html: '<p>two</p>',
        created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/),
      });
      expect(mails[1].html).toBeNull();
    } finally {
      await app.close();
    }
  });

  it('does not exist in production', async () => {
    const app: App = await buildTestApp({ env: 'production' });
    try {
      await enqueueMail(app.database.db, { to: 'a@example.org', subject: 'Secret', text: 'reset link' });
      const res = await app.inject({ method: 'GET', url: '/api/dev/mailbox' });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('reset link');
      const docs = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(Object.keys(docs.json<{ paths: object }>().paths)).not.toContain('/api/dev/mailbox');
    } finally {
      await app.close();
    }
  });
});
