import { api } from '@rapport/platform';
import { fetchBlob } from './blob-request';

/**
 * A file behind the Authorization header (a report, the samples' morph picture), as an object
 * URL the page can show or save. The caller revokes it when done.
 */
export const fileApi = api.injectEndpoints({
  endpoints: (build) => ({
    authorizedObjectUrl: build.mutation<string, string>({
      async queryFn(url, _api, _extra, baseQuery) {
        const file = await fetchBlob(baseQuery, url);
        if ('error' in file) return { error: file.error };
        return { data: URL.createObjectURL(file.data) };
      },
    }),
  }),
});

export const { useAuthorizedObjectUrlMutation } = fileApi;
