import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../src/app/services';
import { HEARTBEAT_MS, TAB_GONE_MS, TAB_ID_KEY, tabPresence } from '../../src/services/tabPresence';
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

const events = () => new EventTarget() as unknown as Window;
let stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe('tabPresence: which portal tabs are open', () => {
  it('a new tab with no other open one is told the last tab was closed; a reload is not', () => {
    const local = new MemoryStorage();
    const tab = new MemoryStorage();
    const first = tabPresence({ local, tab });
    expect(first.lastTabWasClosed).toBe(true);
    const target = events();
    stops.push(first.start(target));
    // The same tab reloaded: its id is in its sessionStorage; pagehide removed its entry.
    target.dispatchEvent(new Event('pagehide'));
    expect(tabPresence({ local, tab }).lastTabWasClosed).toBe(false);
  });

  it('a new tab beside an open one shares the session; once that one is closed, the next does not', () => {
    const local = new MemoryStorage();
    const target = events();
    stops.push(tabPresence({ local, tab: new MemoryStorage() }).start(target));
    expect(tabPresence({ local, tab: new MemoryStorage() }).lastTabWasClosed).toBe(false);
    // Closed: pagehide takes its entry away.
    target.dispatchEvent(new Event('pagehide'));
    expect([...Array(local.length).keys()].map((i) => local.key(i))).toEqual([]);
    expect(tabPresence({ local, tab: new MemoryStorage() }).lastTabWasClosed).toBe(true);
  });

  it('a tab closed without pagehide (a killed browser) counts as gone two minutes after it was last seen', () => {
    vi.useFakeTimers();
    let now = 1_000_000;
    const local = new MemoryStorage();
    const newTab = () => tabPresence({ local, tab: new MemoryStorage(), now: () => now });
    newTab().start(events());
    // While it runs, it is seen every 15 s, so it never looks gone.
    for (let beat = 0; beat < 20; beat += 1) {
      now += HEARTBEAT_MS;
      vi.advanceTimersByTime(HEARTBEAT_MS);
    }
    expect(newTab().lastTabWasClosed).toBe(false);
    // Killed: no more beats and no pagehide; its entry stays, and grows stale.
    vi.clearAllTimers();
    now += TAB_GONE_MS;
    expect(newTab().lastTabWasClosed).toBe(false);
    now += 1;
    expect(newTab().lastTabWasClosed).toBe(true);
    // The stale entry was removed on the way.
    expect(local.length).toBe(0);
  });

  it('keeps its id in the tab’s own storage', () => {
    const tab = new MemoryStorage();
    stops.push(tabPresence({ local: new MemoryStorage(), tab, newId: () => 'onglet-1' }).start(events()));
    expect(tab.getItem(TAB_ID_KEY)).toBe('onglet-1');
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
