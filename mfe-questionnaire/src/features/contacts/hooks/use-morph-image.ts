import { getFakeUserImage } from '@rapport/wire/api/calls';
import { contractUrl } from '@rapport/wire/api/client';
import { useEffect } from 'react';
import { useAuthorizedObjectUrlMutation } from '../../../lib/file-api';

/**
 * The morph of two samples' pictures. The image needs the Authorization header, so it is
 * fetched as a blob and shown through an object URL, revoked when no longer shown.
 */
export function useMorphImage(user1: string, user2: string) {
  const [fetchImage, { data: url, isError }] = useAuthorizedObjectUrlMutation();
  useEffect(() => {
    const request = fetchImage(contractUrl(getFakeUserImage, { query: { user_1: user1, user_2: user2 } }));
    return () => request.abort();
  }, [fetchImage, user1, user2]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { url, failed: isError };
}
