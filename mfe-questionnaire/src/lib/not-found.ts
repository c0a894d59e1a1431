/** Whether a failed call was a 404 (the contracts' base query keeps the status). */
export const isNotFound = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 404;
