import { api } from '@rapport/platform';
import { getCompanyReminders, updateCompanyReminders } from '@rapport/wire/api/calls';
import { contractMutation, contractQuery } from '@rapport/wire/api/client';

export type { CompanyReminders } from '@rapport/wire/api/contact-reminders';

/** The company's reminder delay: a change reloads it (the contact list's tag type, the reminders' id). */
const REMINDERS = { type: 'Contact', id: 'REMINDERS' } as const;

export const remindersApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyReminders: build.query(contractQuery(getCompanyReminders, { providesTags: [REMINDERS] })),
    updateCompanyReminders: build.mutation(contractMutation(updateCompanyReminders, { invalidatesTags: [REMINDERS] })),
  }),
});

export const { useCompanyRemindersQuery, useUpdateCompanyRemindersMutation } = remindersApi;
