import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, createTokenStorage, type LoggedInUser, type StorageLike } from '../src/index';
import { ACCOUNT_ID } from './fixtures';
import { makeToken, nowSeconds } from './server';

class MemoryStorage implements StorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const user: LoggedInUser = {
  id: ACCOUNT_ID,
  email: 'awa@example.org',
  firstName: 'Awa',
  lastName: 'Ndiaye',
  roles: ['candidate'],
  isActive: true,
  createdAt: '2025-07-01T10:00:00.000Z',
  updatedAt: '2025-07-01T10:00:00.000Z',
};

describe('token storage', () => {
  it('uses the spec keys and reads back what it saved', async () => {
    const memory = new MemoryStorage();
    const storage = createTokenStorage(memory);
    const accessToken = await makeToken({ sub: ACCOUNT_ID, exp: nowSeconds() + 300 });
    storage.save({ accessToken, refreshToken: 'refresh.jwt.value', user, accountId: ACCOUNT_ID });
    expect([...memory.items.keys()].sort()).toEqual(['access_token', 'accountId', 'refresh_token', 'user']);
    expect(storage.getAccessToken()).toBe(accessToken);
    expect(storage.getRefreshToken()).toBe('refresh.jwt.value');
    expect(storage.getUser()).toEqual(user);
    expect(storage.getAccountId()).toBe(ACCOUNT_ID);
  });

  it('keeps an expired access token: the refresh still needs the session', async () => {
    const memory = new MemoryStorage();
    const expired = await makeToken({ sub: ACCOUNT_ID, exp: nowSeconds() - 10 });
    memory.setItem('access_token', expired);
    expect(createTokenStorage(memory).getAccessToken()).toBe(expired);
  });

  it.each([
    [STORAGE_KEYS.accessToken, 'undefined', 'getAccessToken'],
    [STORAGE_KEYS.accessToken, 'abc.def', 'getAccessToken'],
    [STORAGE_KEYS.refreshToken, 'null', 'getRefreshToken'],
    [STORAGE_KEYS.refreshToken, '   ', 'getRefreshToken'],
    [STORAGE_KEYS.user, '{"id":', 'getUser'],
    [STORAGE_KEYS.user, '{"id":"x","email":"a"}', 'getUser'],
    [STORAGE_KEYS.user, '"[object Object]"', 'getUser'],
    [STORAGE_KEYS.accountId, 'undefined', 'getAccountId'],
    [STORAGE_KEYS.accountId, '', 'getAccountId'],
    [STORAGE_KEYS.sessionEndsAt, 'demain', 'getSessionEndsAt'],
    [STORAGE_KEYS.sessionEndsAt, '-5', 'getSessionEndsAt'],
  ] as const)('a corrupt %s (%j) reads as absent and is removed', (key, value, getter) => {
    const memory = new MemoryStorage();
    memory.setItem(key, value);
    memory.setItem('theme', 'dark');
    expect(createTokenStorage(memory)[getter]()).toBeNull();
    expect(memory.items.has(key)).toBe(false);
    expect(memory.items.get('theme')).toBe('dark');
  });

  it('clear removes the session keys (the session end too) and leaves the theme', async () => {
    const memory = new MemoryStorage();
    const storage = createTokenStorage(memory);
    storage.save({
      accessToken: await makeToken({ sub: ACCOUNT_ID, exp: nowSeconds() + 300 }),
      refreshToken: 'r',
      user,
      accountId: ACCOUNT_ID,
    });
    storage.setSessionEndsAt(1_800_000_000_000);
    expect(storage.getSessionEndsAt()).toBe(1_800_000_000_000);
    memory.setItem('theme', 'light');
    storage.clear();
    expect([...memory.items.keys()]).toEqual(['theme']);
  });

  it('saving without a refresh token removes the old one', async () => {
    const memory = new MemoryStorage();
    memory.setItem('refresh_token', 'old');
    createTokenStorage(memory).save({ accessToken: await makeToken({ sub: 'a', exp: nowSeconds() + 60 }) });
    expect(memory.items.has('refresh_token')).toBe(false);
  });

  it('a storage that throws reads as empty instead of crashing', () => {
    const broken: StorageLike = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const storage = createTokenStorage(broken);
    expect(storage.getAccessToken()).toBeNull();
    expect(storage.getUser()).toBeNull();
    expect(() => storage.save({ accessToken: 'a.b.c', user })).not.toThrow();
    expect(() => storage.clear()).not.toThrow();
  });
});
