import { api } from '@rapport/platform';
import { fetchObjectUrl } from '@rapport/platform/store/object-url';

/**
 * A file behind the Authorization header (a report, the samples' morph picture), as an object
 * URL the page can show or save. The caller revokes it when done.
 */
export const fileApi = api.injectEndpoints({
  endpoints: (build) => ({
    authorizedObjectUrl: build.mutation<string, string>({
      queryFn: (url, _api, _extra, baseQuery) => fetchObjectUrl(baseQuery, url),
    }),
  }),
});

export const { useAuthorizedObjectUrlMutation } = fileApi;
