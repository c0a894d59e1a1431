import { api } from '@rapport/platform';
import {
  createCompanyContact,
  deleteCompanyContact,
  getQuestionnaireTypes,
  inviteContact,
  listCompanyContacts,
  reInvite,
  updateCompanyContact,
} from '@rapport/wire/api/calls';
import { contractMutation, contractQuery } from '@rapport/wire/api/client';

export type { CompanyContact } from '@rapport/wire/api/company';

/** The company's contact list: every change to a contact (or its invitation) reloads it. */
const CONTACT_LIST = { type: 'Contact', id: 'LIST' } as const;
const changesContacts = { invalidatesTags: [CONTACT_LIST] };

export const companyContactsApi = api.injectEndpoints({
  endpoints: (build) => ({
    companyContacts: build.query(contractQuery(listCompanyContacts, { providesTags: [CONTACT_LIST] })),
    questionnaireTypes: build.query(contractQuery(getQuestionnaireTypes)),
    addCompanyContact: build.mutation(contractMutation(createCompanyContact, changesContacts)),
    updateCompanyContact: build.mutation(contractMutation(updateCompanyContact, changesContacts)),
    deleteCompanyContact: build.mutation(contractMutation(deleteCompanyContact, changesContacts)),
    inviteContact: build.mutation(contractMutation(inviteContact, changesContacts)),
    reInviteContact: build.mutation(contractMutation(reInvite, changesContacts)),
  }),
});

/** The list's arguments, one place: the page's query and the app's early prefetch share one cache entry. */
export const contactListArgs = (companyPk: number | undefined) => ({ query: { company_id: companyPk } });

export const {
  useCompanyContactsQuery,
  useQuestionnaireTypesQuery,
  useAddCompanyContactMutation,
  useUpdateCompanyContactMutation,
  useDeleteCompanyContactMutation,
  useInviteContactMutation,
  useReInviteContactMutation,
} = companyContactsApi;
