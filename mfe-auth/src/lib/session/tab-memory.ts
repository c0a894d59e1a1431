/**
 * A value remembered for the tab (sessionStorage, under `key`): read once, then kept in memory,
 * with listeners for useSyncExternalStore. Where storage is refused (private mode) or holds a
 * broken value, it lives in memory only.
 */
export function tabMemory<T>(key: string, codec: { parse: (raw: string) => T | null; serialise: (value: T) => string }) {
  const listeners = new Set<() => void>();
  let current: T | null | undefined;

  const stored = (): T | null => {
    try {
      const raw = window.sessionStorage.getItem(key);
      return raw ? codec.parse(raw) : null;
    } catch {
      return null;
    }
  };

  const store = (value: T | null): void => {
    current = value;
    try {
      if (value === null) window.sessionStorage.removeItem(key);
      else window.sessionStorage.setItem(key, codec.serialise(value));
    } catch {
      // kept in memory only
    }
    for (const listener of listeners) listener();
  };

  const get = (): T | null => {
    if (current === undefined) current = stored();
    return current;
  };

  return {
    /** the value (the same object until it changes), or null */
    get,
    set: (value: T): void => store(value),
    clear: (): void => {
      if (get() !== null) store(null);
    },
    /** for useSyncExternalStore: called whenever the value changes */
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
