import { afterEach, describe, expect, it } from 'vitest';
import { createAuthApi, type AuthApi } from '../src/index';
import type { components } from '../src/generated/auth-service';
import { deadBaseUrl, startServer, type Reply, type TestServer } from './server';

type ResetPasswordConfirm = components['schemas']['ResetPasswordConfirm'];

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function apiAnswering(reply: Reply): Promise<AuthApi> {
  server = await startServer(() => reply);
  return createAuthApi({ baseUrl: server.baseUrl });
}

describe('auth API calls round-trip (calls 8-10)', () => {
  it('call 8 posts without a body or bearer and succeeds on 200', async () => {
    const api = await apiAnswering({ status: 200, json: { message: 'Email vérifié' } });
    expect(await api.verifyEmail('user 1')).toEqual({ ok: true, data: { message: 'Email vérifié' } });
    expect(server?.received[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/users/user%201/verify-email',
      body: '',
    });
    expect(server?.received[0]?.headers.authorization).toBeUndefined();
  });

  it('call 8 reports 404 and 400 with their status', async () => {
    let api = await apiAnswering({ status: 404, json: { message: 'Utilisateur introuvable' } });
    expect(await api.verifyEmail('nobody')).toEqual({
      ok: false,
      error: { kind: 'http', status: 404, message: 'Utilisateur introuvable' },
    });
    await server?.close();
    api = await apiAnswering({ status: 400, text: 'Bad Request' });
    expect(await api.verifyEmail('done')).toEqual({ ok: false, error: { kind: 'http', status: 400 } });
  });

  it('call 9 posts the e-mail as JSON; 200 is success whatever the body', async () => {
    const api = await apiAnswering({ status: 200, text: 'OK' });
    expect(await api.requestPasswordReset('awa@example.org')).toEqual({ ok: true, data: { message: null } });
    expect(server?.received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server?.received[0]?.body ?? '')).toEqual({ email: 'awa@example.org' });
  });

  it('call 10 posts the link token as userId with the new password', async () => {
    const api = await apiAnswering({ status: 200, json: { message: 'ok' } });
    const body: ResetPasswordConfirm = { userId: 'reset-token-1', newPassword: 'Nouveau#2025' };
    expect(await api.confirmPasswordReset(body)).toEqual({ ok: true, data: { message: 'ok' } });
    expect(server?.received[0]?.path).toBe('/api/auth/reset-password/confirm');
    expect(JSON.parse(server?.received[0]?.body ?? '')).toEqual(body);
  });

  it('a 500 and a refused connection are failures, never throws', async () => {
    const api = await apiAnswering({ status: 500, text: '<html>oops</html>' });
    expect(await api.requestPasswordReset('awa@example.org')).toEqual({
      ok: false,
      error: { kind: 'http', status: 500 },
    });
    const offline = createAuthApi({ baseUrl: await deadBaseUrl() });
    expect(await offline.confirmPasswordReset({ userId: 't', newPassword: 'p' })).toEqual({
      ok: false,
      error: { kind: 'network' },
    });
  });
});

describe('auth API: time limit', () => {
  it('a call that gets no answer in time gives a timeout', async () => {
    server = await startServer(
      () => new Promise<Reply>((resolve) => setTimeout(() => resolve({ status: 200, json: {} }), 2_000)),
    );
    const api = createAuthApi({ baseUrl: server.baseUrl, timeoutMs: 100 });
    expect(await api.requestPasswordReset('a@b.sn')).toEqual({ ok: false, error: { kind: 'timeout' } });
  });

  it('a call its caller aborts (its actor stopped) is aborted, not a network error', async () => {
    server = await startServer(
      () => new Promise<Reply>((resolve) => setTimeout(() => resolve({ status: 200, json: {} }), 1_000)),
    );
    const api = createAuthApi({ baseUrl: server.baseUrl, timeoutMs: 5_000 });
    const controller = new AbortController();
    const pending = api.verifyEmail('user-1', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });
});
