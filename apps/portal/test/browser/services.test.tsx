import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices } from '../../src/app/services';
import { followOtherTabs } from '../../src/app/session';
import { createRefreshHandoff } from '../../src/services/refreshHandoff';
import { config, json, makeToken, memoryStorage, tokenResponse } from './support';

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

function otherTab(key: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, storageArea: window.localStorage }));
}

describe('services: the session follows the other tabs (storage events)', () => {
  afterEach(() => window.localStorage.clear());

  function signedInServices(onOtherAccount: (next: { email: string | null }) => void = () => {}) {
    window.localStorage.setItem('access_token', makeToken());
    window.localStorage.setItem('refresh_token', 'refresh-1');
    window.localStorage.setItem('user', JSON.stringify(user));
    const services = createServices({
      config,
      storage: window.localStorage,
      refreshLock: crypto.randomUUID(),
    });
    const stop = followOtherTabs(services, window, window.localStorage, onOtherAccount);
    return { services, stop };
  }

  it("never takes another account's session: a different sub restarts the app instead", () => {
    const restarts: (string | null)[] = [];
    const { services, stop } = signedInServices(({ email }) => restarts.push(email));
    const before = services.sessionActor.getSnapshot().context.tokens;
    window.localStorage.setItem('access_token', makeToken({ sub: 'account-2' }));
    window.localStorage.setItem('user', JSON.stringify({ ...user, id: 'account-2', email: 'autre@b.sn' }));
    otherTab('access_token');
    // Which account is now signed in, for the page that says so (« Un autre compte est connecté »).
    expect(restarts).toEqual(['autre@b.sn']);
    expect(services.sessionActor.getSnapshot().context.tokens).toEqual(before);
    expect(services.sessionActor.getSnapshot().context.claims?.sub).toBe('account-1');
    stop();
  });

  it('waits while another tab writes a sign-in (its token before its user), and never clears it', () => {
    const others: (string | null)[] = [];
    const { services, stop } = signedInServices(({ email }) => others.push(email));
    const token = makeToken({ sub: 'account-2' });
    window.localStorage.setItem('access_token', token);
    otherTab('access_token');
    // Before: the token and the stored user disagreed, the tab logged out and cleared the storage,
    // the other tab's new session with it (both tabs were out, with no word).
    expect(services.sessionActor.getSnapshot().matches('loggedOut')).toBe(false);
    expect(window.localStorage.getItem('access_token')).toBe(token);
    expect(others).toEqual([]);
    window.localStorage.setItem('user', JSON.stringify({ ...user, id: 'account-2', email: 'autre@b.sn' }));
    otherTab('user');
    otherTab('access_token');
    expect(others).toEqual(['autre@b.sn']);
    stop();
  });

  it('logs out when another tab logged out', () => {
    const { services, stop } = signedInServices();
    expect(services.sessionActor.getSnapshot().matches('active')).toBe(true);
    window.localStorage.clear();
    otherTab(null);
    expect(services.sessionActor.getSnapshot().matches('loggedOut')).toBe(true);
    stop();
  });

  it('takes the tokens another tab refreshed or logged in with', () => {
    const { services, stop } = signedInServices();
    const renewed = makeToken();
    window.localStorage.setItem('access_token', renewed);
    otherTab('access_token');
    expect(services.sessionActor.getSnapshot().context.tokens?.accessToken).toBe(renewed);
    stop();
  });

  it('never writes back what another tab stored (it could put a spent refresh token over a newer one)', () => {
    const { services, stop } = signedInServices();
    const renewed = makeToken();
    window.localStorage.setItem('access_token', renewed);
    const writes: string[] = [];
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key) {
      writes.push(key);
    });
    try {
      otherTab('access_token');
    } finally {
      setItem.mockRestore();
    }
    expect(writes).toEqual([]);
    expect(services.sessionActor.getSnapshot().context.tokens?.accessToken).toBe(renewed);
    stop();
  });

  it("adopts, inside the tabs' lock, a token set another tab stored instead of spending its own again", async () => {
    const requests: string[] = [];
    window.localStorage.setItem('access_token', makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    window.localStorage.setItem('refresh_token', 'refresh-1');
    window.localStorage.setItem('user', JSON.stringify(user));
    const services = createServices({
      config,
      storage: window.localStorage,
      refreshLock: crypto.randomUUID(),
      fetch: async (input) => {
        requests.push(String(input instanceof Request ? input.url : input));
        return new Response('{}', { status: 500 });
      },
    });
    // Another tab refreshed meanwhile (without this tab having heard of it yet).
    const newer = makeToken();
    window.localStorage.setItem('refresh_token', 'refresh-2');
    window.localStorage.setItem('access_token', newer);
    await expect(services.session.refresh()).resolves.toBe(newer);
    expect(services.sessionActor.getSnapshot().context.tokens).toEqual({
      accessToken: newer,
      refreshToken: 'refresh-2',
    });
    expect(requests.filter((url) => url.endsWith('/token'))).toEqual([]);
  });

  it('adopts the set the last lock holder handed over (IndexedDB) when local storage does not show it yet', async () => {
    const requests: string[] = [];
    window.localStorage.setItem('access_token', makeToken({ exp: Math.floor(Date.now() / 1000) - 10 }));
    window.localStorage.setItem('refresh_token', 'refresh-1');
    window.localStorage.setItem('user', JSON.stringify(user));
    const lock = crypto.randomUUID();
    const services = createServices({
      config,
      storage: window.localStorage,
      refreshLock: lock,
      fetch: async (input) => {
        requests.push(String(input instanceof Request ? input.url : input));
        return new Response('{}', { status: 500 });
      },
    });
    // Another tab refreshed and handed its set over; its local storage write has not arrived here.
    const newer = makeToken();
    await createRefreshHandoff(lock).write({ accessToken: newer, refreshToken: 'refresh-2' });
    await expect(services.session.refresh()).resolves.toBe(newer);
    expect(services.sessionActor.getSnapshot().context.tokens).toEqual({
      accessToken: newer,
      refreshToken: 'refresh-2',
    });
    expect(requests.filter((url) => url.endsWith('/token'))).toEqual([]);
  });

  /**
   * Two tabs of one session, each with its own view of local storage: the second has not yet seen
   * the first's erasure (another renderer sees a write a moment later), as when it refreshes right
   * after « Déconnexion » in the first. They share the refresh lock and its IndexedDB handoff.
   */
  function twoTabs(token: (body: URLSearchParams) => Promise<Response>) {
    const lock = crypto.randomUUID();
    const expired = makeToken({ exp: Math.floor(Date.now() / 1000) - 10 });
    const storages = [memoryStorage(), memoryStorage()];
    const requests: string[] = [];
    const tabs = storages.map((storage) => {
      storage.setItem('access_token', expired);
      storage.setItem('refresh_token', 'refresh-1');
      storage.setItem('user', JSON.stringify(user));
      return createServices({
        config,
        storage,
        refreshLock: lock,
        fetch: async (input, init) => {
          const url = String(input instanceof Request ? input.url : input);
          const body = new URLSearchParams(String(init?.body ?? ''));
          requests.push(`${url.replace(/^.*\//, '')} ${body.get('refresh_token') ?? body.get('token')}`);
          return url.endsWith('/token') ? token(body) : new Response(null, { status: 204 });
        },
      });
    });
    return { first: tabs[0]!, second: tabs[1]!, secondStorage: storages[1]!, requests, lock };
  }

  it('a tab refreshing right after « Déconnexion » in another spends nothing and ends too', async () => {
    const { first, second, secondStorage, requests } = twoTabs(async () =>
      json(tokenResponse(makeToken(), 'refresh-2')),
    );
    first.logout();
    await expect(second.session.refresh()).resolves.toBeNull();
    expect(second.sessionActor.getSnapshot().value).toBe('loggedOut');
    expect(secondStorage.getItem('access_token')).toBeNull();
    expect(secondStorage.getItem('refresh_token')).toBeNull();
    // Only the first tab's logout reached the provider: no grant with the old refresh token.
    await expect.poll(() => requests).toEqual(['logout refresh-1']);
  });

  it('a refresh answered after « Déconnexion » in another tab writes nothing, and its new session is ended', async () => {
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const { first, second, secondStorage, requests, lock } = twoTabs(async () => {
      await answered;
      return json(tokenResponse(makeToken(), 'refresh-2'));
    });
    const refreshed = second.session.refresh();
    await expect.poll(() => requests).toEqual(['token refresh-1']);
    first.logout();
    // The click's mark has landed (IndexedDB) when the grant's answer comes.
    await expect.poll(() => createRefreshHandoff(lock).hasEnded()).toBe(true);
    answer();
    await expect(refreshed).resolves.toBeNull();
    expect(second.sessionActor.getSnapshot().value).toBe('loggedOut');
    expect(secondStorage.getItem('access_token')).toBeNull();
    expect(secondStorage.getItem('refresh_token')).toBeNull();
    await expect
      .poll(() => [...requests].sort())
      .toEqual(['logout refresh-1', 'logout refresh-2', 'token refresh-1']);
  });

  it('ignores other keys, and stops listening when asked', () => {
    const { services, stop } = signedInServices();
    window.localStorage.removeItem('access_token');
    otherTab('theme');
    expect(services.sessionActor.getSnapshot().matches('active')).toBe(true);
    stop();
    otherTab(null);
    expect(services.sessionActor.getSnapshot().matches('active')).toBe(true);
  });
});

