import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/server';
import { ACCOUNT_IDS, CLIENT_ID, DEMO_PASSWORD, getJson, login, postJson, postToken } from './helpers';

let sandbox: RunningSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox(0, { devRoutes: true });
  token = (await login(sandbox.url, 'candidat.soumis@example.org')).access_token;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/faults`, { method: 'DELETE' });
});

const applications = () =>
  getJson(
    `${sandbox.url}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_IDS.soumis}`,
    token,
  );
const fault = (body: Record<string, unknown>) => postJson(`${sandbox.url}/_sandbox/faults`, body);

describe('faults', () => {
  it('answers 500 with an envelope, then recovers after `times`', async () => {
    expect((await fault({ operation: 'getApplicationsByAccount', kind: 'status500', times: 1 })).status).toBe(
      200,
    );
    const failed = await applications();
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ isSuccess: false, message: expect.any(String) });
    expect((await applications()).status).toBe(200);
  });

  it('answers a body that is not JSON', async () => {
    await fault({ operation: 'getApplicationsByAccount', kind: 'malformed' });
    const response = await applications();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/json');
    await expect(response.json()).rejects.toThrow();
  });

  it('answers slowly', async () => {
    await fault({ operation: 'getEligiblePrograms', kind: 'slow', delayMs: 400 });
    const started = Date.now();
    const response = await getJson(
      `${sandbox.url}/api/candidate-service/SelectionCriteria/eligible-programs-with-group-detection/S2`,
      token,
    );
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
  });

  it('drops a slow call instead of acting once a reset came meanwhile', async () => {
    await fault({ operation: 'getApplicationsByAccount', kind: 'slow', delayMs: 400, times: 2 });
    const [held, reset] = [applications(), fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' })];
    expect((await reset).ok).toBe(true);
    // Sent to the state before the reset: a network error, never an answer from the new one.
    await expect(held).rejects.toThrow(TypeError);
    // Without a reset, the same slow call answers (the fault's second time).
    token = (await login(sandbox.url, 'candidat.soumis@example.org')).access_token;
    expect((await applications()).status).toBe(200);
  });

  it('drops the connection', async () => {
    await fault({ operation: 'token', kind: 'drop' });
    await expect(
      postToken(sandbox.url, { grant_type: 'password', client_id: CLIENT_ID, username: 'a', password: 'b' }),
    ).rejects.toThrow(TypeError);
  });

  it('faults the token endpoint with a Keycloak error body, no-store included', async () => {
    await fault({ operation: 'token', kind: 'status500', times: 1 });
    const response = await postToken(sandbox.url, {
      grant_type: 'password',
      client_id: CLIENT_ID,
      username: 'candidat.soumis@example.org',
      password: DEMO_PASSWORD,
    });
    expect(response.status).toBe(500);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(((await response.json()) as { error: string }).error).toBe('server_error');
  });

  it('answers 503 or 429 with the Retry-After given (readable across origins), 10 s by default, or none', async () => {
    await fault({ operation: 'getApplicationsByAccount', kind: 'status503', retryAfter: '12', times: 1 });
    const busy = await fetch(
      `${sandbox.url}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_IDS.soumis}`,
      { headers: { Authorization: `Bearer ${token}`, Origin: 'http://localhost:5173' } },
    );
    expect(busy.status).toBe(503);
    expect(busy.headers.get('retry-after')).toBe('12');
    expect(busy.headers.get('access-control-expose-headers')).toContain('Retry-After');
    expect(await busy.json()).toEqual({ isSuccess: false, message: expect.any(String) });
    expect((await applications()).status).toBe(200);

    const grant = { grant_type: 'password', client_id: CLIENT_ID, username: 'a', password: 'b' };
    await fault({ operation: 'token', kind: 'status429', times: 1 });
    const limited = await postToken(sandbox.url, grant);
    expect(limited.status).toBe(429);
    // As deploy/nginx.conf answers its 429s.
    expect(limited.headers.get('retry-after')).toBe('10');
    expect(((await limited.json()) as { error: string }).error).toBe('slow_down');

    await fault({ operation: 'token', kind: 'status503', retryAfter: null, times: 1 });
    const unavailable = await postToken(sandbox.url, grant);
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBeNull();
    expect(((await unavailable.json()) as { error: string }).error).toBe('temporarily_unavailable');
  });

  it('only hits the operation named, and DELETE clears every fault', async () => {
    await fault({ operation: 'getGradesAndCoefs', kind: 'status500' });
    expect((await applications()).status).toBe(200);
    await fetch(`${sandbox.url}/_sandbox/faults`, { method: 'DELETE' });
    const grades = await getJson(
      `${sandbox.url}/api/candidate-service/BacResult/GradesAndCoefs/BAC-2025-S2-118734`,
      token,
    );
    expect(grades.status).toBe(200);
  });

  it('refuses an unknown operation, kind, delay or count', async () => {
    for (const body of [
      { operation: 'inconnue', kind: 'status500' },
      { operation: 'token', kind: 'panne' },
      { operation: 'token', kind: 'slow', delayMs: -1 },
      { operation: 'token', kind: 'status500', times: 0 },
      { operation: 'token', kind: 'status503', retryAfter: 12 },
    ]) {
      expect((await fault(body)).status).toBe(400);
    }
  });
});

describe('runtime config', () => {
  it('changes token lifetimes and refuses bad values', async () => {
    const response = await postJson(`${sandbox.url}/_sandbox/config`, { accessTokenLifespan: 30 });
    expect(response.status).toBe(200);
    expect((await login(sandbox.url, 'candidat.unique@example.org')).expires_in).toBe(30);
    expect((await postJson(`${sandbox.url}/_sandbox/config`, { ssoSessionIdle: 0 })).status).toBe(400);
    expect((await postJson(`${sandbox.url}/_sandbox/config`, { autre: 1 })).status).toBe(400);
    await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
    expect((await login(sandbox.url, 'candidat.unique@example.org')).expires_in).toBe(300);
  });
});

describe('CORS for the portal origins', () => {
  const preflight = (path: string, method: string, origin: string, headers: string) =>
    fetch(`${sandbox.url}${path}`, {
      method: 'OPTIONS',
      headers: {
        Origin: origin,
        'Access-Control-Request-Method': method,
        'Access-Control-Request-Headers': headers,
      },
    });

  it('allows the token endpoint and the multipart PUT from the portal, with credentials', async () => {
    const cases: [string, string, string][] = [
      ['/realms/admission/protocol/openid-connect/token', 'POST', 'content-type'],
      ['/api/candidate-service/Candidate/update-with-choices', 'PUT', 'authorization'],
    ];
    for (const [path, method, headers] of cases) {
      const response = await preflight(path, method, 'http://127.0.0.1:5173', headers);
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173');
      expect(response.headers.get('access-control-allow-credentials')).toBe('true');
      expect(response.headers.get('access-control-allow-methods')).toContain(method);
      expect(response.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(headers);
    }
  });

  it('sets the headers on answers too, errors included', async () => {
    const response = await fetch(
      `${sandbox.url}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_IDS.soumis}`,
      { headers: { Origin: 'http://localhost:5173' } },
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('does not allow another origin', async () => {
    const response = await preflight(
      '/realms/admission/protocol/openid-connect/token',
      'POST',
      'https://evil.example',
      'content-type',
    );
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
