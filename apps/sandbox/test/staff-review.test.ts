import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/server';
import { ACCOUNT_IDS, bearer, getJson, login } from './helpers';

let sandbox: RunningSandbox;
const tokens: Record<string, string> = {};
const ACCOUNTS = {
  admin: 'admin@example.org',
  pedagogy_admin: 'pedagogie@example.org',
  quran_teacher: 'coran@example.org',
  majalis_teacher: 'majalis@example.org',
  candidate: 'candidat.soumis@example.org',
  none: 'personnel.sansrole@example.org',
} as const;
type Who = keyof typeof ACCOUNTS;
const KINDS = ['universite', 'coran', 'majalis'] as const;
type Kind = (typeof KINDS)[number];

beforeAll(async () => {
  sandbox = await startSandbox(0, { devRoutes: true });
  for (const [who, email] of Object.entries(ACCOUNTS))
    tokens[who] = (await login(sandbox.url, email)).access_token;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
});

interface Envelope<T> {
  isSuccess: boolean;
  data?: T;
  message?: string | null;
}
interface StaffRow {
  id: string;
  kind: Kind;
  firstName: string;
  lastName: string;
  email: string;
  status: 'pending' | 'accepted' | 'rejected';
  documents: { name: string; url: string }[];
  submissionDate: string;
  version: number;
  score?: number | null;
  mainChoice?: { programId: string; programName: string } | null;
}
interface Page {
  items: StaffRow[];
  page: number;
  pageSize: number;
  totalItems: number;
  totalPages: number;
}

const listUrl = (kind: string, query = '') =>
  `${sandbox.url}/api/candidate-service/Staff/applications/${kind}${query}`;
const decisionsUrl = (id: string) =>
  `${sandbox.url}/api/candidate-service/Staff/applications/${encodeURIComponent(id)}/decisions`;

async function list(who: Who, kind: string, query = ''): Promise<{ status: number; body: Envelope<Page> }> {
  const response = await getJson(listUrl(kind, query), tokens[who]);
  return { status: response.status, body: (await response.json()) as Envelope<Page> };
}

