/** Whether a failed call was a 404 (the contracts' base query keeps the status). */
export const isNotFound = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 404;

/** Whether a failed call was a 410: the link's mission has ended (or was archived). */
export const isEnded = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 410;
