// A programme's capacity and its proposed selection by merit (docs/behaviour.md « Proposed
// selection »), over real HTTP: the tie rule, the roles, all or nothing, what is recorded and mailed,
// a second round. Every answer is checked against openapi/candidate-service.yaml as it comes.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApplicationRecord, OutboxMail } from '../src/model';
import { loadApi } from '../src/openapi';
import { startSandbox, type RunningSandbox } from '../src/server';
import { bearer, login } from './helpers';

const START = Date.parse('2026-11-26T14:00:00Z');
let clock = START;
let sandbox: RunningSandbox;
const tokens: Record<string, string> = {};
const ACCOUNTS = {
  admin: 'admin@example.org',
  pedagogy_admin: 'pedagogie@example.org',
  quran_teacher: 'coran@example.org',
  majalis_teacher: 'majalis@example.org',
  candidate: 'candidat.soumis@example.org',
  moussa: 'candidat.unique@example.org',
  none: 'personnel.sansrole@example.org',
} as const;
type Who = keyof typeof ACCOUNTS;

beforeAll(async () => {
  sandbox = await startSandbox(0, { now: () => clock, devRoutes: true, portalUrl: 'http://portal.test' });
  for (const [who, email] of Object.entries(ACCOUNTS))
    tokens[who] = (await login(sandbox.url, email)).access_token;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  clock = START;
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
});

interface Row {
  id: string;
  status: 'pending' | 'accepted' | 'rejected' | 'waitlisted';
  version: number;
  score?: number | null;
  waitlistRank?: number | null;
}
interface Program {
  programId: string;
  programName: string;
  places: number | null;
  waitlistPlaces: number | null;
}
interface Proposal {
  program: Program;
  basis: string;
  acceptedCount: number | null;
  waitlistedCount: number | null;
  placesLeft: number | null;
  waitlistLeft: number | null;
  nextWaitlistRank: number | null;
  ranked: { application: Row; meritRank: number; tieBreak: { subject: string; mark: number } | null }[];
  unscored: Row[];
}
interface Conflict {
  changed: Row[];
  missing: string[];
}
interface Envelope<T> {
  isSuccess: boolean;
  data?: T;
  message?: string | null;
}
interface Answer<T> {
  status: number;
  body: Envelope<T>;
}

const MATHS = 'prog-mathematiques-informatique';
const cs = (path: string) => `${sandbox.url}/api/candidate-service${path}`;
const programPath = (kind: string, programId: string) => cs(`/Staff/programs/${kind}/${programId}`);

