import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCandidateApi, type CandidateApi } from '../src/index';
import {
  ACCOUNT_ID,
  application,
  bacResult,
  details,
  eligible,
  ok,
  rankingUpdate,
  type ListEnvelope,
} from './fixtures';
import { deadBaseUrl, startServer, type Reply, type Received, type TestServer } from './server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function apiAgainst(handler: (request: Received) => Reply): Promise<CandidateApi> {
  server = await startServer(handler);
  return createCandidateApi({
    baseUrl: server.baseUrl,
    getAccessToken: () => 'token-1',
    refresh: vi.fn(async () => null),
    onSessionEnded: vi.fn(),
  });
}

const BASE = '/api/candidate-service';

describe('candidate-service calls round-trip (calls 3-7)', () => {
  it('call 3 lists the applications of the account, with the bearer token', async () => {
    const body: ListEnvelope = { isSuccess: true, data: [application], message: null };
    const api = await apiAgainst(() => ({ status: 200, json: body }));
    const result = await api.getApplicationsByAccount(ACCOUNT_ID);
    expect(result).toEqual({ ok: true, data: [application] });
    expect(server?.received[0]).toMatchObject({
      method: 'GET',
      path: `${BASE}/Candidate/with-applications-bac/account/${ACCOUNT_ID}`,
      headers: { authorization: 'Bearer token-1', accept: 'application/json' },
    });
  });

  it('call 4 reads grades and coefficients', async () => {
    const api = await apiAgainst(() => ({ status: 200, json: ok(bacResult) }));
    expect(await api.getGradesAndCoefs('bac-1')).toEqual({ ok: true, data: bacResult });
    expect(server?.received[0]?.path).toBe(`${BASE}/BacResult/GradesAndCoefs/bac-1`);
  });

  it('call 5 reads the application details', async () => {
    const api = await apiAgainst(() => ({ status: 200, json: ok(details) }));
    expect(await api.getApplicationDetails('cand-1')).toEqual({ ok: true, data: details });
    expect(server?.received[0]?.path).toBe(`${BASE}/Candidate/application-details/cand-1`);
  });

  it('call 6 reads the eligible programmes, escaping the series in the path', async () => {
    const api = await apiAgainst(() => ({ status: 200, json: ok(eligible) }));
    expect(await api.getEligiblePrograms('S2/A')).toEqual({ ok: true, data: eligible });
    expect(server?.received[0]?.path).toBe(
      `${BASE}/SelectionCriteria/eligible-programs-with-group-detection/S2%2FA`,
    );
  });

  it('call 7 sends the multipart form and returns the message (no receipt from a service without them)', async () => {
    const api = await apiAgainst(() => ({ status: 200, json: { isSuccess: true, message: 'Mis à jour' } }));
    expect(await api.updateWithChoices(rankingUpdate)).toEqual({
      ok: true,
      data: { message: 'Mis à jour', receipt: null },
    });
    const put = server?.received[0];
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe(`${BASE}/Candidate/update-with-choices`);
    expect(put?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(put?.form).toEqual({
      FirstName: ['Awa'],
      LastName: ['Ndiaye'],
      AccountId: [ACCOUNT_ID],
      BirthDate: ['2005-03-14'],
      Nationality: ['Sénégalaise'],
      SeriesId: ['S2'],
      PreferredLanguage: ['fr'],
      BacResultId: ['bac-1'],
      IsMultipleChoice: ['true'],
      ProgramGroup: ['g-agro'],
      ProgramChoicesJson: [
        JSON.stringify([
          { ProgramId: 'p-agro', Priority: 1, ProgramName: 'Agronomie', ShortName: 'AGRO' },
          { ProgramId: 'p-halieu', Priority: 2, ProgramName: 'Halieutique', ShortName: 'HAL' },
          { ProgramId: 'p-elevage', Priority: 3, ProgramName: 'Productions animales', ShortName: 'PA' },
        ]),
      ],
    });
  });
});

describe('answers that are not what the contract says', () => {
  it('malformed JSON is badResponse', async () => {
    const api = await apiAgainst(() => ({ status: 200, text: '{"isSuccess":true,"data":[' }));
    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toEqual({
      ok: false,
      error: { kind: 'badResponse', reason: 'not JSON' },
    });
  });

  it('an HTML page served with 200 (proxy or SPA fallback) is badResponse', async () => {
    const api = await apiAgainst(() => ({
      status: 200,
      text: '<!doctype html><title>Maintenance</title>',
      headers: { 'Content-Type': 'text/html' },
    }));
    expect(await api.getGradesAndCoefs('bac-1')).toEqual({
      ok: false,
      error: { kind: 'badResponse', reason: 'not JSON' },
    });
  });

  it('an HTML 502 page is an http error with its status and no message', async () => {
    const api = await apiAgainst(() => ({
      status: 502,
      text: '<html><body>502 Bad Gateway</body></html>',
      headers: { 'Content-Type': 'text/html' },
    }));
    expect(await api.getApplicationDetails('cand-1')).toEqual({
      ok: false,
      error: { kind: 'http', status: 502 },
    });
  });

  it("a 503 or 429 carries the server's Retry-After, for « Forte affluence »", async () => {
    const api = await apiAgainst(() => ({
      status: 503,
      json: { isSuccess: false, message: 'Indisponible' },
      headers: { 'Retry-After': '20' },
    }));
    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toEqual({
      ok: false,
      error: { kind: 'http', status: 503, message: 'Indisponible', retryAfter: '20' },
    });
  });

  it('JSON that is not the envelope is badResponse', async () => {
    const api = await apiAgainst(() => ({ status: 200, json: [application] }));
    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toEqual({
      ok: false,
      error: { kind: 'badResponse', reason: 'not an envelope' },
    });
  });

  it('an envelope whose data has the wrong shape is badResponse, naming the place', async () => {
    const api = await apiAgainst(() => ({
      status: 200,
      json: ok({ grades: { Mathématiques: '15,5' }, coefs: {} }),
    }));
    expect(await api.getGradesAndCoefs('bac-1')).toEqual({
      ok: false,
      error: { kind: 'badResponse', reason: 'unexpected data at grades.Mathématiques' },
    });
  });

  it('call 3: one item with an unknown status or no date is read with what can be read; the others are untouched', async () => {
    const second = { ...application, candidateId: 'cand-2', status: 'archived', submissionDate: null };
    const third = { ...application, candidateId: 'cand-3' } as Record<string, unknown>;
    delete third.submissionDate;
    const api = await apiAgainst(() => ({ status: 200, json: ok([application, second, third]) }));
    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toEqual({
      ok: true,
      data: [
        application,
        { ...application, candidateId: 'cand-2', status: 'unknown', submissionDate: null },
        { ...application, candidateId: 'cand-3', submissionDate: null },
      ],
      issues: [
        'item 1 (cand-2): unreadable status, submissionDate',
        'item 2 (cand-3): unreadable submissionDate',
      ],
    });
  });

  it('call 3: a list read exactly as the contract says carries no issues', async () => {
    const api = await apiAgainst(() => ({ status: 200, json: ok([application]) }));
    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).not.toHaveProperty('issues');
  });

  it('call 3: an item that cannot be shown at all (no candidateId) is still badResponse', async () => {
    const { candidateId: _, ...withoutId } = application;
    const api = await apiAgainst(() => ({ status: 200, json: ok([application, withoutId]) }));
    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toEqual({
      ok: false,
      error: { kind: 'badResponse', reason: 'unexpected data at 1.candidateId' },
    });
  });

  it('an unknown status in a single record (call 5) is still badResponse', async () => {
    const api = await apiAgainst(() => ({ status: 200, json: ok({ ...details, status: 'archived' }) }));
    const result = await api.getApplicationDetails('cand-1');
    expect(result).toMatchObject({ ok: false, error: { kind: 'badResponse' } });
  });

  it('a save (call 7) answered 200 with a cut body or another JSON is badResponse, never success', async () => {
    let api = await apiAgainst(() => ({ status: 200, text: '{"isSuccess": true, "data": {"programs": [' }));
    expect(await api.updateWithChoices(rankingUpdate)).toMatchObject({
      ok: false,
      error: { kind: 'badResponse' },
    });
    await server?.close();
    api = await apiAgainst(() => ({ status: 200, json: { ok: true } }));
    expect(await api.updateWithChoices(rankingUpdate)).toMatchObject({
      ok: false,
      error: { kind: 'badResponse' },
    });
  });

  it('call 7 returns the receipt the service sends; one it cannot read leaves the confirmed save without it', async () => {
    const receipt = {
      reference: 'JUS-2026-4F7K-9QXM',
      candidateId: 'cand-1',
      savedAt: '2026-11-26T14:05:00.000Z',
      version: 2,
      choices: [{ rank: 1, programId: 'p1', programName: 'Licence Agronomie' }],
    };
    let answer: unknown = receipt;
    const api = await apiAgainst(() => ({
      status: 200,
      json: { isSuccess: true, message: 'ok', data: answer },
    }));
    expect(await api.updateWithChoices(rankingUpdate)).toEqual({
      ok: true,
      data: { message: 'ok', receipt },
    });
    answer = { ...receipt, reference: 'CAND-2025-00001' };
    expect(await api.updateWithChoices(rankingUpdate)).toEqual({
      ok: true,
      data: { message: 'ok', receipt: null },
    });
  });

  it('an empty 200 body is badResponse', async () => {
    const api = await apiAgainst(() => ({ status: 200 }));
    expect(await api.getEligiblePrograms('S2')).toEqual({
      ok: false,
      error: { kind: 'badResponse', reason: 'empty body' },
    });
  });

  it('isSuccess false is rejected with the server message', async () => {
    const api = await apiAgainst(() => ({
      status: 200,
      json: { isSuccess: false, message: 'Candidature déjà traitée' },
    }));
    expect(await api.updateWithChoices(rankingUpdate)).toEqual({
      ok: false,
      error: { kind: 'rejected', message: 'Candidature déjà traitée' },
    });
  });

  it('isSuccess false without a message is rejected without one', async () => {
    const api = await apiAgainst(() => ({ status: 200, json: { isSuccess: false, message: null } }));
    expect(await api.getEligiblePrograms('S2')).toEqual({ ok: false, error: { kind: 'rejected' } });
  });

  it('a 403 envelope is an http error carrying the message', async () => {
    const api = await apiAgainst(() => ({
      status: 403,
      json: { isSuccess: false, message: 'Accès refusé' },
    }));
    expect(await api.updateWithChoices(rankingUpdate)).toEqual({
      ok: false,
      error: { kind: 'http', status: 403, message: 'Accès refusé' },
    });
  });

  it('a dropped connection is network', async () => {
    const api = await apiAgainst(() => 'drop');
    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('a refused connection is network', async () => {
    const api = createCandidateApi({
      baseUrl: await deadBaseUrl(),
      getAccessToken: () => 'token-1',
      refresh: async () => null,
      onSessionEnded: () => undefined,
    });
    expect(await api.getGradesAndCoefs('bac-1')).toEqual({ ok: false, error: { kind: 'network' } });
  });
});

describe('time limit', () => {
  const slow = (ms: number) => () =>
    new Promise<Reply>((resolve) => setTimeout(() => resolve({ status: 200, json: ok([]) }), ms));

  it('a server that does not answer within the time limit gives a timeout, not a network error', async () => {
    server = await startServer(slow(2_000));
    const api = createCandidateApi({
      baseUrl: server.baseUrl,
      timeoutMs: 100,
      getAccessToken: () => 'token-1',
      refresh: vi.fn(async () => null),
      onSessionEnded: vi.fn(),
    });
    const started = Date.now();
    expect(await api.getApplicationsByAccount(ACCOUNT_ID)).toEqual({ ok: false, error: { kind: 'timeout' } });
    expect(Date.now() - started).toBeLessThan(1_500);
  });

  it("the caller's own abort, before or during the call, is aborted: not a network error, not a timeout", async () => {
    server = await startServer(slow(1_000));
    const api = createCandidateApi({
      baseUrl: server.baseUrl,
      timeoutMs: 5_000,
      getAccessToken: () => 'token-1',
      refresh: vi.fn(async () => null),
      onSessionEnded: vi.fn(),
    });
    expect(await api.getApplicationsByAccount(ACCOUNT_ID, { signal: AbortSignal.abort() })).toEqual({
      ok: false,
      error: { kind: 'aborted' },
    });
    // What a stopped actor does to its call: the request is on its way, then the caller gives up.
    const controller = new AbortController();
    const pending = api.getGradesAndCoefs('bac-1', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });

  it('an answer in time is read, and a time limit that passes first stays a timeout', async () => {
    server = await startServer(slow(300));
    const api = createCandidateApi({
      baseUrl: server.baseUrl,
      timeoutMs: 100,
      getAccessToken: () => 'token-1',
      refresh: vi.fn(async () => null),
      onSessionEnded: vi.fn(),
    });
    const controller = new AbortController();
    const pending = api.getApplicationsByAccount(ACCOUNT_ID, { signal: controller.signal });
    setTimeout(() => controller.abort(), 200);
    expect(await pending).toEqual({ ok: false, error: { kind: 'timeout' } });
    const patient = createCandidateApi({
      baseUrl: server.baseUrl,
      timeoutMs: 2_000,
      getAccessToken: () => 'token-1',
      refresh: vi.fn(async () => null),
      onSessionEnded: vi.fn(),
    });
    expect(
      await patient.getApplicationsByAccount(ACCOUNT_ID, { signal: new AbortController().signal }),
    ).toEqual({ ok: true, data: [] });
  });
});
