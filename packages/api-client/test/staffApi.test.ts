import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaffApi, type StaffApi, type StaffApplication } from '../src/index';
import { fileNameOf } from '../src/staffApi';
import { deadBaseUrl, startServer, type Reply, type Received, type TestServer } from './server';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function apiAgainst(
  handler: (request: Received) => Reply,
  refresh = vi.fn(async () => null as string | null),
) {
  server = await startServer(handler);
  const api: StaffApi = createStaffApi({
    baseUrl: server.baseUrl,
    getAccessToken: () => 'token-1',
    refresh,
    onSessionEnded: vi.fn(),
  });
  return api;
}

const BASE = '/api/candidate-service/Staff/applications';
const row: StaffApplication = {
  id: 'CAND-1',
  kind: 'universite',
  firstName: 'Aminata',
  lastName: 'Diop',
  email: 'a@example.org',
  status: 'pending',
  documents: [{ name: "Carte d'identité", url: 'https://example.org/cin.pdf' }],
  submissionDate: '2025-07-08T10:24:00Z',
  version: 3,
};
const page = { items: [row], page: 2, pageSize: 10, totalItems: 11, totalPages: 2 };

describe('staff calls', () => {
  it('sends no cookie: the bearer is the only credential, even across origins', async () => {
    server = await startServer(() => ({ status: 200, json: { isSuccess: true, data: page, message: null } }));
    const credentials: RequestCredentials[] = [];
    const api = createStaffApi({
      baseUrl: server.baseUrl,
      getAccessToken: () => 'token-1',
      refresh: vi.fn(async () => null),
      onSessionEnded: vi.fn(),
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        credentials.push(request.credentials);
        return globalThis.fetch(request);
      },
    });
    await api.listApplications('universite');
    expect(credentials).toEqual(['omit']);
  });

  it('lists one page with the query in the URL and the bearer', async () => {
    const api = await apiAgainst(() => ({
      status: 200,
      json: { isSuccess: true, data: page, message: null },
    }));
    const result = await api.listApplications('universite', {
      page: 2,
      pageSize: 10,
      search: 'diop',
      status: 'pending',
    });
    expect(result).toEqual({ ok: true, data: page });
    expect(server?.received[0]?.path).toBe(
      `${BASE}/universite?page=2&pageSize=10&search=diop&status=pending`,
    );
    expect(server?.received[0]?.headers.authorization).toBe('Bearer token-1');
  });

  it('a row with an unknown status or date is read with what can be read; the other rows are untouched', async () => {
    const odd = { ...row, id: 'CAND-2', status: 'approved', submissionDate: null };
    const api = await apiAgainst(() => ({
      status: 200,
      json: { isSuccess: true, data: { ...page, items: [row, odd] } },
    }));
    expect(await api.listApplications('coran')).toEqual({
      ok: true,
      data: { ...page, items: [row, { ...odd, status: 'unknown' }] },
      issues: ['item 1 (CAND-2): unreadable status, submissionDate'],
    });
  });

  it('a page of the wrong shape, or a row without an id, is badResponse', async () => {
    const { id: _, ...withoutId } = row;
    for (const data of [
      { ...page, totalItems: '11' },
      { ...page, items: [row, withoutId] },
    ]) {
      const api = await apiAgainst(() => ({ status: 200, json: { isSuccess: true, data } }));
      const result = await api.listApplications('coran');
      expect(result).toMatchObject({ ok: false, error: { kind: 'badResponse' } });
      await server?.close();
      server = undefined;
    }
  });

  it('posts a decision as JSON and reads the application back', async () => {
    const decided = { ...row, status: 'accepted', version: 4 };
    const api = await apiAgainst(() => ({ status: 200, json: { isSuccess: true, data: decided } }));
    expect(await api.decide('CAND-1', { decision: 'accepted', version: 3 })).toEqual({
      ok: true,
      data: decided,
    });
    expect(server?.received[0]).toMatchObject({ method: 'POST', path: `${BASE}/CAND-1/decisions` });
    expect(JSON.parse(server?.received[0]?.body ?? '')).toEqual({ decision: 'accepted', version: 3 });
  });

  it('a 409 is a conflict carrying the current application', async () => {
    const current = { ...row, status: 'rejected', version: 4 };
    const api = await apiAgainst(() => ({
      status: 409,
      json: { isSuccess: false, data: current, message: 'Cette candidature a déjà été traitée.' },
    }));
    expect(await api.decide('CAND-1', { decision: 'accepted', version: 3 })).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'Cette candidature a déjà été traitée.', current },
    });
  });

  it('a 409 without a readable current state is a conflict without it', async () => {
    const api = await apiAgainst(() => ({ status: 409, json: { isSuccess: false, message: 'conflit' } }));
    expect(await api.decide('CAND-1', { decision: 'rejected', version: 3, reason: 'x' })).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'conflit' },
    });
  });

  it('posts a bulk decision to the kind and reads the applications back, in order', async () => {
    const other = { ...row, id: 'CAND-2', version: 1 };
    const decided = [
      { ...row, status: 'rejected', version: 4 },
      { ...other, status: 'rejected', version: 2 },
    ];
    const api = await apiAgainst(() => ({
      status: 200,
      json: { isSuccess: true, data: decided, message: null },
    }));
    const request = {
      decision: 'rejected' as const,
      reason: 'Places épuisées',
      items: [
        { candidateId: 'CAND-1', version: 3 },
        { candidateId: 'CAND-2', version: 1 },
      ],
    };
    expect(await api.decideMany('coran', request)).toEqual({ ok: true, data: decided });
    expect(server?.received[0]).toMatchObject({ method: 'POST', path: `${BASE}/coran/bulk-decisions` });
    expect(JSON.parse(server?.received[0]?.body ?? '')).toEqual(request);
  });

  it('a bulk 409 is a conflict carrying what changed and what the list does not hold', async () => {
    const changed = [{ ...row, status: 'accepted', version: 4 }];
    const api = await apiAgainst(() => ({
      status: 409,
      json: { isSuccess: false, data: { changed, missing: ['X-1'] }, message: '2 candidatures ont changé' },
    }));
    const items = [
      { candidateId: 'CAND-1', version: 3 },
      { candidateId: 'X-1', version: 1 },
    ];
    expect(await api.decideMany('universite', { decision: 'accepted', items })).toEqual({
      ok: false,
      error: { kind: 'conflict', changed, missing: ['X-1'], message: '2 candidatures ont changé' },
    });
  });

  it('a bulk 409 without the documented envelope is a conflict without changes; a 400 stays an http error', async () => {
    let status = 409;
    const api = await apiAgainst(() => ({
      status,
      json: { isSuccess: false, data: [row], message: 'conflit' },
    }));
    const request = { decision: 'accepted' as const, items: [{ candidateId: 'CAND-1', version: 3 }] };
    expect(await api.decideMany('universite', request)).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'conflit' },
    });
    status = 400;
    expect(await api.decideMany('universite', request)).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 400 },
    });
  });

  it('a 401 is refreshed once and replayed with the new token', async () => {
    const refresh = vi.fn(async () => 'token-2' as string | null);
    const api = await apiAgainst(
      (request) =>
        request.headers.authorization === 'Bearer token-2'
          ? { status: 200, json: { isSuccess: true, data: row } }
          : { status: 401 },
      refresh,
    );
    expect(await api.decide('CAND-1', { decision: 'accepted', version: 3 })).toEqual({ ok: true, data: row });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(JSON.parse(server?.received[1]?.body ?? '')).toEqual({ decision: 'accepted', version: 3 });
  });

  it('reads the decision history', async () => {
    const history = [
      {
        decision: 'rejected',
        reason: null,
        decidedAt: '2025-08-01T10:00:00Z',
        decidedBy: { id: 'u', name: 'A S' },
      },
    ];
    const api = await apiAgainst(() => ({ status: 200, json: { isSuccess: true, data: history } }));
    expect(await api.getDecisions('CAND-1')).toEqual({ ok: true, data: history });
  });

  it('reads the application’s dated history, and a 404 (a service without it) as none', async () => {
    const events = [
      { kind: 'submitted', at: '2025-07-08T09:30:00Z', decision: null, reason: null, receiptReference: null },
    ];
    let reply: Reply = { status: 200, json: { isSuccess: true, data: events } };
    const api = await apiAgainst(() => reply);
    expect(await api.getApplicationHistory('CAND-1')).toEqual({ ok: true, data: events });
    expect(server?.received[0]?.path).toBe('/api/candidate-service/Staff/applications/CAND-1/history');
    reply = { status: 404, json: { isSuccess: false, message: 'Not found' } };
    expect(await api.getApplicationHistory('CAND-1')).toEqual({ ok: true, data: null });
  });

  it('lists by merit within a programme, and reads each row’s score and main choice', async () => {
    const ranked = {
      ...row,
      score: 13.42,
      mainChoice: { programId: 'prog-pv', programName: 'Productions végétales' },
    };
    const api = await apiAgainst(() => ({
      status: 200,
      json: { isSuccess: true, data: { ...page, items: [ranked, { ...row, id: 'CAND-2', score: null }] } },
    }));
    const result = await api.listApplications('universite', { programId: 'prog-pv', sort: '-score' });
    expect(result).toEqual({
      ok: true,
      data: { ...page, items: [ranked, { ...row, id: 'CAND-2', score: null }] },
    });
    expect(server?.received[0]?.path).toBe(`${BASE}/universite?programId=prog-pv&sort=-score`);
  });

  it('reads the programmes of a kind, and a 404 (a service without the ranking) as none', async () => {
    const programs = [{ programId: 'prog-coran-tajwid', programName: 'Tajwid et récitation' }];
    let reply: Reply = { status: 200, json: { isSuccess: true, data: programs, message: null } };
    const api = await apiAgainst(() => reply);
    expect(await api.listPrograms('coran')).toEqual({ ok: true, data: programs });
    expect(server?.received[0]?.path).toBe('/api/candidate-service/Staff/programs/coran');
    reply = { status: 404, json: { isSuccess: false, message: 'Not found' } };
    expect(await api.listPrograms('coran')).toEqual({ ok: true, data: null });
    reply = { status: 403, json: { isSuccess: false, message: 'Accès refusé' } };
    expect(await api.listPrograms('coran')).toMatchObject({
      ok: false,
      error: { kind: 'http', status: 403 },
    });
  });

  it('reads the candidate’s file; a 404 (a service without it) is none, an unreadable one badResponse', async () => {
    const file = {
      application: { ...row, score: 13.42, mainChoice: { programId: 'prog-pv', programName: 'PV' } },
      birthDate: '2006-03-14',
      placeOfBirth: 'Thiès',
      nationality: 'Sénégalaise',
      phone: null,
      bacSerie: 'S2',
      bacResultId: 'BAC-1',
      bacResult: { grades: { SVT: 15.25 }, coefs: { SVT: 6 } },
      choices: [{ rank: 1, programId: 'prog-pv', programName: 'PV' }],
      history: [
        {
          kind: 'submitted',
          at: '2025-07-08T10:24:00Z',
          decision: null,
          reason: null,
          receiptReference: null,
        },
      ],
    };
    let reply: Reply = { status: 200, json: { isSuccess: true, data: file, message: null } };
    const api = await apiAgainst(() => reply);
    expect(await api.getApplicationFile('CAND-1')).toEqual({ ok: true, data: file });
    expect(server?.received[0]?.path).toBe(`${BASE}/CAND-1/file`);
    reply = { status: 404, json: { isSuccess: false, message: 'Not found' } };
    expect(await api.getApplicationFile('CAND-1')).toEqual({ ok: true, data: null });
    reply = { status: 200, json: { isSuccess: true, data: { ...file, bacResult: 'none' }, message: null } };
    expect(await api.getApplicationFile('CAND-1')).toMatchObject({
      ok: false,
      error: { kind: 'badResponse' },
    });
  });

  it('no answer is a network error', async () => {
    const api = createStaffApi({
      baseUrl: await deadBaseUrl(),
      getAccessToken: () => 't',
      refresh: async () => null,
      onSessionEnded: () => {},
    });
    expect(await api.listApplications('majalis')).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('a list call its caller aborts (the actor stopped, as React StrictMode does on mount) is aborted, not network', async () => {
    const api = await apiAgainst(() => ({
      status: 200,
      json: { isSuccess: true, data: page, message: null },
    }));
    const controller = new AbortController();
    const pending = api.listApplications('universite', {}, { signal: controller.signal });
    controller.abort();
    expect(await pending).toEqual({ ok: false, error: { kind: 'aborted' } });
  });
});

