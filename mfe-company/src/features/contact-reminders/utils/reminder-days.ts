import { REMINDER_LIMITS } from '@rapport/wire/api/contact-reminders';

/** The delay as typed: a whole number of days from 1 to 90, else the key of the words the server refuses it with. */
export function reminderDaysError(typed: string): 'contactReminders.daysRange' | undefined {
  const text = typed.trim();
  if (!/^\d+$/.test(text)) return 'contactReminders.daysRange';
  const days = Number(text);
  return days >= REMINDER_LIMITS.minDays && days <= REMINDER_LIMITS.maxDays ? undefined : 'contactReminders.daysRange';
}
