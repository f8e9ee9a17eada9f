// The refresh handoff in a real IndexedDB (src/services/refreshHandoff.ts): a set written by this
// version is handed over; what an older portal wrote there (no version), or anything else under its
// key, reads as none and is removed, so the next tab falls back on local storage instead of failing.
// The readers' rules themselves: test/node/deviceData.test.ts.
import { createStore, get, set } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { createRefreshHandoff, HANDOFF_VERSION } from '../../src/services/refreshHandoff';

const tokens = { accessToken: 'access-2', refreshToken: 'refresh-2' };

describe('the refresh handoff in IndexedDB', () => {
  it('hands over the set it was given, with its version, and nothing once cleared', async () => {
    const name = crypto.randomUUID();
    const handoff = createRefreshHandoff(name);
    await handoff.write(tokens);
    expect(await get('tokens', createStore(name, 'handoff'))).toEqual({
      version: HANDOFF_VERSION,
      ...tokens,
    });
    expect(await handoff.read()).toEqual(tokens);
    await handoff.clear();
    expect(await handoff.read()).toBeNull();
  });

  it.each<[string, unknown]>([
    ['of the version before versions (none)', tokens],
    ['of an unknown version', { version: HANDOFF_VERSION + 1, ...tokens }],
    ['of another shape', { version: HANDOFF_VERSION, access: 'access-2' }],
    ['that is JSON text', JSON.stringify({ version: HANDOFF_VERSION, ...tokens })],
  ])('reads a value %s as none, and removes it', async (_, value) => {
    const name = crypto.randomUUID();
    const store = createStore(name, 'handoff');
    await set('tokens', value, store);
    await expect(createRefreshHandoff(name).read()).resolves.toBeNull();
    expect(await get('tokens', store)).toBeUndefined();
  });
});
