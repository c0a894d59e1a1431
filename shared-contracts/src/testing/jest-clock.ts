import type { Options as UserEventOptions } from '@testing-library/user-event';

/**
 * Jest's clock in each test of the calling `describe`: a delay the code waits (the spec's 500 ms
 * before a form is sent, a poll) passes when the test moves the clock, never in real time.
 * waitFor and findBy move it 50 ms a look. Promise jobs stay real: zag's state machines (behind
 * Chakra's dialogs and menus) send their events through them.
 */
export function jestClockInEachTest(): void {
  beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask'] }));
  afterEach(() => jest.useRealTimers());
}

/** user-event on jest's clock: its pauses between keys and clicks move the clock. */
export const onJestClock: UserEventOptions = { advanceTimers: (ms) => jest.advanceTimersByTime(ms) };
