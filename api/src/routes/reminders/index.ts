import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMINDER_MESSAGES, getCompanyReminders, optOutOfReminders, unsubscribeFromReminders, updateCompanyReminders } from '@rapport/wire/api/contact-reminders';
import type { RouteLimit } from '../../auth/limits';
import { DEFAULT_REMINDERS } from '../../config';
import { currentUser } from '../../plugins/auth';
import { perIpLimit } from '../../plugins/rate-limit';
import { activeCompany } from '../../services/company/company-contacts';
import {
  changeReminderDays,
  optOutOfReminders as optOut,
  reminderSettings,
  REMINDERS_SWEEP_JOB,
  sweepReminders,
  type RemindersDeps,
} from '../../services/reminders/reminders-service';
import { contractRoute } from '../contract-route';
import { serviceDeps } from '../service-deps';

/** The opt-out calls are public: limited per address (their tokens cannot be guessed anyway). */
export const OPT_OUT_IP_LIMIT: RouteLimit = { max: 30, timeWindow: '15 minutes' };

/** What a mail reader posts to the one-click URL (a form field): read by nobody, bounded. */
const ONE_CLICK_BODY_LIMIT = 4096;

/**
 * Reminders to invited contacts: the company's delay (read and changed by its admins), the
 * opt-out their links lead to, and the periodic sweep that sends them (a job of the jobs table,
 * run by whichever worker takes it: the one process of `npm start`, the worker in production).
 */
export const remindersRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps = { ...serviceDeps(app), tokens: app.mailSecrets } satisfies RemindersDeps;
  const company = (userId: number, named?: number) => activeCompany(deps, userId, named);

  app.jobs.every(REMINDERS_SWEEP_JOB, (app.config.reminders ?? DEFAULT_REMINDERS).sweepMs, async (job) => {
    await sweepReminders(deps, new Date(), job.whenIdle);
  });

  contractRoute(app, getCompanyReminders, {
    tags: ['company'],
    handler: async (request) => reminderSettings(deps, await company(currentUser(request).id, request.query.company_id)),
  });

  contractRoute(app, updateCompanyReminders, {
    tags: ['company'],
    handler: async (request) => changeReminderDays(deps, await company(currentUser(request).id, request.query.company_id), request.body.reminder_days),
  });

  contractRoute(app, optOutOfReminders, {
    tags: ['reminders'],
    config: { rateLimit: perIpLimit(OPT_OUT_IP_LIMIT, 'reminders-opt-out', 'opt-out attempts') },
    handler: async (request) => optOut(deps, request.body.token, new Date()),
  });

  // RFC 8058: mail readers post a form (multipart or urlencoded) that says nothing the query does not
  await app.register(async (oneClick) => {
    oneClick.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: ONE_CLICK_BODY_LIMIT }, (_request, _body, done) => done(null, undefined));
    contractRoute(oneClick, unsubscribeFromReminders, {
      tags: ['reminders'],
      bodyLimit: ONE_CLICK_BODY_LIMIT,
      config: { rateLimit: perIpLimit(OPT_OUT_IP_LIMIT, 'reminders-opt-out', 'opt-out attempts') },
      handler: async (request) => {
        await optOut(deps, request.query.token, new Date());
        return { message: REMINDER_MESSAGES.optedOut };
      },
    });
  });
};
