import { api } from '@rapport/platform';
import { getWords } from '@rapport/wire/api/calls';
import { contractQuery } from '@rapport/wire/api/client';

/** GET /words/: the 48 words of the bank (en, fr, ru), the avatar's and the values' words are chosen among. */
export const wordBankApi = api.injectEndpoints({
  endpoints: (build) => ({
    // the bank changes with a content release only: kept for the visit
    companyWordBank: build.query(contractQuery(getWords, { keepUnusedDataFor: 3600 })),
  }),
});

export const { useCompanyWordBankQuery } = wordBankApi;
