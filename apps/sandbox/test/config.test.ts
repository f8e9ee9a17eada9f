import { describe, expect, it } from 'vitest';
import { optionsFromEnv, resolveOptions } from '../src/config';

describe('configuration', () => {
  it('defaults to the contract: realm admission, public client auth-service, 300 s / 1800 s', () => {
    expect(resolveOptions()).toMatchObject({
      realm: 'admission',
      clientId: 'auth-service',
      clientSecret: undefined,
      accessTokenLifespan: 300,
      ssoSessionIdle: 1800,
      portalUrl: 'http://127.0.0.1:5173',
      allowedOrigins: ['http://127.0.0.1:5173', 'http://127.0.0.1:4173', 'http://localhost:5173'],
    });
  });

  it('reads the SANDBOX_* variables', () => {
    const options = optionsFromEnv({
      SANDBOX_REALM: 'ugb',
      SANDBOX_CLIENT_ID: 'portail',
      SANDBOX_CLIENT_SECRET: 'secret',
      SANDBOX_ACCESS_TOKEN_LIFESPAN: '60',
      SANDBOX_SSO_SESSION_IDLE: '120',
      SANDBOX_PORTAL_URL: 'http://127.0.0.1:14173/',
      SANDBOX_PORTAL_ORIGINS: 'http://a.test, http://b.test',
    });
    expect(resolveOptions(options)).toMatchObject({
      realm: 'ugb',
      clientId: 'portail',
      clientSecret: 'secret',
      accessTokenLifespan: 60,
      ssoSessionIdle: 120,
      portalUrl: 'http://127.0.0.1:14173',
      allowedOrigins: ['http://a.test', 'http://b.test'],
    });
  });

  it('adds SANDBOX_PORTAL_ORIGIN to the default origins', () => {
    const { allowedOrigins } = resolveOptions(
      optionsFromEnv({ SANDBOX_PORTAL_ORIGIN: 'http://127.0.0.1:14173' }),
    );
    expect(allowedOrigins).toContain('http://127.0.0.1:14173');
    expect(allowedOrigins).toContain('http://127.0.0.1:5173');
  });

  it('reads SANDBOX_SEED_SIZE as a whole number of generated applications (60 unset)', () => {
    expect(resolveOptions(optionsFromEnv({})).seedSize).toBe(60);
    expect(optionsFromEnv({ SANDBOX_SEED_SIZE: '10000' }).seedSize).toBe(10000);
    expect(() => optionsFromEnv({ SANDBOX_SEED_SIZE: '1e4' })).toThrow(/SANDBOX_SEED_SIZE/);
  });

  it('refuses a lifetime that is not a positive whole number', () => {
    expect(() => optionsFromEnv({ SANDBOX_SSO_SESSION_IDLE: 'trente' })).toThrow(/SANDBOX_SSO_SESSION_IDLE/);
    expect(() => optionsFromEnv({ SANDBOX_ACCESS_TOKEN_LIFESPAN: '0' })).toThrow();
  });
});
