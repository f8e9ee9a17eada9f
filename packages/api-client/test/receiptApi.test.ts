import { afterEach, describe, expect, it } from 'vitest';
import { createReceiptApi, type ChoiceReceipt } from '../src/index';
import { startServer, type Received, type Reply, type TestServer } from './server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function receiptsAgainst(handler: (request: Received) => Reply) {
  server = await startServer(handler);
  return createReceiptApi({
    baseUrl: server.baseUrl,
    timeoutMs: 2000,
    getAccessToken: () => 'access-1',
    refresh: async () => null,
    onSessionEnded: () => {},
  });
}

const receipt: ChoiceReceipt = {
  reference: 'JUS-2026-4F7K-9QXM',
  candidateId: 'cand-1',
  savedAt: '2026-11-26T14:05:00.000Z',
  version: 3,
  choices: [
    { rank: 1, programId: 'p2', programName: 'Licence Agronomie – Productions animales' },
    { rank: 2, programId: 'p1', programName: 'Licence Agronomie – Productions végétales' },
    { rank: 3, programId: 'p3', programName: 'Licence Agronomie – Agroéconomie' },
  ],
};

describe('the receipts of programme changes (this portal’s addition to candidate-service)', () => {
  it('reads one receipt with the bearer token', async () => {
    const api = await receiptsAgainst(() => ({ status: 200, json: { isSuccess: true, data: receipt } }));
    expect(await api.getReceipt(receipt.reference)).toEqual({ ok: true, data: receipt });
    expect(server?.received[0]?.path).toBe('/api/candidate-service/Candidate/receipts/JUS-2026-4F7K-9QXM');
    expect(server?.received[0]?.headers.authorization).toBe('Bearer access-1');
  });

  it('reads a 404 (unknown, another account’s, or no receipts at this service) as no receipt', async () => {
    const api = await receiptsAgainst(() => ({ status: 404, json: { isSuccess: false, message: 'Aucun' } }));
    expect(await api.getReceipt(receipt.reference)).toEqual({ ok: true, data: null });
  });

  it('refuses a receipt it cannot read, and reports a 5xx as a failure', async () => {
    let reply: Reply = { status: 200, json: { isSuccess: true, data: { ...receipt, version: 0 } } };
    const api = await receiptsAgainst(() => reply);
    expect(await api.getReceipt(receipt.reference)).toMatchObject({
      ok: false,
      error: { kind: 'badResponse' },
    });
    reply = { status: 503, json: { isSuccess: false, message: 'indisponible' } };
    expect(await api.getReceipt(receipt.reference)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 503 },
    });
  });

  it('asks for the e-mail with a POST and no body; a 429 carries the server’s message', async () => {
    let reply: Reply = { status: 200, json: { isSuccess: true, message: 'Le justificatif a été envoyé.' } };
    const api = await receiptsAgainst(() => reply);
    expect(await api.emailReceipt(receipt.reference)).toEqual({
      ok: true,
      data: { message: 'Le justificatif a été envoyé.' },
    });
    expect(server?.received[0]?.method).toBe('POST');
    expect(server?.received[0]?.path).toBe(
      '/api/candidate-service/Candidate/receipts/JUS-2026-4F7K-9QXM/email',
    );
    reply = { status: 429, json: { isSuccess: false, message: 'Réessayez dans 7 minutes.' } };
    expect(await api.emailReceipt(receipt.reference)).toEqual({
      ok: false,
      error: { kind: 'http', status: 429, message: 'Réessayez dans 7 minutes.' },
    });
  });
});
