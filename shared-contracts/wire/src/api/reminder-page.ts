/**
 * The site's page a reminder's opt-out link opens (`?token=`): it sends the token to
 * optOutOfReminders and says the answer. Apart from the contracts (no zod) so the route table
 * can name it.
 */
export const REMINDERS_OPT_OUT_PAGE = '/reminders/stop';
