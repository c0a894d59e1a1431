// What tests wait with instead of sleeping: a gate the test opens, and a clock it moves.

/**
 * Jest's fake clock for setTimeout and clearTimeout only: a delay of the code under test (a
 * probe's timeout, an idle wait) passes when the test advances it (jest.advanceTimersByTime),
 * while the database, sockets, worker threads and everything else keep running on real time.
 * `jest.useRealTimers()` ends it.
 */
export function fakeTimeouts(): void {
  jest.useFakeTimers({
    doNotFake: ['Date', 'hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval'],
  });
}

/** A promise and its resolver: what a test opens when it chooses. */
export function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}
