import type { BusEvents } from '../src/events/bus';
import { collectToasts, resetLocation } from './mock-api';

interface Options {
  /** each test starts at `/` (the contracts' navigate moves window.location from test to test) */
  atRoot?: boolean;
}

/**
 * The toasts each test of the calling `describe` asks for (`.toasts`, emptied before each);
 * after each test the listener goes and the mocks (fetch among them) are restored. The parts'
 * page tests all start this way; a test's own set-up goes in its own beforeEach, which runs
 * after this one.
 */
export function toastsOfEachTest({ atRoot = false }: Options = {}) {
  const seen = { toasts: [] as BusEvents['toast'][] };
  let off = () => undefined as void;
  beforeEach(() => {
    if (atRoot) resetLocation();
    const collected = collectToasts();
    seen.toasts = collected.toasts;
    off = collected.off;
  });
  afterEach(() => {
    off();
    jest.restoreAllMocks();
  });
  return seen;
}
