import { describe, expect, it } from 'vitest';
import { startEnv } from '../start-env.mjs';

describe('startEnv (npm start)', () => {
  it('defaults to the portal on 5173 and the sandbox on 8080, each pointed at the other', () => {
    const start = startEnv({});
    expect(start).toMatchObject({
      portalPort: 5173,
      sandboxPort: 8080,
      portalUrl: 'http://127.0.0.1:5173',
      sandboxUrl: 'http://127.0.0.1:8080',
    });
    expect(start.portalEnv).toEqual({
      PORTAL_PORT: '5173',
      PORTAL_API_BASE_URL: 'http://127.0.0.1:8080',
      PORTAL_IDENTITY_BASE_URL: 'http://127.0.0.1:8080',
    });
    expect(start.sandboxEnv).toEqual({
      SANDBOX_PORT: '8080',
      SANDBOX_PORTAL_URL: 'http://127.0.0.1:5173',
      SANDBOX_PORTAL_ORIGIN: 'http://localhost:5173',
    });
  });

  it('moves both with PORTAL_PORT and SANDBOX_PORT: the portal calls the sandbox, the sandbox allows and links the portal', () => {
    const { portalEnv, sandboxEnv, portalUrl, sandboxUrl } = startEnv({
      PORTAL_PORT: '5199',
      SANDBOX_PORT: '8099',
    });
    expect(portalUrl).toBe('http://127.0.0.1:5199');
    expect(sandboxUrl).toBe('http://127.0.0.1:8099');
    expect(portalEnv).toMatchObject({
      PORTAL_API_BASE_URL: 'http://127.0.0.1:8099',
      PORTAL_IDENTITY_BASE_URL: 'http://127.0.0.1:8099',
    });
    expect(sandboxEnv).toEqual({
      SANDBOX_PORT: '8099',
      SANDBOX_PORTAL_URL: 'http://127.0.0.1:5199',
      SANDBOX_PORTAL_ORIGIN: 'http://localhost:5199',
    });
  });

  it('keeps the URLs the user set, in the environment or in apps/portal/.env files', () => {
    const { portalEnv, sandboxEnv } = startEnv(
      {
        SANDBOX_PORT: '8099',
        PORTAL_API_BASE_URL: 'https://api.example.edu',
        SANDBOX_PORTAL_URL: 'https://portal.example.edu',
        SANDBOX_PORTAL_ORIGINS: 'https://portal.example.edu',
      },
      { PORTAL_IDENTITY_BASE_URL: 'https://sso.example.edu' },
    );
    expect(portalEnv).not.toHaveProperty('PORTAL_API_BASE_URL');
    expect(portalEnv).not.toHaveProperty('PORTAL_IDENTITY_BASE_URL');
    expect(sandboxEnv).toEqual({ SANDBOX_PORT: '8099' });
  });

  it('treats blank values as unset', () => {
    const { portalPort, portalEnv } = startEnv({ PORTAL_PORT: ' ', PORTAL_API_BASE_URL: '' });
    expect(portalPort).toBe(5173);
    expect(portalEnv.PORTAL_API_BASE_URL).toBe('http://127.0.0.1:8080');
  });

  it.each([['abc'], ['0'], ['70000'], ['51.5']])(
    'refuses PORTAL_PORT=%s with a message naming it',
    (value) => {
      expect(() => startEnv({ PORTAL_PORT: value })).toThrow(
        `PORTAL_PORT must be a port number (1-65535), got "${value}"`,
      );
    },
  );
});