/** Calls the service and checks the answer against the contract (its status, its body). */
async function call<T>(
  operation: string,
  url: string,
  who: Who | null,
  init: { method?: string; body?: unknown } = {},
): Promise<Answer<T>> {
  const response = await fetch(url, {
    method: init.method ?? 'GET',
    headers: {
      ...(who ? bearer(tokens[who] ?? '') : {}),
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body:
      init.body === undefined
        ? undefined
        : typeof init.body === 'string'
          ? init.body
          : JSON.stringify(init.body),
  });
  const text = await response.text();
  const body = (text ? JSON.parse(text) : undefined) as Envelope<T>;
  if (response.status !== 401) {
    const checked = (await loadApi('candidate-service')).validateResponse(body, operation, response.status);
    expect(checked.errors ?? [], `${operation} ${response.status}`).toEqual([]);
  }
  return { status: response.status, body };
}

const setCapacity = (who: Who | null, body: unknown, kind = 'universite', programId = MATHS) =>
  call<Program>('setStaffProgramCapacity', `${programPath(kind, programId)}/capacity`, who, {
    method: 'PUT',
    body,
  });
const proposalOf = (who: Who | null = 'admin', kind = 'universite', programId = MATHS) =>
  call<Proposal>('getStaffSelectionProposal', `${programPath(kind, programId)}/selection-proposal`, who);
const select = (body: unknown, who: Who | null = 'admin', kind = 'universite', programId = MATHS) =>
  call<{ accepted: Row[]; waitlist: Row[] } | Conflict>(
    'applyStaffSelection',
    `${programPath(kind, programId)}/selection`,
    who,
    { method: 'POST', body },
  );
const rows = async (query: string) =>
  (
    await call<{ items: Row[] }>(
      'listStaffApplications',
      cs(`/Staff/applications/universite?pageSize=100&${query}`),
      'admin',
    )
  ).body.data?.items ?? [];
const outbox = async () => (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as OutboxMail[];

/** The proposal as read, with no adjustment: what the rule gives, as the reviewer confirms it. */
async function confirmAsProposed(adjust: { excluded?: string[]; included?: string[] } = {}) {
  const proposal = (await proposalOf()).body.data as Proposal;
  const version = (id: string) =>
    [...proposal.ranked.map((r) => r.application), ...proposal.unscored].find((a) => a.id === id)?.version ??
    0;
  const excluded = new Set(adjust.excluded ?? []);
  const included = new Set(adjust.included ?? []);
  const ranked = proposal.ranked.map((r) => r.application.id);
  const forced = [...ranked, ...proposal.unscored.map((a) => a.id)].filter((id) => included.has(id));
  const rest = ranked.filter((id) => !excluded.has(id) && !included.has(id));
  const byMerit = Math.max(0, (proposal.placesLeft ?? 0) - forced.length);
  const item = (candidateId: string) => ({ candidateId, version: version(candidateId) });
  return {
    proposal,
    request: {
      basis: proposal.basis,
      excluded: [...excluded].map((candidateId) => ({ candidateId, reason: 'Dossier à revoir' })),
      included: [...included].map((candidateId) => ({ candidateId, reason: 'Mention du jury' })),
      accepted: [...forced, ...rest.slice(0, byMerit)].map(item),
      waitlist: rest.slice(byMerit, byMerit + (proposal.waitlistLeft ?? 0)).map(item),
    },
  };
}

/** Everything a refused selection must leave as it was. */
function written() {
  const { state } = sandbox.sandbox;
  return JSON.stringify({
    applications: state.applications,
    outbox: state.outbox.length,
    capacities: [...state.capacities],
  });
}

/** Replaces records, as the sandbox does (its sort keys are kept per record). */
function replace(ids: readonly string[], change: (record: ApplicationRecord) => ApplicationRecord) {
  const { state } = sandbox.sandbox;
  state.applications = state.applications.map((a) => (ids.includes(a.candidateId) ? change(a) : a));
}

describe('capacity', () => {
  it('is set by an administrator only, refused to every other role before the body is read', async () => {
    for (const who of Object.keys(ACCOUNTS) as Who[]) {
      if (who === 'admin') continue;
      // An unreadable body: a 403, not a 400, proves the body was not read.
      const { status, body } = await setCapacity(who, '{');
      expect(`${who} ${status}`).toBe(`${who} 403`);
      expect(body.message).toBe(
        'Accès refusé\u00a0: seul un administrateur peut fixer la capacité d’une formation.',
      );
    }
    expect((await setCapacity(null, { places: 1, waitlistPlaces: 1 })).status).toBe(401);
    const set = await setCapacity('admin', { places: 40, waitlistPlaces: 12 }, 'coran', 'prog-coran-tajwid');
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({
      programId: 'prog-coran-tajwid',
      programName: 'Tajwid et récitation',
      places: 40,
      waitlistPlaces: 12,
    });
    const programs = await call<Program[]>('listStaffPrograms', cs('/Staff/programs/coran'), 'quran_teacher');
    expect(programs.body.data?.find((p) => p.programId === 'prog-coran-tajwid')).toMatchObject({
      places: 40,
      waitlistPlaces: 12,
    });
    // The reset brings back the seed: Mathématiques et Informatique 3 and 3, the others not fixed.
    await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
    const seeded = await call<Program[]>('listStaffPrograms', cs('/Staff/programs/universite'), 'admin');
    expect(seeded.body.data?.find((p) => p.programId === MATHS)).toMatchObject({
      places: 3,
      waitlistPlaces: 3,
    });
    expect(seeded.body.data?.filter((p) => p.places !== null)).toHaveLength(1);
    const coran = await call<Program[]>('listStaffPrograms', cs('/Staff/programs/coran'), 'admin');
    expect(coran.body.data?.every((p) => p.places === null && p.waitlistPlaces === null)).toBe(true);
  });

  it.each([
    [{ places: -1, waitlistPlaces: 0 }],
    [{ places: 5001, waitlistPlaces: 0 }],
    [{ places: 1.5, waitlistPlaces: 0 }],
    [{ places: 3 }],
    [{ places: 3, waitlistPlaces: 2, extra: true }],
    [{ places: '3', waitlistPlaces: 2 }],
  ])('refuses %j with a 400, changing nothing', async (body) => {
    const before = written();
    const { status, body: answer } = await setCapacity('admin', body);
    expect(status).toBe(400);
    expect(answer.message).toMatch(/\S/);
    expect(written()).toBe(before);
  });

  it('is a 404 for a programme that is not of the kind, and a 400 for an unknown kind', async () => {
    expect(
      (await setCapacity('admin', { places: 1, waitlistPlaces: 1 }, 'universite', 'prog-coran-tajwid'))
        .status,
    ).toBe(404);
    expect((await setCapacity('admin', { places: 1, waitlistPlaces: 1 }, 'medecine', MATHS)).status).toBe(
      400,
    );
    expect((await proposalOf('admin', 'coran', MATHS)).status).toBe(404);
    expect((await select({}, 'admin', 'majalis', MATHS)).status).toBe(404);
  });
});

describe('the proposal', () => {
  it('ranks by score, then the mark of the first subject of highest coefficient, then the date, then the number', async () => {
    const { state } = sandbox.sandbox;
    const coefs = { Français: 4, Philosophie: 4, Anglais: 2 };
    const marks: Record<string, Record<string, number> | null> = {
      'CAND-2025-00316': { Français: 16, Philosophie: 5, Anglais: 5 },
      // Philosophie shares the highest coefficient, but Français is listed first: 14 counts, not 19.
      'CAND-2025-00304': { Français: 14, Philosophie: 19, Anglais: 5 },
      'CAND-2025-00312': { Français: 14, Philosophie: 5, Anglais: 20 },
      // No bac results: after every one with a mark, however early.
      'CAND-2025-00300': null,
    };
    replace(Object.keys(marks), (a) => ({
      ...a,
      score: 15,
      bacResultId: marks[a.candidateId] ? a.bacResultId : 'BAC-NONE',
      submissionDate: a.candidateId === 'CAND-2025-00300' ? '2025-05-01T08:00:00Z' : '2025-06-01T08:00:00Z',
    }));
    for (const [id, grades] of Object.entries(marks)) {
      const record = state.applications.find((a) => a.candidateId === id);
      const result = record && state.bacResults.get(record.bacResultId);
      if (result && grades) Object.assign(result, { grades, coefs });
    }
    const { status, body } = await proposalOf('pedagogy_admin');
    expect(status).toBe(200);
    const proposal = body.data as Proposal;
    // 00304 and 00312: same score, same mark, same date; the candidate number decides.
    expect(proposal.ranked.map((r) => [r.meritRank, r.application.id, r.tieBreak])).toEqual([
      [1, 'CAND-2025-00316', { subject: 'Français', mark: 16 }],
      [2, 'CAND-2025-00304', { subject: 'Français', mark: 14 }],
      [3, 'CAND-2025-00312', { subject: 'Français', mark: 14 }],
      [4, 'CAND-2025-00300', null],
      [5, 'CAND-2025-00157', { subject: 'Physique-Chimie', mark: 14.5 }],
    ]);
    // The date before the number: 00312 submitted a day earlier goes before 00304.
    replace(['CAND-2025-00312'], (a) => ({ ...a, submissionDate: '2025-05-31T08:00:00Z' }));
    const again = (await proposalOf()).body.data as Proposal;
    expect(again.ranked.slice(1, 3).map((r) => r.application.id)).toEqual([
      'CAND-2025-00312',
      'CAND-2025-00304',
    ]);
    // The list's order by merit is the same rule.
    const listed = await rows(`status=pending&programId=${MATHS}&sort=-score`);
    expect(listed.map((row) => row.id)).toEqual(again.ranked.map((r) => r.application.id));
  });

  it('gives the capacity, what earlier decisions took, and the unscored apart', async () => {
    replace(['CAND-2025-00316'], (a) => ({ ...a, score: null }));
    const proposal = (await proposalOf()).body.data as Proposal;
    expect(proposal).toMatchObject({
      program: {
        programId: MATHS,
        programName: 'Mathématiques et Informatique',
        places: 3,
        waitlistPlaces: 3,
      },
      // 00308 accepted and 00320 waitlisted at rank 1 by the seed: the new ranks go on from 2.
      acceptedCount: 1,
      waitlistedCount: 1,
      placesLeft: 2,
      waitlistLeft: 2,
      nextWaitlistRank: 2,
    });
    expect(proposal.basis).toMatch(/\S/);
    expect(proposal.ranked.map((r) => r.application.id)).toEqual([
      'CAND-2025-00312',
      'CAND-2025-00157',
      'CAND-2025-00300',
      'CAND-2025-00304',
    ]);
    expect(proposal.unscored.map((a) => a.id)).toEqual(['CAND-2025-00316']);
    // Places not fixed: the same lists, no counts; nothing can be proposed.
    const sociology = (await proposalOf('admin', 'universite', 'prog-sociologie')).body.data as Proposal;
    expect(sociology).toMatchObject({
      program: { places: null, waitlistPlaces: null },
      acceptedCount: null,
      waitlistedCount: null,
      placesLeft: null,
      waitlistLeft: null,
      nextWaitlistRank: null,
    });
    expect(sociology.ranked.length).toBeGreaterThan(0);
  });

  it('is for the kind’s reviewers only, as the selection, both refused before the body is read', async () => {
    const may: Record<Who, boolean> = {
      admin: true,
      pedagogy_admin: true,
      quran_teacher: false,
      majalis_teacher: false,
      candidate: false,
      moussa: false,
      none: false,
    };
    for (const who of Object.keys(ACCOUNTS) as Who[]) {
      expect(`${who} ${(await proposalOf(who)).status}`).toBe(`${who} ${may[who] ? 200 : 403}`);
      if (!may[who]) expect(`${who} ${(await select('{', who)).status}`).toBe(`${who} 403`);
    }
    expect((await proposalOf('quran_teacher', 'coran', 'prog-coran-tajwid')).status).toBe(200);
    expect((await proposalOf('pedagogy_admin', 'coran', 'prog-coran-tajwid')).status).toBe(403);
    expect((await proposalOf(null)).status).toBe(401);
    expect((await select({}, null)).status).toBe(401);
  });
});

describe('applying a selection', () => {
  it('accepts and waitlists by merit at one instant: statuses, ranks, history and mails', async () => {
    clock = START + 90_000;
    const { request } = await confirmAsProposed();
    expect(request.accepted.map((i) => i.candidateId)).toEqual(['CAND-2025-00312', 'CAND-2025-00157']);
    expect(request.waitlist.map((i) => i.candidateId)).toEqual(['CAND-2025-00300', 'CAND-2025-00304']);
    const mailsBefore = (await outbox()).length;
    const { status, body } = await select(request, 'pedagogy_admin');
    expect(status).toBe(200);
    const result = body.data as { accepted: Row[]; waitlist: Row[] };
    expect(result.accepted.map((r) => [r.id, r.status, r.version, r.waitlistRank])).toEqual([
      ['CAND-2025-00312', 'accepted', 2, null],
      ['CAND-2025-00157', 'accepted', 2, null],
    ]);
    expect(result.waitlist.map((r) => [r.id, r.status, r.version, r.waitlistRank])).toEqual([
      ['CAND-2025-00300', 'waitlisted', 2, 2],
      ['CAND-2025-00304', 'waitlisted', 2, 3],
    ]);
    // The list shows them so, and filters the waiting list (the seed's 00320 at rank 1).
    const waitlisted = await rows(`status=waitlisted&programId=${MATHS}`);
    expect(waitlisted.map((r) => [r.id, r.waitlistRank]).sort()).toEqual([
      ['CAND-2025-00300', 2],
      ['CAND-2025-00304', 3],
      ['CAND-2025-00320', 1],
    ]);
    expect((await rows(`status=pending&programId=${MATHS}`)).map((r) => r.id)).toEqual(['CAND-2025-00316']);
    // Each its history event, at the same instant.
    const history = async (id: string) =>
      (
        await call<{ kind: string; at: string; decision: string | null; waitlistRank: number | null }[]>(
          'getStaffApplicationHistory',
          cs(`/Staff/applications/${id}/history`),
          'admin',
        )
      ).body.data?.at(-1);
    expect(await history('CAND-2025-00312')).toMatchObject({
      kind: 'decision',
      decision: 'accepted',
      waitlistRank: null,
      at: new Date(START + 90_000).toISOString(),
    });
    expect(await history('CAND-2025-00304')).toMatchObject({
      kind: 'decision',
      decision: 'waitlisted',
      waitlistRank: 3,
      at: new Date(START + 90_000).toISOString(),
    });
    // Moussa (00157) reads his application accepted; the spec's decisions list has the acceptance.
    const details = await call<{ status: string }>(
      'getApplicationDetails',
      cs('/Candidate/application-details/CAND-2025-00157'),
      'moussa',
    );
    expect(details.body.data?.status).toBe('approved');
    const decisions = await call<{ decision: string }[]>(
      'getStaffDecisions',
      cs('/Staff/applications/CAND-2025-00304/decisions'),
      'admin',
    );
    // A place on the waiting list is not one of the spec's decisions (accepted or rejected).
    expect(decisions.body.data).toEqual([]);
    // One mail each, the waiting list's with its programme and rank.
    const mails = (await outbox()).slice(mailsBefore);
    expect(mails).toHaveLength(4);
    const waitMail = mails.find((m) => m.text?.includes('CAND-2025-00304'));
    expect(waitMail?.subject).toBe('Votre candidature est sur liste d’attente');
    expect(waitMail?.text).toContain(
      'Votre candidature CAND-2025-00304 a été placée sur la liste d’attente de la formation Mathématiques et Informatique, au rang 3. Décision du ',
    );
    expect(mails.filter((m) => m.subject === 'Votre candidature a été acceptée')).toHaveLength(2);
    // The CSV writes the new status as the list does.
    const csv = await (
      await fetch(cs(`/Staff/applications/universite/export?status=waitlisted&programId=${MATHS}`), {
        headers: bearer(tokens.admin ?? ''),
      })
    ).text();
    expect(csv.split('\r\n').filter((line) => line.includes(';Liste d’attente;'))).toHaveLength(3);
  });

  it('takes one out and puts one in, each with its reason; the one taken out stays pending', async () => {
    const { request } = await confirmAsProposed({
      excluded: ['CAND-2025-00312'],
      included: ['CAND-2025-00316'],
    });
    expect(request.accepted.map((i) => i.candidateId)).toEqual(['CAND-2025-00316', 'CAND-2025-00157']);
    expect(request.waitlist.map((i) => i.candidateId)).toEqual(['CAND-2025-00300', 'CAND-2025-00304']);
    expect((await select(request)).status).toBe(200);
    const all = new Map((await rows(`programId=${MATHS}`)).map((r) => [r.id, r]));
    expect(all.get('CAND-2025-00312')).toMatchObject({ status: 'pending', version: 1 });
    expect(all.get('CAND-2025-00316')?.status).toBe('accepted');
    const events = await call<{ decision: string | null; reason: string | null }[]>(
      'getStaffApplicationHistory',
      cs('/Staff/applications/CAND-2025-00316/history'),
      'admin',
    );
    expect(events.body.data?.at(-1)).toMatchObject({ decision: 'accepted', reason: 'Mention du jury' });
  });

  it('a second round counts the places taken and goes on with the waiting-list ranks', async () => {
    expect((await select((await confirmAsProposed()).request)).status).toBe(200);
    // A freed place goes to the waiting list: a waitlisted application may be accepted alone.
    const first = (await rows(`status=waitlisted&programId=${MATHS}`)).find((r) => r.waitlistRank === 2);
    const accepted = await call<Row>(
      'decideStaffApplication',
      cs(`/Staff/applications/${first?.id ?? ''}/decisions`),
      'admin',
      { method: 'POST', body: { decision: 'accepted', version: first?.version } },
    );
    expect(accepted.body.data).toMatchObject({
      id: 'CAND-2025-00300',
      status: 'accepted',
      waitlistRank: null,
    });
    // No place left (four accepted for three), two more on the waiting list: 00304 (rank 3) and
    // 00320 (the seed's, rank 1) stay, so the next rank is 4.
    expect((await setCapacity('admin', { places: 3, waitlistPlaces: 4 })).status).toBe(200);
    const { proposal, request } = await confirmAsProposed();
    expect(proposal).toMatchObject({
      acceptedCount: 4,
      placesLeft: 0,
      waitlistedCount: 2,
      waitlistLeft: 2,
      nextWaitlistRank: 4,
    });
    expect(proposal.ranked.map((r) => r.application.id)).toEqual(['CAND-2025-00316']);
    expect(request.accepted).toEqual([]);
    const { status, body } = await select(request);
    expect(status).toBe(200);
    expect((body.data as { waitlist: Row[] }).waitlist.map((r) => [r.id, r.status, r.waitlistRank])).toEqual([
      ['CAND-2025-00316', 'waitlisted', 4],
    ]);
    const mail = (await outbox()).at(-1);
    expect(mail?.text).toContain('au rang 4');
  });
});

describe('a refused selection writes nothing', () => {
  const cases: [string, (request: Awaited<ReturnType<typeof confirmAsProposed>>['request']) => unknown][] = [
    ['a blank reason', (r) => ({ ...r, excluded: [{ candidateId: 'CAND-2025-00312', reason: ' \u00a0 ' }] })],
    [
      'a candidate taken out and put in',
      (r) => ({
        ...r,
        excluded: [{ candidateId: 'CAND-2025-00316', reason: 'a' }],
        included: [{ candidateId: 'CAND-2025-00316', reason: 'b' }],
      }),
    ],
    ['a candidate twice in the lists', (r) => ({ ...r, waitlist: [...r.waitlist, r.accepted[0]] })],
    [
      'a candidate taken out but confirmed',
      (r) => ({ ...r, excluded: [{ candidateId: r.accepted[0]?.candidateId ?? '', reason: 'Doublon' }] }),
    ],
    [
      'a candidate put in but not accepted',
      (r) => ({ ...r, included: [{ candidateId: 'CAND-2025-00316', reason: 'a' }] }),
    ],
    ['nothing to record', (r) => ({ ...r, accepted: [], waitlist: [] })],
    [
      'an included candidate of another programme',
      (r) => ({
        ...r,
        included: [{ candidateId: 'CAND-2025-00302', reason: 'Mention' }],
        accepted: [{ candidateId: 'CAND-2025-00302', version: 1 }, ...r.accepted.slice(1)],
      }),
    ],
    [
      'an included candidate already accepted',
      (r) => ({
        ...r,
        included: [{ candidateId: 'CAND-2025-00308', reason: 'Mention' }],
        accepted: [{ candidateId: 'CAND-2025-00308', version: 1 }, ...r.accepted.slice(1)],
      }),
    ],
    [
      'more inclusions than places left',
      (r) => ({
        ...r,
        included: ['CAND-2025-00300', 'CAND-2025-00304', 'CAND-2025-00316'].map((candidateId) => ({
          candidateId,
          reason: 'Mention',
        })),
        accepted: ['CAND-2025-00300', 'CAND-2025-00304', 'CAND-2025-00316'].map((candidateId) => ({
          candidateId,
          version: 1,
        })),
        waitlist: [],
      }),
    ],
    ['a missing list', ({ waitlist: _w, ...r }) => r],
    ['an unknown field', (r) => ({ ...r, force: true })],
    [
      'a reason over 1,000 characters',
      (r) => ({ ...r, excluded: [{ candidateId: 'CAND-2025-00312', reason: 'x'.repeat(1001) }] }),
    ],
  ];
  it.each(cases)('400 for %s', async (_name, change) => {
    const { request } = await confirmAsProposed();
    const before = written();
    const { status, body } = await select(change(request));
    expect(status).toBe(400);
    expect(body.message).toMatch(/^Requête invalide|must|should|required/);
    expect(written()).toBe(before);
    // The same request as proposed still goes through: the refusal spent nothing.
    expect((await select(request)).status).toBe(200);
  });

  it('400 when the places are not fixed', async () => {
    const proposal = (await proposalOf('admin', 'universite', 'prog-sociologie')).body.data as Proposal;
    const first = proposal.ranked[0]?.application;
    const before = written();
    const { status, body } = await select(
      {
        basis: proposal.basis,
        excluded: [],
        included: [],
        accepted: [{ candidateId: first?.id, version: first?.version }],
        waitlist: [],
      },
      'admin',
      'universite',
      'prog-sociologie',
    );
    expect(status).toBe(400);
    expect(body.message).toBe(
      'Le nombre de places de cette formation n’est pas fixé\u00a0: aucune sélection n’est possible.',
    );
    expect(written()).toBe(before);
  });

  const refusedWith409 = async (request: unknown): Promise<Conflict & { message: string }> => {
    const before = written();
    const { status, body } = await select(request);
    expect(status).toBe(409);
    expect(written()).toBe(before);
    return { ...(body.data as Conflict), message: body.message ?? '' };
  };

  it('409 for an unknown basis, another programme’s, an expired one, or one already applied', async () => {
    const { request } = await confirmAsProposed();
    const expired = 'Cette proposition n’est plus valable\u00a0: proposez une nouvelle sélection.';
    expect(await refusedWith409({ ...request, basis: 'inconnue' })).toEqual({
      changed: [],
      missing: [],
      message: expired,
    });
    const other = (await proposalOf('admin', 'universite', 'prog-sociologie')).body.data as Proposal;
    expect((await refusedWith409({ ...request, basis: other.basis })).message).toBe(expired);
    // 30 minutes later (a new token: the first has expired by then).
    clock += 30 * 60_000;
    tokens.admin = (await login(sandbox.url, ACCOUNTS.admin)).access_token;
    expect((await refusedWith409(request)).message).toBe(expired);
    const fresh = await confirmAsProposed();
    expect((await select(fresh.request)).status).toBe(200);
    expect((await refusedWith409(fresh.request)).message).toBe(expired);
  });

  it('409 when a candidate changed, naming the application as it now is', async () => {
    const { request } = await confirmAsProposed();
    replace(['CAND-2025-00157'], (a) => ({ ...a, version: a.version + 1 }));
    const conflict = await refusedWith409(request);
    expect(conflict.changed.map((r) => [r.id, r.version])).toEqual([['CAND-2025-00157', 2]]);
    expect(conflict.missing).toEqual([]);
  });

  it('409 when a new pending application entered the programme', async () => {
    const { request } = await confirmAsProposed();
    const { state } = sandbox.sandbox;
    const model = state.applications.find((a) => a.candidateId === 'CAND-2025-00316') as ApplicationRecord;
    state.applications = [...state.applications, { ...model, candidateId: 'CAND-2025-09999' }];
    const conflict = await refusedWith409(request);
    expect(conflict.changed.map((r) => r.id)).toEqual(['CAND-2025-09999']);
    expect(conflict.missing).toEqual([]);
  });

  it('409 when another reviewer decided one of them meanwhile, naming the one that left', async () => {
    const { request } = await confirmAsProposed();
    const decided = await call<Row>(
      'decideStaffApplication',
      cs('/Staff/applications/CAND-2025-00304/decisions'),
      'pedagogy_admin',
      { method: 'POST', body: { decision: 'rejected', version: 1 } },
    );
    expect(decided.status).toBe(200);
    const conflict = await refusedWith409(request);
    expect(conflict).toMatchObject({ changed: [], missing: ['CAND-2025-00304'] });
  });

  it('409 when the capacity changed, even to one more place', async () => {
    const { request } = await confirmAsProposed();
    expect((await setCapacity('admin', { places: 4, waitlistPlaces: 3 })).status).toBe(200);
    const conflict = await refusedWith409(request);
    expect(conflict).toMatchObject({ changed: [], missing: [] });
    expect(conflict.message).toContain('capacité');
  });

  it('409 when the lists differ from the recomputed proposal, or a version is not the one read', async () => {
    const { request } = await confirmAsProposed();
    // The waiting list in another order.
    const swapped = { ...request, waitlist: [...request.waitlist].reverse() };
    expect((await refusedWith409(swapped)).message).toBe(
      'La sélection envoyée ne correspond pas à la proposition\u00a0: proposez une nouvelle sélection.',
    );
    // One accepted beyond the places.
    const more = {
      ...request,
      accepted: [...request.accepted, ...request.waitlist.slice(0, 1)],
      waitlist: request.waitlist.slice(1),
    };
    expect((await refusedWith409(more)).changed).toEqual([]);
    // A version other than the current one.
    const stale = {
      ...request,
      accepted: request.accepted.map((item) => ({ ...item, version: item.version + 7 })),
    };
    expect((await refusedWith409(stale)).changed.map((r) => r.id)).toEqual(
      request.accepted.map((i) => i.candidateId),
    );
  });
});
