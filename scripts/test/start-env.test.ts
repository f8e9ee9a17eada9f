import { describe, expect, it } from 'vitest';
import { keycloakStartEnv, startEnv } from '../start-env.mjs';

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
      PORTAL_DPOP: 'on',
      PORTAL_API_BASE_URL: 'http://127.0.0.1:8080',
      PORTAL_IDENTITY_BASE_URL: 'http://127.0.0.1:8080',
    });
    expect(start.sandboxEnv).toEqual({
      SANDBOX_PORT: '8080',
      SANDBOX_DEV_ROUTES: '1',
      SANDBOX_PORTAL_URL: 'http://127.0.0.1:5173',
      SANDBOX_PORTAL_ORIGIN: 'http://localhost:5173',
      SANDBOX_DPOP: 'required',
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
      SANDBOX_DEV_ROUTES: '1',
      SANDBOX_PORTAL_URL: 'http://127.0.0.1:5199',
      SANDBOX_PORTAL_ORIGIN: 'http://localhost:5199',
      SANDBOX_DPOP: 'required',
    });
  });

  it('keeps the URLs the user set, in the environment or in apps/portal/.env files', () => {
    const { portalEnv, sandboxEnv } = startEnv(
      {
        SANDBOX_PORT: '8099',
        PORTAL_API_BASE_URL: 'https://api.example.edu',
        SANDBOX_PORTAL_URL: 'https://portal.example.edu',
        SANDBOX_PORTAL_ORIGINS: 'https://portal.example.edu',
        SANDBOX_DEV_ROUTES: '0',
      },
      { PORTAL_IDENTITY_BASE_URL: 'https://sso.example.edu' },
    );
    expect(portalEnv).not.toHaveProperty('PORTAL_API_BASE_URL');
    expect(portalEnv).not.toHaveProperty('PORTAL_IDENTITY_BASE_URL');
    expect(sandboxEnv).toEqual({ SANDBOX_PORT: '8099', SANDBOX_DPOP: 'required' });
  });

  it('turns DPoP on, the sandbox requiring it, unless PORTAL_DPOP or SANDBOX_DPOP says otherwise', () => {
    expect(startEnv({ PORTAL_DPOP: 'off' })).toMatchObject({ portalEnv: { PORTAL_DPOP: 'off' } });
    expect(startEnv({ PORTAL_DPOP: 'off' }).sandboxEnv).not.toHaveProperty('SANDBOX_DPOP');
    expect(startEnv({}, { PORTAL_DPOP: 'off' }).sandboxEnv).not.toHaveProperty('SANDBOX_DPOP');
    expect(startEnv({ SANDBOX_DPOP: 'optional' }).sandboxEnv).not.toHaveProperty('SANDBOX_DPOP');
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

describe('keycloakStartEnv (npm run start:keycloak)', () => {
  it('adds Keycloak on 8180 (health on 9180): the sandbox trusts it, the portal signs in there, it allows the portal', () => {
    const start = keycloakStartEnv({});
    expect(start).toMatchObject({
      keycloakPort: 8180,
      keycloakManagementPort: 9180,
      keycloakUrl: 'http://127.0.0.1:8180',
      portalOrigin: 'http://127.0.0.1:5173',
    });
    expect(start.portalEnv).toEqual({
      PORTAL_PORT: '5173',
      PORTAL_DPOP: 'on',
      PORTAL_API_BASE_URL: 'http://127.0.0.1:8080',
      PORTAL_IDENTITY_BASE_URL: 'http://127.0.0.1:8180',
    });
    expect(start.sandboxEnv).toEqual({
      SANDBOX_PORT: '8080',
      SANDBOX_PORTAL_URL: 'http://127.0.0.1:5173',
      SANDBOX_PORTAL_ORIGIN: 'http://localhost:5173',
      // The outbox's reset links act on Keycloak's users: its development routes asked for by name.
      SANDBOX_DEV_ROUTES: 'keycloak',
      SANDBOX_KEYCLOAK_URL: 'http://127.0.0.1:8180',
      SANDBOX_DPOP: 'required',
    });
    expect(keycloakStartEnv({ SANDBOX_DEV_ROUTES: '0' }).sandboxEnv).not.toHaveProperty('SANDBOX_DEV_ROUTES');
  });

  it('moves with KEYCLOAK_PORT and PORTAL_PORT, and points identity at Keycloak even when a file set it', () => {
    const start = keycloakStartEnv(
      { KEYCLOAK_PORT: '38180', PORTAL_PORT: '5199' },
      { PORTAL_IDENTITY_BASE_URL: 'http://127.0.0.1:8080' },
    );
    expect(start.keycloakManagementPort).toBe(39180);
    expect(start.portalOrigin).toBe('http://127.0.0.1:5199');
    expect(start.portalEnv.PORTAL_IDENTITY_BASE_URL).toBe('http://127.0.0.1:38180');
    expect(start.sandboxEnv.SANDBOX_KEYCLOAK_URL).toBe('http://127.0.0.1:38180');
  });

  it('refuses a KEYCLOAK_PORT whose health port would not exist, unless KEYCLOAK_MANAGEMENT_PORT is set', () => {
    expect(() => keycloakStartEnv({ KEYCLOAK_PORT: '65000' })).toThrow(/KEYCLOAK_MANAGEMENT_PORT/);
    expect(keycloakStartEnv({ KEYCLOAK_PORT: '65000', KEYCLOAK_MANAGEMENT_PORT: '9999' })).toMatchObject({
      keycloakPort: 65000,
      keycloakManagementPort: 9999,
    });
    expect(() => keycloakStartEnv({ KEYCLOAK_PORT: 'huit' })).toThrow(
      'KEYCLOAK_PORT must be a port number (1-65535), got "huit"',
    );
  });
});
