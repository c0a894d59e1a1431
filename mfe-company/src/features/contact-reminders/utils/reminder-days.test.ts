import { reminderDaysError } from './reminder-days';

describe('reminderDaysError', () => {
  it('takes a whole number of days from 1 to 90, spaces around it aside', () => {
    for (const typed of ['1', '7', ' 14 ', '90']) expect(reminderDaysError(typed)).toBeUndefined();
    for (const typed of ['', '0', '91', '-3', '2.5', '1e1', 'seven', '7 days']) expect(reminderDaysError(typed)).toBe('contactReminders.daysRange');
  });
});
