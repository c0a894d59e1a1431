/** A mission link that leads nowhere: unknown or not a barometer (404), or ended (410). */
export const isGone = (error: unknown): boolean => [404, 410].includes((error as { status?: unknown } | undefined)?.status as number);

/** A 400: the server said what it refused (serverMessage translates its code). */
export const isRefused = (error: unknown): boolean => (error as { status?: unknown } | undefined)?.status === 400;
