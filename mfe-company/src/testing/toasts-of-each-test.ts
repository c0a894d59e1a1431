import type { BusEvents } from '@rapport/platform';
import { collectToasts } from '@rapport/platform/testing/mock-api';

/**
 * The toasts each test of the calling `describe` asks for (`.toasts`, emptied before each);
 * after each test the listener goes and the mocks (fetch among them) are restored.
 */
export function toastsOfEachTest() {
  const seen = { toasts: [] as BusEvents['toast'][] };
  let off = () => undefined as void;
  beforeEach(() => {
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