describe('the export of a list', () => {
  const csv = '\ufeffNuméro de candidature;Nom\r\nCAND-1;Diop\r\n';
  const file = (headers: Record<string, string> = {}): Reply => ({
    status: 200,
    text: csv,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="candidatures-coran-2026-11-28.csv"',
      ...headers,
    },
  });

  it('asks the list’s filters and order (no paging) with the bearer, and gives the file and its name', async () => {
    const api = await apiAgainst(() => file());
    const result = await api.exportApplications('coran', {
      search: 'Cissé',
      status: 'pending',
      programId: 'prog-tajwid',
      sort: '-score',
    });
    if (!result.ok || !result.data) throw new Error(`no file: ${JSON.stringify(result)}`);
    expect(result.data.filename).toBe('candidatures-coran-2026-11-28.csv');
    // Byte for byte: the byte order mark stays.
    expect(new Uint8Array(await result.data.blob.arrayBuffer())).toEqual(new TextEncoder().encode(csv));
    const received = server?.received[0];
    expect(received?.path).toBe(
      `${BASE}/coran/export?search=Ciss%C3%A9&status=pending&programId=prog-tajwid&sort=-score`,
    );
    expect(received?.headers.authorization).toBe('Bearer token-1');
    expect(received?.headers.accept).toBe('text/csv');
  });

  it('a 404 (a service without the export) is none; a 403 keeps the server’s message', async () => {
    const absent = await apiAgainst(() => ({
      status: 404,
      json: { isSuccess: false, message: 'Introuvable' },
    }));
    expect(await absent.exportApplications('majalis')).toEqual({ ok: true, data: null });
    await server?.close();
    const refused = await apiAgainst(() => ({
      status: 403,
      json: { isSuccess: false, message: 'Accès refusé' },
    }));
    expect(await refused.exportApplications('majalis')).toEqual({
      ok: false,
      error: { kind: 'http', status: 403, message: 'Accès refusé' },
    });
  });

  it('an answer that is not CSV (a proxy’s HTML page) is badResponse; no answer is network', async () => {
    const api = await apiAgainst(() => ({
      status: 200,
      text: '<html></html>',
      headers: { 'Content-Type': 'text/html' },
    }));
    expect(await api.exportApplications('universite')).toMatchObject({
      ok: false,
      error: { kind: 'badResponse' },
    });
    const dead = createStaffApi({
      baseUrl: await deadBaseUrl(),
      getAccessToken: () => 't',
      refresh: async () => null,
      onSessionEnded: () => {},
    });
    expect(await dead.exportApplications('universite')).toEqual({ ok: false, error: { kind: 'network' } });
  });

  it('names the file after the kind when the service names none', async () => {
    const api = await apiAgainst(() => file({ 'Content-Disposition': 'attachment' }));
    const result = await api.exportApplications('universite');
    expect(result.ok && result.data?.filename).toBe('candidatures-universite.csv');
  });

  it.each([
    ['attachment; filename="a b.csv"', 'a b.csv'],
    ['attachment; filename=liste.csv', 'liste.csv'],
    [
      'attachment; filename="x.csv"; filename*=UTF-8\'\'candidatures-%C3%A9t%C3%A9.csv',
      'candidatures-été.csv',
    ],
    ['attachment; filename="../../etc/passwd"', 'passwd'],
    ['attachment; filename="C:\\\\dossier\\\\x.csv"', 'x.csv'],
    ['attachment', undefined],
    [null, undefined],
  ])('Content-Disposition %j names %j', (header, name) => {
    expect(fileNameOf(header)).toBe(name);
  });
});

