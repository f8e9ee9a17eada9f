import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../src/app/services';
import { TAB_ID_KEY, TAB_LOCK_PREFIX, tabPresence, type TabPresence } from '../../src/services/tabPresence';
import { config, fakeFetch, makeToken } from './support';

/** A Storage of its own (key() and length included), as a tab's sessionStorage or a browser's local storage. */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

/** A tab of this browser: its own sessionStorage; the Web Locks are the browser's (shared). */
const open = (tab: Storage, navigation = 'navigate') => tabPresence({ tab, navigation });
const started = (presence: TabPresence) => stops.push(presence.start());
/** Lets a lock request or release reach the browser's lock manager. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('tabPresence: which portal tabs are open (Web Locks)', () => {
  it('a new tab with no other open one is told the last tab was closed; a reload, or a page opened in the same tab, is not', async () => {
    const tab = new MemoryStorage();
    const first = await open(tab);
    expect(first.lastTabWasClosed).toBe(true);
    const stop = first.start();
    await settled();
    // Reloaded: the page (and its lock) went; the id stays in the tab's sessionStorage.
    stop();
    await settled();
    expect((await open(tab, 'reload')).lastTabWasClosed).toBe(false);
    expect((await open(tab, 'navigate')).lastTabWasClosed).toBe(false);
  });

  it('a new tab beside an open one shares the session; the moment that one is closed, the next does not', async () => {
    const first = await open(new MemoryStorage());
    const close = first.start();
    await settled();
    expect((await open(new MemoryStorage())).lastTabWasClosed).toBe(false);
    // Closed, or its browser killed: the browser releases the lock at once (no two-minute wait).
    close();
    await settled();
    expect((await open(new MemoryStorage())).lastTabWasClosed).toBe(true);
  });

  it('a tab the browser restores after a restart (its sessionStorage back, navigation back_forward) counts as new', async () => {
    const tab = new MemoryStorage();
    const before = await open(tab);
    before.start()();
    await settled();
    expect(tab.getItem(TAB_ID_KEY)).not.toBeNull();
    expect((await open(tab, 'back_forward')).lastTabWasClosed).toBe(true);
    // Beside a tab still open, it shares that tab's session.
    started(await open(new MemoryStorage()));
    await settled();
    expect((await open(tab, 'back_forward')).lastTabWasClosed).toBe(false);
  });

  it('without Web Locks no tab sees another: every new tab starts signed out, a reload does not', async () => {
    const tab = new MemoryStorage();
    const alone = await tabPresence({ tab, locks: null, navigation: 'navigate' });
    expect(alone.lastTabWasClosed).toBe(true);
    stops.push(alone.start());
    expect((await tabPresence({ tab, locks: null, navigation: 'reload' })).lastTabWasClosed).toBe(false);
    started(await open(new MemoryStorage()));
    await settled();
    expect(
      (await tabPresence({ tab: new MemoryStorage(), locks: null, navigation: 'navigate' })).lastTabWasClosed,
    ).toBe(true);
  });

  it('keeps its id in the tab’s own storage and holds the lock of that id while open', async () => {
    const tab = new MemoryStorage();
    started(await tabPresence({ tab, navigation: 'navigate', newId: () => 'onglet-1' }));
    await settled();
    expect(tab.getItem(TAB_ID_KEY)).toBe('onglet-1');
    const held = (await navigator.locks.query()).held?.map((lock) => lock.name);
    expect(held).toContain(`${TAB_LOCK_PREFIX}onglet-1`);
  });
});

describe('createServices after the last tab was closed (a shared device)', () => {
  const user = {
    id: 'account-1',
    email: 'a@b.sn',
    firstName: 'Awa',
    lastName: 'Diop',
    roles: ['candidate'],
    isActive: true,
    createdAt: 'x',
    updatedAt: 'x',
  };

  function leftSession(storage: Storage) {
    storage.setItem('access_token', makeToken({ sub: 'account-1' }));
    storage.setItem('refresh_token', 'refresh-1');
    storage.setItem('user', JSON.stringify(user));
    storage.setItem('accountId', 'account-1');
    storage.setItem('sessionEndsAt', String(Date.now() + 30 * 60_000));
    storage.setItem('lastKnown', JSON.stringify({ accountId: 'account-1', savedAt: 'x', applications: [] }));
  }

  it('erases the tokens and the offline copy before anything is drawn, and ends the session at the identity provider', async () => {
    const storage = new MemoryStorage();
    leftSession(storage);
    const network = fakeFetch({ 'POST /realms/*': () => new Response(null, { status: 204 }) });
    const services = createServices({
      config,
      storage,
      fetch: network.fetch,
      refreshLock: crypto.randomUUID(),
      presence: { lastTabWasClosed: true },
    });
    expect(services.sessionActor.getSnapshot().matches('loggedOut')).toBe(true);
    for (const key of ['access_token', 'refresh_token', 'user', 'accountId', 'sessionEndsAt', 'lastKnown'])
      expect(storage.getItem(key), key).toBeNull();
    await vi.waitFor(() =>
      expect(network.requests.map((r) => r.path)).toContain(
        `/realms/${config.realm}/protocol/openid-connect/logout`,
      ),
    );
    const logout = network.requests.find((r) => r.path.endsWith('/logout'));
    expect(new URLSearchParams(logout?.body).get('refresh_token')).toBe('refresh-1');
  });

  it('keeps the session of a reloaded tab, or of a new tab beside an open one', () => {
    const storage = new MemoryStorage();
    leftSession(storage);
    const services = createServices({
      config,
      storage,
      refreshLock: crypto.randomUUID(),
      presence: { lastTabWasClosed: false },
    });
    expect(services.sessionActor.getSnapshot().matches('loggedOut')).toBe(false);
    expect(storage.getItem('refresh_token')).toBe('refresh-1');
    expect(storage.getItem('lastKnown')).not.toBeNull();
  });
});
