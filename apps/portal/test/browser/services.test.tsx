import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServices, followOtherTabs } from '../../src/app/services';
import { config, makeToken } from './support';

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

  function signedInServices(onOtherAccount = () => {}) {
    window.localStorage.setItem('access_token', makeToken());
    window.localStorage.setItem('refresh_token', 'refresh-1');
    window.localStorage.setItem('user', JSON.stringify(user));
    const services = createServices({ config, storage: window.localStorage });
    const stop = followOtherTabs(services, window, window.localStorage, onOtherAccount);
    return { services, stop };
  }

  it("never takes another account's session: a different sub restarts the app instead", () => {
    const restarts: number[] = [];
    const { services, stop } = signedInServices(() => restarts.push(1));
    const before = services.sessionActor.getSnapshot().context.tokens;
    window.localStorage.setItem('access_token', makeToken({ sub: 'account-2' }));
    window.localStorage.setItem('user', JSON.stringify({ ...user, id: 'account-2' }));
    otherTab('access_token');
    expect(restarts).toHaveLength(1);
    expect(services.sessionActor.getSnapshot().context.tokens).toEqual(before);
    expect(services.sessionActor.getSnapshot().context.claims?.sub).toBe('account-1');
    stop();
  });

  it('logs out (locally) when the stored user and the token disagree', () => {
    const { services, stop } = signedInServices();
    window.localStorage.setItem('user', JSON.stringify({ ...user, id: 'account-2' }));
    otherTab('access_token');
    expect(services.sessionActor.getSnapshot().matches('loggedOut')).toBe(true);
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
      fetch: async (input) => {
        requests.push(String(input instanceof Request ? input.url : input));
        return new Response('{}', { status: 500 });
      },
    });
    // Another tab refreshed meanwhile (without this tab having heard of it yet).
    const newer = makeToken();
    window.localStorage.setItem('refresh_token', 'refresh-2');
    window.localStorage.setItem('access_token', newer);
    const outcome = await services.session.refresh();
    expect(outcome).toMatchObject({ ok: true, tokens: { accessToken: newer, refreshToken: 'refresh-2' } });
    expect(requests.filter((url) => url.endsWith('/token'))).toEqual([]);
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
