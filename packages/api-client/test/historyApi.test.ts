import { afterEach, describe, expect, it } from 'vitest';
import { createHistoryApi, type ApplicationEvent } from '../src/index';
import { startServer, type Reply, type TestServer } from './server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function historyAgainst(reply: () => Reply) {
  server = await startServer(reply);
  return createHistoryApi({
    baseUrl: server.baseUrl,
    timeoutMs: 2000,
    getAccessToken: () => 'access-1',
    refresh: async () => null,
    onSessionEnded: () => {},
  });
}

const events: ApplicationEvent[] = [
  { kind: 'submitted', at: '2025-07-08T09:30:00Z', decision: null, reason: null, receiptReference: null },
  {
    kind: 'choiceChanged',
    at: '2026-11-26T14:05:00.000Z',
    decision: null,
    reason: null,
    receiptReference: 'JUS-2026-4F7K-9QXM',
  },
  { kind: 'decision', at: '2026-11-27T10:00:00Z', decision: 'rejected', reason: 'Dossier incomplet' },
];

describe('the history of an application (this portal’s addition to candidate-service)', () => {
  it('reads the events of the candidate’s own application with the bearer token', async () => {
    const api = await historyAgainst(() => ({ status: 200, json: { isSuccess: true, data: events } }));
    expect(await api.getApplicationHistory('c-1')).toEqual({ ok: true, data: events });
    expect(server?.received[0]?.path).toBe('/api/candidate-service/Candidate/applications/c-1/history');
    expect(server?.received[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('reads a 404 as no history (a service without it, or not the account’s application)', async () => {
    const api = await historyAgainst(() => ({ status: 404, json: { isSuccess: false, message: 'Aucune' } }));
    expect(await api.getApplicationHistory('c-1')).toEqual({ ok: true, data: null });
  });

  it('refuses an event of an unknown kind, and reports a 5xx as a failure', async () => {
    let reply: Reply = { status: 200, json: { isSuccess: true, data: [{ kind: 'archived', at: 'x' }] } };
    const api = await historyAgainst(() => reply);
    expect(await api.getApplicationHistory('c-1')).toMatchObject({
      ok: false,
      error: { kind: 'badResponse' },
    });
    reply = { status: 500, json: { isSuccess: false, message: 'boom' } };
    expect(await api.getApplicationHistory('c-1')).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 500 },
    });
  });
});
