import { describe, expect, it } from 'vitest';
import { tokenEndpointOf } from '@admission/api-client';
import { readConfig, SANDBOX_SUPPORT, SANDBOX_URL } from '../../src/config/env';

describe('readConfig', () => {
  it('defaults to the sandbox with a public client', () => {
    const config = readConfig({});
    expect(config).toEqual({
      apiBaseUrl: SANDBOX_URL,
      identityBaseUrl: SANDBOX_URL,
      realm: 'admission',
      clientId: 'auth-service',
      clientSecret: undefined,
      dpop: false,
      requestTimeoutMs: 20_000,
      idleSeconds: 1500,
      idleWarningSeconds: 120,
      support: SANDBOX_SUPPORT,
    });
  });

  it('turns DPoP on with PORTAL_DPOP=on (or 1, true), and leaves it off for anything else', () => {
    for (const on of ['on', 'ON', '1', 'true', ' on '])
      expect(readConfig({ PORTAL_DPOP: on }).dpop).toBe(true);
    for (const off of ['off', '0', 'false', 'yes', '', undefined])
      expect(readConfig({ PORTAL_DPOP: off }).dpop).toBe(false);
  });

  it('reads the support contacts: one e-mail, phones separated by commas', () => {
    expect(
      readConfig({
        PORTAL_SUPPORT_EMAIL: ' aide@univ.example.sn ',
        PORTAL_SUPPORT_PHONES: '+221 33 123 45 67 ,, +221 77 765 43 21, ',
      }).support,
    ).toEqual({ email: 'aide@univ.example.sn', phones: ['+221 33 123 45 67', '+221 77 765 43 21'] });
    // A blank list keeps the placeholders rather than showing a block with no way to call.
    expect(readConfig({ PORTAL_SUPPORT_PHONES: ' , ' }).support.phones).toEqual(SANDBOX_SUPPORT.phones);
  });

  it('reads the time limits, and keeps the defaults for values that are not whole positive numbers', () => {
    expect(
      readConfig({
        PORTAL_REQUEST_TIMEOUT_MS: '5000',
        PORTAL_IDLE_SECONDS: '60',
        PORTAL_IDLE_WARNING_SECONDS: '10',
      }),
    ).toMatchObject({ requestTimeoutMs: 5000, idleSeconds: 60, idleWarningSeconds: 10 });
    expect(
      readConfig({
        PORTAL_REQUEST_TIMEOUT_MS: '0',
        PORTAL_IDLE_SECONDS: 'soon',
        PORTAL_IDLE_WARNING_SECONDS: '-5',
      }),
    ).toMatchObject({ requestTimeoutMs: 20_000, idleSeconds: 1500, idleWarningSeconds: 120 });
  });

  it('reads every key and trims trailing slashes and blanks', () => {
    const config = readConfig({
      PORTAL_API_BASE_URL: 'https://api.example.edu/',
      PORTAL_IDENTITY_BASE_URL: 'https://sso.example.edu//',
      PORTAL_REALM: 'ucad',
      PORTAL_CLIENT_ID: 'portal',
      PORTAL_CLIENT_SECRET: '   ',
    });
    expect(config.apiBaseUrl).toBe('https://api.example.edu');
    expect(config.identityBaseUrl).toBe('https://sso.example.edu');
    expect(config.clientSecret).toBeUndefined();
    expect(tokenEndpointOf(config.identityBaseUrl, config.realm)).toBe(
      'https://sso.example.edu/realms/ucad/protocol/openid-connect/token',
    );
  });
});
