import type { StorageLike } from '@admission/api-client';

/** A Storage in memory, for the container tests (Chromium) and the Node tests alike. */
export function memoryStorage(): StorageLike & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}
