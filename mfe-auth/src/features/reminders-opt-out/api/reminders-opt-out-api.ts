import { api } from '@rapport/platform';
import { optOutOfReminders } from '@rapport/wire/api/calls';
import { contractMutation } from '@rapport/wire/api/client';

export type { RemindersOptOut } from '@rapport/wire/api/contact-reminders';

/** The opt-out a reminder's link asks for: public, the token in the body. */
export const remindersOptOutApi = api.injectEndpoints({
  endpoints: (build) => ({
    optOutOfReminders: build.mutation(contractMutation(optOutOfReminders)),
  }),
});

export const { useOptOutOfRemindersMutation } = remindersOptOutApi;
