import { api } from '@rapport/platform';
import { importContacts, previewContactsImport } from '@rapport/wire/api/calls';
import { contractMutation } from '@rapport/wire/api/client';

export type { ContactsImportPreview, ImportField, ImportProblem } from '@rapport/wire/api/contacts-import';

/** The preview writes nothing; the import reloads the company's contact list (its tag). */
export const contactsImportApi = api.injectEndpoints({
  endpoints: (build) => ({
    previewContactsImport: build.mutation(contractMutation(previewContactsImport)),
    importContacts: build.mutation(contractMutation(importContacts, { invalidatesTags: [{ type: 'Contact', id: 'LIST' }] })),
  }),
});

export const { usePreviewContactsImportMutation, useImportContactsMutation } = contactsImportApi;
