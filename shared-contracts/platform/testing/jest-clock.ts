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

const { setTimeout: realSetTimeout } = jest.requireActual<typeof import('timers')>('timers');

/**
 * user-event on jest's clock: its pauses between keys and clicks move the clock, then let one
 * real task run, as they do on real timers. React renders what a zag machine changed after an
 * event in such a task (its scheduler kept the real setTimeout): without it, the next key
 * would reach a menu whose last key has not been drawn yet.
 */
export const onJestClock: UserEventOptions = {
  advanceTimers: async (ms) => {
    jest.advanceTimersByTime(ms);
    await new Promise((resolve) => realSetTimeout(resolve, 0));
  },
};
