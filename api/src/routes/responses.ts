import { errorResponse } from '@rapport/contracts/api/common';

/** Error shapes every route documents beside its success answer. */
export const errorResponses = { '4xx': errorResponse, '5xx': errorResponse } as const;