describe('services: a shared device keeps nothing of a session whose identity session ended', () => {
  afterEach(() => window.localStorage.clear());

  function leftBehind(endsAt: number) {
    window.localStorage.setItem('access_token', makeToken());
    window.localStorage.setItem('refresh_token', 'refresh-1');
    window.localStorage.setItem('user', JSON.stringify(user));
    window.localStorage.setItem('accountId', 'account-1');
    window.localStorage.setItem('lastKnown', JSON.stringify({ accountId: 'account-1', savedAt: 'x' }));
    window.localStorage.setItem('sessionEndsAt', String(endsAt));
    window.localStorage.setItem('theme', 'dark');
  }

  it('erases tokens, user and the offline copy before the session starts, once its end has passed', () => {
    leftBehind(Date.now() - 1000);
    const services = createServices({
      config,
      storage: window.localStorage,
      refreshLock: crypto.randomUUID(),
    });
    expect(services.sessionActor.getSnapshot().matches('loggedOut')).toBe(true);
    expect(Object.keys(window.localStorage).sort()).toEqual(['theme']);
    // The sign-in page says the session expired.
    expect(services.endedAsExpired()).toBe(true);
  });

  it('keeps a session whose end is still ahead', () => {
    leftBehind(Date.now() + 60_000);
    const services = createServices({
      config,
      storage: window.localStorage,
      refreshLock: crypto.randomUUID(),
    });
    expect(services.sessionActor.getSnapshot().matches('active')).toBe(true);
    expect(window.localStorage.getItem('lastKnown')).not.toBeNull();
  });

  it('notes the end at sign-in, from the answer’s refresh_expires_in', () => {
    const services = createServices({
      config,
      storage: window.localStorage,
      refreshLock: crypto.randomUUID(),
    });
    const before = Date.now();
    services.signIn({
      tokens: {
        access_token: makeToken(),
        refresh_token: 'r',
        expires_in: 300,
        refresh_expires_in: 1800,
        token_type: 'Bearer',
      },
      claims: { sub: 'account-1', iat: 0, exp: Math.floor(Date.now() / 1000) + 300 } as never,
      user,
    });
    const endsAt = Number(window.localStorage.getItem('sessionEndsAt'));
    expect(endsAt).toBeGreaterThanOrEqual(before + 1_800_000);
    expect(endsAt).toBeLessThanOrEqual(Date.now() + 1_800_000);
  });
});
