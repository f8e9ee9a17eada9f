import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCandidateApi } from '../src/index';
import { ACCOUNT_ID, application, ok, rankingUpdate } from './fixtures';
import { startServer, type Received, type Reply, type TestServer } from './server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** Accepts only `Bearer <valid>`; anything else is a bodiless 401 like the real service. */
function onlyToken(valid: string, answer: (request: Received) => Reply) {
  return (request: Received): Reply =>
    request.headers.authorization === `Bearer ${valid}`
      ? answer(request)
      : { status: 401, headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' } };
}

/** A session stand-in: one refresh in flight at a time, shared by every caller (like the session machine). */
function sharedRefresh(newToken: string | null, delayMs = 20) {
  let token = 'stale';
  let inFlight: Promise<string | null> | null = null;
  const grant = vi.fn(
    () => new Promise<string | null>((resolve) => setTimeout(() => resolve(newToken), delayMs)),
  );
  const refresh = vi.fn(() => {
    inFlight ??= grant().then((fresh) => {
      inFlight = null;
      if (fresh) token = fresh;
      return fresh;
    });
    return inFlight;
  });
  return { refresh, grant, getAccessToken: () => token };
}

describe('auth middleware: one refresh, one retry', () => {
  it('20 parallel requests refused with 401 share 1 refresh and all succeed on retry', async () => {
    server = await startServer(onlyToken('fresh', () => ({ status: 200, json: ok([application]) })));
    const session = sharedRefresh('fresh');
    const onSessionEnded = vi.fn();
    const api = createCandidateApi({ baseUrl: server.baseUrl, ...session, onSessionEnded });

    const results = await Promise.all(
      Array.from({ length: 20 }, () => api.getApplicationsByAccount(ACCOUNT_ID)),
    );

    expect(results).toEqual(Array.from({ length: 20 }, () => ({ ok: true, data: [application] })));
    expect(session.grant).toHaveBeenCalledTimes(1);
    const seen = server.received.map((r) => r.headers.authorization);
    expect(seen.filter((h) => h === 'Bearer stale')).toHaveLength(20);
    expect(seen.filter((h) => h === 'Bearer fresh')).toHaveLength(20);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a 401 for a token already replaced retries with the current one, without a refresh', async () => {
    server = await startServer(onlyToken('fresh', () => ({ status: 200, json: ok([application]) })));
    let token = 'stale';
    const refresh = vi.fn(async () => 'never-used');
    const api = createCandidateApi({
      baseUrl: server.baseUrl,
      // The token changes between sending and the 401: another request refreshed meanwhile.
      getAccessToken: () => {
        const sent = token;
        token = 'fresh';
        return sent;
      },
      refresh,
      onSessionEnded: vi.fn(),
    });
    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toEqual({ ok: true, data: [application] });
    expect(refresh).not.toHaveBeenCalled();
    expect(server.received.map((r) => r.headers.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('a retry refused again ends the session once, with no second refresh', async () => {
    server = await startServer(() => ({ status: 401 }));
    const session = sharedRefresh('fresh-but-revoked');
    const onSessionEnded = vi.fn();
    const api = createCandidateApi({ baseUrl: server.baseUrl, ...session, onSessionEnded });

    expect(await api.getGradesAndCoefs('bac-1')).toEqual({ ok: false, error: { kind: 'unauthorized' } });
    expect(session.refresh).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(server.received).toHaveLength(2);
  });

  it('parallel retries refused with the same fresh token end the session once', async () => {
    server = await startServer(() => ({ status: 401 }));
    const session = sharedRefresh('fresh-but-revoked');
    const onSessionEnded = vi.fn();
    const api = createCandidateApi({ baseUrl: server.baseUrl, ...session, onSessionEnded });

    await Promise.all(Array.from({ length: 5 }, () => api.getGradesAndCoefs('bac-1')));
    expect(session.grant).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
    expect(server.received).toHaveLength(10);
  });

  it('when no fresh token can be had, the 401 is unauthorized with no retry and no callback', async () => {
    server = await startServer(() => ({ status: 401 }));
    const session = sharedRefresh(null);
    const onSessionEnded = vi.fn();
    const api = createCandidateApi({ baseUrl: server.baseUrl, ...session, onSessionEnded });

    expect(await api.getApplicationDetails('cand-1')).toEqual({ ok: false, error: { kind: 'unauthorized' } });
    expect(server.received).toHaveLength(1);
    expect(onSessionEnded).not.toHaveBeenCalled();
  });

  it('a refresh that throws counts as no token', async () => {
    server = await startServer(() => ({ status: 401 }));
    const onSessionEnded = vi.fn();
    const api = createCandidateApi({
      baseUrl: server.baseUrl,
      getAccessToken: () => 'stale',
      refresh: () => Promise.reject(new Error('offline')),
      onSessionEnded,
    });
    expect(await api.getEligiblePrograms('S2')).toEqual({ ok: false, error: { kind: 'unauthorized' } });
    expect(server.received).toHaveLength(1);
  });

  it('a multipart PUT is replayed intact after a refresh', async () => {
    server = await startServer(
      onlyToken('fresh', () => ({ status: 200, json: { isSuccess: true, message: null } })),
    );
    const session = sharedRefresh('fresh');
    const api = createCandidateApi({ baseUrl: server.baseUrl, ...session, onSessionEnded: vi.fn() });

    expect(await api.updateWithChoices(rankingUpdate)).toEqual({
      ok: true,
      data: { message: null, receipt: null },
    });
    const [first, retry] = server.received;
    expect(server.received).toHaveLength(2);
    expect(first?.headers.authorization).toBe('Bearer stale');
    expect(retry?.headers.authorization).toBe('Bearer fresh');
    expect(retry?.method).toBe('PUT');
    expect(retry?.headers['content-type']).toBe(first?.headers['content-type']);
    expect(retry?.body).toBe(first?.body);
    expect(retry?.form).toEqual(first?.form);
    expect(Object.keys(retry?.form ?? {})).toContain('ProgramChoicesJson');
  });

  it('a request with no token yet goes out without Authorization and still gets its one refresh', async () => {
    server = await startServer(onlyToken('fresh', () => ({ status: 200, json: ok([]) })));
    let token: string | null = null;
    const api = createCandidateApi({
      baseUrl: server.baseUrl,
      getAccessToken: () => token,
      refresh: async () => (token = 'fresh'),
      onSessionEnded: vi.fn(),
    });
    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toEqual({ ok: true, data: [] });
    expect(server.received[0]?.headers.authorization).toBeUndefined();
  });

  it('a non-401 error is not retried', async () => {
    server = await startServer(() => ({ status: 500, json: { isSuccess: false, message: 'boom' } }));
    const session = sharedRefresh('fresh');
    const api = createCandidateApi({ baseUrl: server.baseUrl, ...session, onSessionEnded: vi.fn() });
    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toEqual({
      ok: false,
      error: { kind: 'http', status: 500, message: 'boom' },
    });
    expect(session.refresh).not.toHaveBeenCalled();
    expect(server.received).toHaveLength(1);
  });
});
