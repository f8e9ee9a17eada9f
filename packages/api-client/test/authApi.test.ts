import { afterEach, describe, expect, it } from 'vitest';
import { createAuthApi, createPasswordApi, type AuthApi } from '../src/index';
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
  it('call 8 posts the link’s token as JSON, without a bearer, and succeeds on 200', async () => {
    const api = await apiAnswering({ status: 200, json: { message: 'Email vérifié' } });
    expect(await api.verifyEmail({ userId: 'user 1', token: 'a-b_c' })).toEqual({
      ok: true,
      data: { message: 'Email vérifié' },
    });
    expect(server?.received[0]).toMatchObject({
      method: 'POST',
      path: '/api/auth/users/user%201/verify-email',
    });
    expect(server?.received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server?.received[0]?.body ?? '')).toEqual({ token: 'a-b_c' });
    expect(server?.received[0]?.headers.authorization).toBeUndefined();
  });

  it('call 8 reports 404 and 400 with their status', async () => {
    let api = await apiAnswering({ status: 404, json: { message: 'Utilisateur introuvable' } });
    expect(await api.verifyEmail({ userId: 'nobody', token: 't' })).toEqual({
      ok: false,
      error: { kind: 'http', status: 404, message: 'Utilisateur introuvable' },
    });
    await server?.close();
    api = await apiAnswering({ status: 400, text: 'Bad Request' });
    expect(await api.verifyEmail({ userId: 'done', token: 't' })).toEqual({
      ok: false,
      error: { kind: 'http', status: 400 },
    });
  });

  it('call 9 posts the e-mail as JSON; 200 with the documented body is success', async () => {
    const api = await apiAnswering({ status: 200, json: { isSuccess: true, message: 'Email envoyé' } });
    expect(await api.requestPasswordReset('awa@example.org')).toEqual({
      ok: true,
      data: { message: 'Email envoyé' },
    });
    expect(server?.received[0]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(server?.received[0]?.body ?? '')).toEqual({ email: 'awa@example.org' });
  });

  it('the resend posts the e-mail as JSON; 200 with the documented body is success, 429 its status', async () => {
    let api = await apiAnswering({ status: 200, json: { isSuccess: true, message: 'Envoyé' } });
    expect(await api.resendVerificationEmail('awa@example.org')).toEqual({
      ok: true,
      data: { message: 'Envoyé' },
    });
    expect(server?.received[0]?.path).toBe('/api/auth/verify-email/resend');
    expect(JSON.parse(server?.received[0]?.body ?? '')).toEqual({ email: 'awa@example.org' });
    await server?.close();
    api = await apiAnswering({ status: 429, json: { isSuccess: false, message: 'Trop de demandes' } });
    expect(await api.resendVerificationEmail('awa@example.org')).toEqual({
      ok: false,
      error: { kind: 'http', status: 429, message: 'Trop de demandes' },
    });
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

describe('auth API: a 200 is success only with the documented body (AuthMessage)', () => {
  // A captive portal's page, a body cut mid-document (the sandbox's `malformed` fault), nothing, or
  // JSON of another shape: nothing says the server did it, so none of them is a success.
  const unreadable: { name: string; reply: Reply }[] = [
    {
      name: 'a cut JSON document',
      reply: { status: 200, text: '{"isSuccess": true, "data": {"programs": [' },
    },
    { name: 'an HTML page', reply: { status: 200, text: '<html><body>Wi-Fi login</body></html>' } },
    { name: 'an empty body', reply: { status: 200, text: '' } },
    { name: 'JSON without a message', reply: { status: 200, json: { isSuccess: true } } },
  ];

  for (const { name, reply } of unreadable) {
    it(`${name} is badResponse for calls 8, 9 and 10`, async () => {
      const api = await apiAnswering(reply);
      const outcomes = [
        await api.verifyEmail({ userId: 'user-1', token: 't' }),
        await api.requestPasswordReset('awa@example.org'),
        await api.confirmPasswordReset({ userId: 'reset-token-1', newPassword: 'Nouveau#2025' }),
      ];
      for (const outcome of outcomes) {
        expect(outcome).toMatchObject({ ok: false, error: { kind: 'badResponse' } });
      }
    });
  }
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
    const pending = api.verifyEmail({ userId: 'user-1', token: 't' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });
});

describe('auth API: the signed-in password change', () => {
  it('posts both passwords with the bearer; after a 401 it refreshes once and retries', async () => {
    let calls = 0;
    server = await startServer(() =>
      ++calls === 1 ? { status: 401 } : { status: 200, json: { isSuccess: true, message: 'ok' } },
    );
    let token = 'jeton-1';
    const api = createPasswordApi({
      baseUrl: server.baseUrl,
      getAccessToken: () => token,
      refresh: async () => (token = 'jeton-2'),
      onSessionEnded: () => undefined,
    });
    const body = { currentPassword: 'Ancien#2025', newPassword: 'Nouveau#2026' };
    expect(await api.changePassword(body)).toEqual({ ok: true, data: { message: 'ok' } });
    expect(server.received.map((request) => request.headers.authorization)).toEqual([
      'Bearer jeton-1',
      'Bearer jeton-2',
    ]);
    expect(server.received[1]?.path).toBe('/api/auth/password');
    expect(JSON.parse(server.received[1]?.body ?? '')).toEqual(body);
  });

  it.each([
    [403, 'Le mot de passe actuel est incorrect.'],
    [429, 'Trop de mots de passe incorrects.'],
    [400, 'Le mot de passe doit contenir : Au moins un chiffre'],
  ])('reports a %i with its status and message', async (status, message) => {
    server = await startServer(() => ({ status, json: { isSuccess: false, message } }));
    const api = createPasswordApi({
      baseUrl: server.baseUrl,
      getAccessToken: () => 'jeton',
      refresh: async () => null,
      onSessionEnded: () => undefined,
    });
    expect(await api.changePassword({ currentPassword: 'a', newPassword: 'b' })).toEqual({
      ok: false,
      error: { kind: 'http', status, message },
    });
  });
});
