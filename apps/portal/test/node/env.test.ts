import { describe, expect, it } from 'vitest';
import { tokenEndpointOf } from '@admission/api-client';
import { readConfig, SANDBOX_URL } from '../../src/config/env';

describe('readConfig', () => {
  it('defaults to the sandbox with a public client', () => {
    const config = readConfig({});
    expect(config).toEqual({
      apiBaseUrl: SANDBOX_URL,
      identityBaseUrl: SANDBOX_URL,
      realm: 'admission',
      clientId: 'auth-service',
      clientSecret: undefined,
    });
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