describe('capacity and proposed selection', () => {
  const PROGRAM = '/api/candidate-service/Staff/programs/universite/prog-maths';
  const program = { programId: 'prog-maths', programName: 'Mathématiques', places: 3, waitlistPlaces: 2 };
  const proposal = {
    program,
    basis: 'b-1',
    acceptedCount: 1,
    waitlistedCount: 0,
    placesLeft: 2,
    waitlistLeft: 2,
    nextWaitlistRank: 1,
    ranked: [
      { application: { ...row, score: 14 }, meritRank: 1, tieBreak: { subject: 'Mathématiques', mark: 15 } },
      { application: { ...row, id: 'CAND-2', score: 12 }, meritRank: 2, tieBreak: null },
    ],
    unscored: [{ ...row, id: 'CAND-3', score: null }],
  };
  const request = {
    basis: 'b-1',
    excluded: [],
    included: [{ candidateId: 'CAND-3', reason: 'Mention du jury' }],
    accepted: [
      { candidateId: 'CAND-3', version: 3 },
      { candidateId: 'CAND-1', version: 3 },
    ],
    waitlist: [{ candidateId: 'CAND-2', version: 3 }],
  };

  it('sets a capacity with PUT and reads the programme back; a 404 is none, a 403 keeps the message', async () => {
    let reply: Reply = { status: 200, json: { isSuccess: true, data: program, message: null } };
    const api = await apiAgainst(() => reply);
    expect(
      await api.setProgramCapacity('universite', 'prog-maths', { places: 3, waitlistPlaces: 2 }),
    ).toEqual({
      ok: true,
      data: program,
    });
    expect(server?.received[0]).toMatchObject({ method: 'PUT', path: `${PROGRAM}/capacity` });
    expect(JSON.parse(server?.received[0]?.body ?? '')).toEqual({ places: 3, waitlistPlaces: 2 });
    expect(server?.received[0]?.headers.authorization).toBe('Bearer token-1');
    reply = { status: 404, json: { isSuccess: false, message: 'Formation introuvable.' } };
    expect(
      await api.setProgramCapacity('universite', 'prog-maths', { places: 3, waitlistPlaces: 2 }),
    ).toEqual({
      ok: true,
      data: null,
    });
    reply = { status: 403, json: { isSuccess: false, message: 'Accès refusé' } };
    expect(
      await api.setProgramCapacity('universite', 'prog-maths', { places: 3, waitlistPlaces: 2 }),
    ).toEqual({
      ok: false,
      error: { kind: 'http', status: 403, message: 'Accès refusé' },
    });
  });

  it('reads a proposal strictly; a 404 is none; a row without its version is badResponse', async () => {
    let reply: Reply = { status: 200, json: { isSuccess: true, data: proposal, message: null } };
    const api = await apiAgainst(() => reply);
    expect(await api.getSelectionProposal('universite', 'prog-maths')).toEqual({ ok: true, data: proposal });
    expect(server?.received[0]).toMatchObject({ method: 'GET', path: `${PROGRAM}/selection-proposal` });
    reply = { status: 404, json: { isSuccess: false, message: 'Not found' } };
    expect(await api.getSelectionProposal('universite', 'prog-maths')).toEqual({ ok: true, data: null });
    const { version: _version, ...unversioned } = row;
    reply = {
      status: 200,
      json: { isSuccess: true, data: { ...proposal, unscored: [unversioned] }, message: null },
    };
    expect(await api.getSelectionProposal('universite', 'prog-maths')).toMatchObject({
      ok: false,
      error: { kind: 'badResponse' },
    });
  });

  it('posts a selection and reads the accepted and the waiting list back', async () => {
    const result = {
      accepted: [
        { ...row, id: 'CAND-3', status: 'accepted', version: 4, waitlistRank: null },
        { ...row, status: 'accepted', version: 4, waitlistRank: null },
      ],
      waitlist: [{ ...row, id: 'CAND-2', status: 'waitlisted', version: 4, waitlistRank: 1 }],
    };
    const api = await apiAgainst(() => ({
      status: 200,
      json: { isSuccess: true, data: result, message: null },
    }));
    expect(await api.applySelection('universite', 'prog-maths', request)).toEqual({ ok: true, data: result });
    expect(server?.received[0]).toMatchObject({ method: 'POST', path: `${PROGRAM}/selection` });
    expect(server?.received[0]?.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.parse(server?.received[0]?.body ?? '')).toEqual(request);
  });

  it('a selection’s 409 is a conflict with what changed and what left; without the envelope, none; a 404 is none', async () => {
    const changed = [{ ...row, version: 4 }];
    let reply: Reply = {
      status: 409,
      json: {
        isSuccess: false,
        data: { changed, missing: ['CAND-2'] },
        message: 'Des candidatures ont changé.',
      },
    };
    const api = await apiAgainst(() => reply);
    expect(await api.applySelection('universite', 'prog-maths', request)).toEqual({
      ok: false,
      error: { kind: 'conflict', changed, missing: ['CAND-2'], message: 'Des candidatures ont changé.' },
    });
    reply = { status: 409, json: { isSuccess: false, message: 'Proposition expirée.' } };
    expect(await api.applySelection('universite', 'prog-maths', request)).toEqual({
      ok: false,
      error: { kind: 'conflict', message: 'Proposition expirée.' },
    });
    reply = { status: 400, json: { isSuccess: false, message: 'Requête invalide' } };
    expect(await api.applySelection('universite', 'prog-maths', request)).toEqual({
      ok: false,
      error: { kind: 'http', status: 400, message: 'Requête invalide' },
    });
    reply = { status: 404, json: { isSuccess: false, message: 'Not found' } };
    expect(await api.applySelection('universite', 'prog-maths', request)).toEqual({ ok: true, data: null });
  });
});