async function decide(
  who: Who,
  id: string,
  body: unknown,
): Promise<{ status: number; body: Envelope<StaffRow> }> {
  const response = await fetch(decisionsUrl(id), {
    method: 'POST',
    headers: { ...bearer(tokens[who] ?? ''), 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Envelope<StaffRow> };
}

/** A pending application of a kind, as admin lists it. */
async function pendingOf(kind: Kind): Promise<StaffRow> {
  const { body } = await list('admin', kind, '?status=pending&pageSize=1');
  const row = body.data?.items[0];
  if (!row) throw new Error(`no pending application in ${kind}`);
  return row;
}

const MAY: Record<Who, readonly Kind[]> = {
  admin: KINDS,
  pedagogy_admin: ['universite'],
  quran_teacher: ['coran'],
  majalis_teacher: ['majalis'],
  candidate: [],
  none: [],
};

describe('authorization matrix', () => {
  for (const who of Object.keys(ACCOUNTS) as Who[]) {
    for (const kind of KINDS) {
      const allowed = MAY[who].includes(kind);
      it(`${who} ${allowed ? 'may' : 'may not'} list and decide ${kind}`, async () => {
        const listed = await list(who, kind);
        expect(listed.status).toBe(allowed ? 200 : 403);
        expect(listed.body.isSuccess).toBe(allowed);
        const target = await pendingOf(kind);
        const decided = await decide(who, target.id, { decision: 'rejected', version: target.version });
        expect(decided.status).toBe(allowed ? 200 : 403);
        if (!allowed) {
          expect(decided.body).toEqual({ isSuccess: false, message: expect.stringMatching(/^Accès refusé/) });
          // Nothing changed.
          expect((await pendingOf(kind)).id).toBe(target.id);
          expect((await getJson(decisionsUrl(target.id), tokens[who])).status).toBe(403);
        } else {
          expect(decided.body.data).toMatchObject({
            id: target.id,
            status: 'rejected',
            version: target.version + 1,
          });
          const history = (await (await getJson(decisionsUrl(target.id), tokens[who])).json()) as Envelope<
            unknown[]
          >;
          expect(history.data).toEqual([
            {
              decision: 'rejected',
              reason: null,
              decidedAt: expect.any(String),
              decidedBy: { id: expect.any(String), name: expect.any(String) },
            },
          ]);
        }
      });
    }
  }

  it('refuses a request without a token (401)', async () => {
    expect((await getJson(listUrl('coran'))).status).toBe(401);
  });
});

describe('lists', () => {
  it('seeds at least 60 applications across the kinds, with mixed statuses and documents', async () => {
    let total = 0;
    for (const kind of KINDS) {
      const { body } = await list('admin', kind, '?pageSize=100');
      const items = body.data?.items ?? [];
      total += body.data?.totalItems ?? 0;
      expect(new Set(items.map((item) => item.status))).toEqual(
        new Set(['pending', 'accepted', 'rejected', 'waitlisted']),
      );
      expect(items.some((item) => item.documents.length > 0)).toBe(true);
      expect(items.some((item) => item.documents.length === 0)).toBe(true);
    }
    expect(total).toBeGreaterThanOrEqual(60);
  });

  it('pages through the list, newest first by default, and an empty page past the end', async () => {
    const first = (await list('admin', 'universite', '?pageSize=10')).body.data as Page;
    expect(first).toMatchObject({ page: 1, pageSize: 10, totalItems: 34, totalPages: 4 });
    expect(first.items).toHaveLength(10);
    const dates = first.items.map((item) => item.submissionDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = (await list('admin', 'universite', '?pageSize=10&page=4')).body.data as Page;
    expect(last.items).toHaveLength(4);
    const beyond = (await list('admin', 'universite', '?pageSize=10&page=5')).body.data as Page;
    expect(beyond).toMatchObject({ page: 5, items: [], totalItems: 34 });
    const all = (await list('admin', 'universite', '?pageSize=100')).body.data as Page;
    const oldest = (await list('admin', 'universite', '?pageSize=10&sort=submissionDate')).body.data as Page;
    expect(oldest.items[0]?.submissionDate).toBe(all.items.at(-1)?.submissionDate);
    expect(oldest.items.map((item) => item.id)).toEqual(
      all.items
        .slice(-10)
        .reverse()
        .map((item) => item.id),
    );
  });

  it('searches by name or e-mail, accent- and case-insensitively, and filters by status', async () => {
    const byName = (await list('admin', 'universite', '?search=NDIAYE')).body.data as Page;
    expect(byName.items.map((item) => item.email)).toContain('candidat.unique@example.org');
    const byMail = (await list('admin', 'universite', '?search=candidat.rejete')).body.data as Page;
    expect(byMail.items).toEqual([
      expect.objectContaining({ firstName: 'Mariama', lastName: 'Diallo', status: 'rejected' }),
    ]);
    const accent = (await list('admin', 'universite', '?search=cisse')).body.data as Page;
    expect(accent.items.length).toBeGreaterThan(0);
    expect(accent.items.every((item) => item.lastName === 'Cissé' || item.email.includes('cisse'))).toBe(
      true,
    );
    const none = (await list('admin', 'universite', '?search=zzzz')).body.data as Page;
    expect(none).toMatchObject({ items: [], totalItems: 0, totalPages: 0 });
    const accepted = (await list('admin', 'universite', '?status=accepted&pageSize=100')).body.data as Page;
    expect(accepted.items.length).toBeGreaterThan(0);
    expect(accepted.items.every((item) => item.status === 'accepted')).toBe(true);
    expect(accepted.items.map((item) => item.email)).toContain('candidat.accepte@example.org');
  });

  it.each([
    ['?page=0', 'page'],
    ['?pageSize=0', 'pageSize'],
    ['?pageSize=101', 'pageSize'],
    ['?page=abc', 'page'],
    ['?status=approved', 'status'],
    ['?sort=name', 'sort'],
    ['?sort=score', 'sort'],
    ['?programId=', 'programId'],
  ])('%s is a 400 with the reason in the envelope', async (query, field) => {
    const { status, body } = await list('admin', 'coran', query);
    expect(status).toBe(400);
    expect(body.isSuccess).toBe(false);
    expect(body.message).toMatch(/^Requête invalide/);
    expect(body.message).toContain(field);
  });

  it('orders by merit: highest score first, then the mark of the highest coefficient, then the earlier submission', async () => {
    const ranked = (await list('admin', 'universite', '?status=pending&sort=-score&pageSize=100')).body
      .data as Page;
    expect(ranked.items.length).toBeGreaterThan(10);
    expect(ranked.items.every((item) => item.status === 'pending')).toBe(true);
    const scores = ranked.items.map((item) => item.score ?? Number.NEGATIVE_INFINITY);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    // Aminata (13.42) before Moussa (12.86): the demo candidates take their place among the others.
    const ids = ranked.items.map((item) => item.id);
    expect(ids.indexOf('CAND-2025-00142')).toBeLessThan(ids.indexOf('CAND-2025-00157'));
    // The same score: the higher mark in the subject of highest coefficient, then the earlier date.
    // (Records are replaced, never edited, as the sandbox does: its sort keys are kept per record.)
    const { state } = sandbox.sandbox;
    const top = () => {
      state.applications = state.applications.map((x) =>
        x.candidateId === 'CAND-2025-00142' || x.candidateId === 'CAND-2025-00157'
          ? { ...x, score: 19.99 }
          : x,
      );
      return list('admin', 'universite', '?status=pending&sort=-score&pageSize=2');
    };
    // Moussa's Physique-Chimie (coefficient 6, the first of the highest) is 14.5, Aminata's 12.
    expect((await top()).body.data?.items.map((item) => item.id)).toEqual([
      'CAND-2025-00157',
      'CAND-2025-00142',
    ]);
    // Same mark too: the earlier submission (Aminata, 8 July, before Moussa, 11 July).
    const moussa = [...state.bacResults.values()].find((r) => r.accountId === ACCOUNT_IDS.unique);
    if (!moussa) throw new Error('no bac result');
    moussa.grades['Physique-Chimie'] = 12;
    expect((await top()).body.data?.items.map((item) => item.id)).toEqual([
      'CAND-2025-00142',
      'CAND-2025-00157',
    ]);
  });

  it('orders by last name (accents ignored) and filters by main choice, with each row its score and main choice', async () => {
    const named = (await list('admin', 'universite', '?sort=lastName&pageSize=100')).body.data as Page;
    const names = named.items.map((item) => item.lastName);
    const collator = new Intl.Collator('fr', { sensitivity: 'base' });
    expect([...names].sort(collator.compare)).toEqual(names);
    expect(names.indexOf('Cissé')).toBeLessThan(names.indexOf('Diop'));
    const vegetal = (await list('admin', 'universite', '?programId=prog-productions-vegetales')).body
      .data as Page;
    expect(vegetal.items.map((item) => item.id)).toEqual(['CAND-2025-00142']);
    expect(vegetal.items[0]).toMatchObject({
      score: 13.42,
      mainChoice: { programId: 'prog-productions-vegetales', programName: 'Productions végétales' },
    });
    const maths = (
      await list('admin', 'universite', '?programId=prog-mathematiques-informatique&pageSize=100')
    ).body.data as Page;
    expect(maths.totalItems).toBeGreaterThan(1);
    expect(
      maths.items.every((item) => item.mainChoice?.programId === 'prog-mathematiques-informatique'),
    ).toBe(true);
    const nothing = (await list('admin', 'coran', '?programId=prog-productions-vegetales')).body.data as Page;
    expect(nothing.totalItems).toBe(0);
  });

  it('lists the programmes of a kind for the filter, to the roles that review it only', async () => {
    const url = (kind: string) => `${sandbox.url}/api/candidate-service/Staff/programs/${kind}`;
    const coran = await getJson(url('coran'), tokens.quran_teacher);
    expect(coran.status).toBe(200);
    expect(((await coran.json()) as Envelope<unknown[]>).data).toEqual([
      {
        programId: 'prog-coran-memorisation',
        programName: 'Mémorisation du Coran',
        places: null,
        waitlistPlaces: null,
      },
      {
        programId: 'prog-coran-tajwid',
        programName: 'Tajwid et récitation',
        places: null,
        waitlistPlaces: null,
      },
    ]);
    for (const who of Object.keys(ACCOUNTS) as Who[]) {
      for (const kind of KINDS) {
        const response = await getJson(url(kind), tokens[who]);
        expect(`${who} ${kind} ${response.status}`).toBe(
          `${who} ${kind} ${MAY[who].includes(kind) ? 200 : 403}`,
        );
      }
    }
    expect((await getJson(url('coran'))).status).toBe(401);
    expect((await getJson(url('medecine'), tokens.admin)).status).toBe(400);
  });

  it('an unknown kind is a 400', async () => {
    const { status, body } = await list('admin', 'medecine');
    expect(status).toBe(400);
    expect(body.message).toContain('kind');
  });
});

describe('decisions', () => {
  it('accepting a demo candidate application makes it approved on their side; rejecting another makes it rejected', async () => {
    const moussa = ((await list('admin', 'universite', '?search=candidat.unique')).body.data as Page)
      .items[0] as StaffRow;
    expect(moussa.status).toBe('pending');
    expect(
      (await decide('pedagogy_admin', moussa.id, { decision: 'accepted', version: moussa.version })).status,
    ).toBe(200);
    const candidateToken = (await login(sandbox.url, 'candidat.unique@example.org')).access_token;
    const mine = (await (
      await getJson(
        `${sandbox.url}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_IDS.unique}`,
        candidateToken,
      )
    ).json()) as Envelope<{ candidateId: string; status: string }[]>;
    expect(mine.data).toEqual([expect.objectContaining({ candidateId: moussa.id, status: 'approved' })]);

    const aminata = ((await list('admin', 'universite', '?search=candidat.soumis')).body.data as Page)
      .items[0] as StaffRow;
    const rejected = await decide('admin', aminata.id, {
      decision: 'rejected',
      version: aminata.version,
      reason: '  Dossier incomplet ',
    });
    expect(rejected.body.data?.status).toBe('rejected');
    const soumis = (await (
      await getJson(
        `${sandbox.url}/api/candidate-service/Candidate/with-applications-bac/account/${ACCOUNT_IDS.soumis}`,
        tokens.candidate,
      )
    ).json()) as Envelope<{ status: string }[]>;
    expect(soumis.data?.[0]?.status).toBe('rejected');
    const history = (await (await getJson(decisionsUrl(aminata.id), tokens.admin)).json()) as Envelope<
      unknown[]
    >;
    expect(history.data).toEqual([
      expect.objectContaining({
        decision: 'rejected',
        reason: 'Dossier incomplet',
        decidedBy: { id: ACCOUNT_IDS.admin, name: 'Abdoulaye Sy' },
      }),
    ]);
  });

  it('a stale version gets 409 with the current state, and nothing is recorded', async () => {
    const target = await pendingOf('majalis');
    const first = await decide('majalis_teacher', target.id, {
      decision: 'accepted',
      version: target.version,
    });
    expect(first.status).toBe(200);
    const second = await decide('admin', target.id, { decision: 'rejected', version: target.version });
    expect(second.status).toBe(409);
    expect(second.body).toEqual({
      isSuccess: false,
      message: 'Cette candidature a déjà été traitée.',
      data: expect.objectContaining({ id: target.id, status: 'accepted', version: target.version + 1 }),
    });
    // Even with the current version, a decided application is not decided again.
    const again = await decide('admin', target.id, { decision: 'rejected', version: target.version + 1 });
    expect(again.status).toBe(409);
    const history = (await (await getJson(decisionsUrl(target.id), tokens.admin)).json()) as Envelope<
      unknown[]
    >;
    expect(history.data).toHaveLength(1);
  });

  it.each([
    [{ decision: 'approved', version: 1 }, 'decision'],
    [{ decision: 'accepted' }, 'version'],
    [{ decision: 'accepted', version: 0 }, 'version'],
    [{ decision: 'accepted', version: 1, extra: true }, 'extra'],
    ['{not json', 'JSON'],
  ])('an invalid body %j is a 400 with the reason in the envelope', async (body, word) => {
    const target = await pendingOf('coran');
    const { status, body: answer } = await decide('admin', target.id, body);
    expect(status).toBe(400);
    expect(answer.isSuccess).toBe(false);
    expect(answer.message).toMatch(/^Requête invalide/);
    expect(answer.message).toContain(word);
  });

  it('a decision sent as text/plain (a cross-site form needs no preflight) is refused, and nothing is recorded', async () => {
    const target = await pendingOf('universite');
    const response = await fetch(decisionsUrl(target.id), {
      method: 'POST',
      headers: { ...bearer(tokens.admin ?? ''), 'Content-Type': 'text/plain' },
      body: JSON.stringify({ decision: 'accepted', version: target.version }),
    });
    expect(response.status).toBe(400);
    const answer = (await response.json()) as Envelope<unknown>;
    expect(answer.message).toContain('application/json');
    const history = (await (await getJson(decisionsUrl(target.id), tokens.admin)).json()) as Envelope<
      unknown[]
    >;
    expect(history.data).toEqual([]);
  });

  it('personal answers are never stored: Cache-Control no-store on lists, decisions and errors', async () => {
    for (const response of [
      await getJson(listUrl('universite'), tokens.admin),
      await getJson(listUrl('coran'), tokens.pedagogy_admin),
      await fetch(listUrl('universite')),
    ]) {
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('an unknown application is a 404', async () => {
    expect((await decide('admin', 'CAND-0000-00000', { decision: 'accepted', version: 1 })).status).toBe(404);
  });
});

describe('the candidate’s file', () => {
  const fileUrl = (id: string) =>
    `${sandbox.url}/api/candidate-service/Staff/applications/${encodeURIComponent(id)}/file`;

  it('gives a reviewer of the kind everything the decision rests on, in one answer', async () => {
    const response = await getJson(fileUrl('CAND-2025-00142'), tokens.pedagogy_admin);
    expect(response.status).toBe(200);
    const file = ((await response.json()) as Envelope<Record<string, unknown>>).data;
    expect(file).toMatchObject({
      application: {
        id: 'CAND-2025-00142',
        firstName: 'Aminata',
        lastName: 'Diop',
        email: 'candidat.soumis@example.org',
        status: 'pending',
        score: 13.42,
        mainChoice: { programId: 'prog-productions-vegetales' },
        version: 1,
      },
      birthDate: '2006-03-14',
      placeOfBirth: 'Thiès',
      nationality: 'Sénégalaise',
      phone: '+221 77 412 35 68',
      bacSerie: 'S2',
      bacResultId: 'BAC-2025-S2-118734',
      bacResult: { grades: { SVT: 15.25, Philosophie: 8 }, coefs: { SVT: 6, Philosophie: 2 } },
      choices: [
        { rank: 1, programId: 'prog-productions-vegetales', programName: 'Productions végétales' },
        { rank: 2, programId: 'prog-agroforesterie', programName: 'Agroforesterie' },
        { rank: 3, programId: 'prog-productions-animales', programName: 'Productions animales' },
      ],
      history: [{ kind: 'submitted', at: '2025-07-08T10:24:00Z' }],
    });
    // The documents are the signed links of the lists: one opens, a forged one does not.
    const documents = (file?.application as StaffRow).documents;
    expect(documents.map((document) => document.name)).toEqual(['Carte d’identité', 'Autre document']);
    const opened = await fetch(documents[0]?.url ?? '');
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toBe('application/pdf');
    const forged = new URL(documents[0]?.url ?? '');
    forged.searchParams.set('signature', 'A'.repeat(43));
    expect((await fetch(forged)).status).toBe(404);
  });

  it('a single choice is rank 1; a decision shows in its history', async () => {
    const target = (await list('admin', 'universite', '?search=candidat.unique')).body.data?.items[0];
    if (!target) throw new Error('Moussa missing');
    await decide('admin', target.id, {
      decision: 'rejected',
      version: target.version,
      reason: 'Dossier incomplet',
    });
    const file = (
      (await (await getJson(fileUrl(target.id), tokens.admin)).json()) as Envelope<{
        choices: unknown[];
        history: { kind: string; reason: string | null }[];
        application: StaffRow;
      }>
    ).data;
    expect(file?.choices).toEqual([
      { rank: 1, programId: 'prog-mathematiques-informatique', programName: 'Mathématiques et Informatique' },
    ]);
    expect(file?.application).toMatchObject({ status: 'rejected', version: target.version + 1 });
    expect(file?.history.map((event) => [event.kind, event.reason])).toEqual([
      ['submitted', null],
      ['decision', 'Dossier incomplet'],
    ]);
  });

  it('refuses the roles that do not review the kind (403), no token (401), an unknown file (404)', async () => {
    for (const who of Object.keys(ACCOUNTS) as Who[]) {
      const status = (await getJson(fileUrl('CAND-2025-00142'), tokens[who])).status;
      expect(`${who} ${status}`).toBe(`${who} ${MAY[who].includes('universite') ? 200 : 403}`);
    }
    const coran = await pendingOf('coran');
    expect((await getJson(fileUrl(coran.id), tokens.quran_teacher)).status).toBe(200);
    expect((await getJson(fileUrl(coran.id), tokens.pedagogy_admin)).status).toBe(403);
    expect((await getJson(fileUrl('CAND-2025-00142'))).status).toBe(401);
    expect((await getJson(fileUrl('CAND-0000-00000'), tokens.admin)).status).toBe(404);
  });
});

describe('a seed of another size (SANDBOX_SEED_SIZE)', () => {
  it('generates that many applications, each with its bac results and a score computed from them', async () => {
    const big = await startSandbox(0, { seedSize: 600 });
    try {
      const { state } = big.sandbox;
      expect(state.applications).toHaveLength(606);
      const generated = state.applications.slice(6);
      expect(new Set(generated.map((a) => a.candidateId)).size).toBe(600);
      expect(generated.filter((a) => a.kind === 'universite')).toHaveLength(280);
      for (const application of generated.slice(0, 50)) {
        const result = state.bacResults.get(application.bacResultId);
        if (!result) throw new Error(`no bac result for ${application.candidateId}`);
        const coefs = Object.values(result.coefs).reduce((sum, coef) => sum + coef, 0);
        const weighted = Object.entries(result.grades).reduce(
          (sum, [subject, mark]) => sum + mark * (result.coefs[subject] ?? 0),
          0,
        );
        expect(application.score).toBeCloseTo(weighted / coefs, 2);
      }
    } finally {
      await big.close();
    }
  });
});
