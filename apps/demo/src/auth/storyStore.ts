import { DemoSessionStore } from './session';

/** A demo session kept in memory, for stories: nothing leaks into the browser's localStorage. */
export function memoryStore(): DemoSessionStore {
  const map = new Map<string, string>();
  return new DemoSessionStore({
    storage: {
      getItem: (key) => map.get(key) ?? null,
      setItem: (key, value) => void map.set(key, value),
      removeItem: (key) => void map.delete(key),
    },
    origin: '',
    now: () => Date.now(),
  });
}
