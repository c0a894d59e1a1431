/** A dispatched mutation: awaited, then dropped from the cache (nothing here is shown twice). */
export async function run<T>(call: { unwrap(): Promise<T>; reset(): void }): Promise<T> {
  try {
    return await call.unwrap();
  } finally {
    call.reset();
  }
}

/** The HTTP status of a failed call (RTK Query's error), if any. */
export const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
