// Bulk decisions on a staff list (`decideStaffApplications`, docs/behaviour.md « Bulk decisions »),
// over real HTTP: all or nothing, the role of the kind, the limits of the body.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/server';
import type { OutboxMail } from '../src/model';
import { bearer, getJson, login } from './helpers';

let sandbox: RunningSandbox;
const tokens: Record<string, string> = {};
const ACCOUNTS = {
  admin: 'admin@example.org',
  quran_teacher: 'coran@example.org',
  candidate: 'candidat.soumis@example.org',
} as const;
type Who = keyof typeof ACCOUNTS;

beforeAll(async () => {
  sandbox = await startSandbox(0, { devRoutes: true, portalUrl: 'http://portal.test' });
  for (const [who, email] of Object.entries(ACCOUNTS))
    tokens[who] = (await login(sandbox.url, email)).access_token;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
});

interface Row {
  id: string;
  kind: string;
  firstName: string;
  lastName: string;
  email: string;
  status: 'pending' | 'accepted' | 'rejected' | 'waitlisted';
  version: number;
}
interface Envelope<T> {
  isSuccess: boolean;
  data?: T;
  message?: string | null;
}

const cs = (path: string) => `${sandbox.url}/api/candidate-service${path}`;
const bulkUrl = (kind: string) => cs(`/Staff/applications/${kind}/bulk-decisions`);
const outbox = async () => (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as OutboxMail[];
const decisionMails = async () => (await outbox()).filter((mail) => mail.kind === 'decision');

async function pending(kind: string, count: number): Promise<Row[]> {
  const response = await getJson(
    cs(`/Staff/applications/${kind}?status=pending&pageSize=${count}`),
    tokens.admin,
  );
  const rows = ((await response.json()) as Envelope<{ items: Row[] }>).data?.items ?? [];
  expect(rows).toHaveLength(count);
  return rows;
}

async function rowsOf(kind: string): Promise<Map<string, Row>> {
  const response = await getJson(cs(`/Staff/applications/${kind}?pageSize=100`), tokens.admin);
  const rows = ((await response.json()) as Envelope<{ items: Row[] }>).data?.items ?? [];
  return new Map(rows.map((row) => [row.id, row]));
}

async function bulk(
  who: Who | null,
  kind: string,
  body: unknown,
): Promise<{ status: number; body: Envelope<unknown> | null }> {
  const response = await fetch(bulkUrl(kind), {
    method: 'POST',
    headers: { ...(who ? bearer(tokens[who] ?? '') : {}), 'Content-Type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Envelope<unknown>) : null };
}

const itemsOf = (rows: readonly Row[]) => rows.map(({ id, version }) => ({ candidateId: id, version }));

describe('bulk decisions', () => {
  it('records one decision on every application at once: each its history entry and its mail', async () => {
    const rows = await pending('universite', 5);
    const answer = await bulk('admin', 'universite', {
      decision: 'rejected',
      reason: '  Places épuisées ',
      items: itemsOf(rows),
    });
    expect(answer.status).toBe(200);
    const data = answer.body?.data as Row[];
    expect(data.map((row) => [row.id, row.status, row.version])).toEqual(
      rows.map((row) => [row.id, 'rejected', row.version + 1]),
    );
    const now = await rowsOf('universite');
    for (const row of rows)
      expect(now.get(row.id)).toMatchObject({ status: 'rejected', version: row.version + 1 });

    // One history entry each, the same instant for all, the reason trimmed.
    const histories = await Promise.all(
      rows.map(async (row) => {
        const response = await getJson(cs(`/Staff/applications/${row.id}/decisions`), tokens.admin);
        return (
          ((await response.json()) as Envelope<{ decidedAt: string; reason: string | null }[]>).data ?? []
        );
      }),
    );
    for (const history of histories)
      expect(history).toEqual([expect.objectContaining({ reason: 'Places épuisées' })]);
    expect(new Set(histories.map((history) => history[0]?.decidedAt)).size).toBe(1);

    const mails = await decisionMails();
    expect(mails.map((mail) => mail.to).sort()).toEqual(rows.map((row) => row.email).sort());
    for (const mail of mails) {
      expect(mail.subject).toBe('Votre candidature n’a pas été retenue');
      expect(mail.text).toContain('Motif\u00a0: Places épuisées');
    }
  });

  it('takes waitlisted applications as well as pending ones (a freed place goes to the waiting list)', async () => {
    const response = await getJson(
      cs('/Staff/applications/majalis?status=waitlisted&pageSize=100'),
      tokens.admin,
    );
    const waitlisted = ((await response.json()) as Envelope<{ items: Row[] }>).data?.items ?? [];
    expect(waitlisted.length).toBeGreaterThan(0);
    const rows = [...waitlisted, ...(await pending('majalis', 2))];
    const answer = await bulk('admin', 'majalis', { decision: 'accepted', items: itemsOf(rows) });
    expect(answer.status).toBe(200);
    expect((answer.body?.data as Row[]).map((row) => row.status)).toEqual(rows.map(() => 'accepted'));
    // Decided now: a second time is a conflict, as for a pending one.
    const again = await bulk('admin', 'majalis', {
      decision: 'rejected',
      items: itemsOf((answer.body?.data as Row[]).slice(0, 1)),
    });
    expect(again.status).toBe(409);
  });

  it('one stale version among 5: 409 naming it as it now is, the 4 others unchanged, no mail sent', async () => {
    const rows = await pending('coran', 5);
    const stale = rows[2] as Row;
    // Someone else decides one of them first.
    const first = await fetch(cs(`/Staff/applications/${stale.id}/decisions`), {
      method: 'POST',
      headers: { ...bearer(tokens.quran_teacher ?? ''), 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision: 'accepted', version: stale.version }),
    });
    expect(first.status).toBe(200);
    const mailsBefore = await decisionMails();
    expect(mailsBefore).toHaveLength(1);

    const answer = await bulk('admin', 'coran', { decision: 'rejected', items: itemsOf(rows) });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      isSuccess: false,
      data: {
        changed: [expect.objectContaining({ id: stale.id, status: 'accepted', version: stale.version + 1 })],
        missing: [],
      },
      message: 'Une candidature a changé depuis son affichage\u00a0: aucune décision n’a été enregistrée.',
    });
    const now = await rowsOf('coran');
    for (const row of rows.filter((row) => row !== stale)) {
      expect(now.get(row.id)).toMatchObject({ status: 'pending', version: row.version });
      const history = await getJson(cs(`/Staff/applications/${row.id}/decisions`), tokens.admin);
      expect(((await history.json()) as Envelope<unknown[]>).data).toEqual([]);
    }
    expect(await decisionMails()).toEqual(mailsBefore);
  });

  it('a candidate of another kind or unknown is « missing », and nothing is recorded', async () => {
    const [coran] = await pending('coran', 1);
    const mine = await pending('universite', 2);
    const answer = await bulk('admin', 'universite', {
      decision: 'accepted',
      items: [
        ...itemsOf(mine),
        { candidateId: (coran as Row).id, version: 1 },
        { candidateId: 'X-0000', version: 1 },
      ],
    });
    expect(answer.status).toBe(409);
    expect(answer.body?.data).toEqual({ changed: [], missing: [(coran as Row).id, 'X-0000'] });
    expect(answer.body?.message).toMatch(/^2 candidatures ont changé/);
    const now = await rowsOf('universite');
    for (const row of mine) expect(now.get(row.id)?.status).toBe('pending');
    expect(await decisionMails()).toEqual([]);
  });

  it('a teacher decides on their own kind only (403 before the body is read); no token is a 401', async () => {
    const rows = await pending('universite', 2);
    const refused = await bulk('quran_teacher', 'universite', { decision: 'accepted', items: itemsOf(rows) });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ isSuccess: false, message: expect.stringMatching(/^Accès refusé/) });
    // Even a body that is not JSON: the role is refused first.
    expect((await bulk('quran_teacher', 'universite', '{not json')).status).toBe(403);
    expect(
      (await bulk('candidate', 'universite', { decision: 'accepted', items: itemsOf(rows) })).status,
    ).toBe(403);
    expect((await bulk(null, 'universite', { decision: 'accepted', items: itemsOf(rows) })).status).toBe(401);
    const now = await rowsOf('universite');
    for (const row of rows) expect(now.get(row.id)?.status).toBe('pending');

    const own = await pending('coran', 2);
    const allowed = await bulk('quran_teacher', 'coran', { decision: 'accepted', items: itemsOf(own) });
    expect(allowed.status).toBe(200);
    expect((allowed.body?.data as Row[]).map((row) => row.status)).toEqual(['accepted', 'accepted']);
  });

  it('200 items are read; the 201st is refused with a French message, and nothing is recorded', async () => {
    const [row] = await pending('universite', 1);
    // 200 items of 64-character ids: over the usual 16 KB body limit, under this call's.
    const long = (i: number) => `${String(i).padStart(3, '0')}${'x'.repeat(61)}`;
    const items200 = Array.from({ length: 200 }, (_, i) => ({ candidateId: long(i), version: 1 }));
    const read = await bulk('admin', 'universite', { decision: 'accepted', items: items200 });
    expect(read.status).toBe(409);
    expect((read.body?.data as { missing: string[] }).missing).toHaveLength(200);

    const items201 = [...items200, { candidateId: (row as Row).id, version: (row as Row).version }];
    const refused = await bulk('admin', 'universite', { decision: 'accepted', items: items201 });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      isSuccess: false,
      message: 'Requête invalide\u00a0: «\u00a0items\u00a0» doit contenir au plus 200 éléments.',
    });
    expect((await rowsOf('universite')).get((row as Row).id)?.status).toBe('pending');
  });

  it.each([
    [{ decision: 'accepted', items: [] }, '«\u00a0items\u00a0» doit contenir au moins 1 élément'],
    [{ decision: 'approved', items: [{ candidateId: 'a', version: 1 }] }, '«\u00a0decision\u00a0»'],
    [{ decision: 'accepted' }, 'le champ «\u00a0items\u00a0» est obligatoire'],
    [{ decision: 'accepted', items: [{ candidateId: 'a' }] }, 'version'],
    [
      { decision: 'accepted', items: [{ candidateId: 'a', version: 1 }], version: 1 },
      '«\u00a0version\u00a0» n’est pas attendu',
    ],
    ['{not json', 'n’est pas un JSON valide'],
  ])('a malformed body %j is a 400 saying why', async (body, words) => {
    const answer = await bulk('admin', 'universite', body);
    expect(answer.status).toBe(400);
    expect(answer.body?.isSuccess).toBe(false);
    expect(answer.body?.message).toMatch(/^Requête invalide\u00a0: /);
    expect(answer.body?.message).toContain(words);
  });

  it('a candidate named twice is a 400, and nothing is recorded', async () => {
    const rows = await pending('majalis', 2);
    const items = [...itemsOf(rows), itemsOf(rows)[0]];
    const answer = await bulk('admin', 'majalis', { decision: 'accepted', items });
    expect(answer.status).toBe(400);
    expect(answer.body?.message).toBe(
      `Requête invalide\u00a0: la candidature ${(rows[0] as Row).id} figure plusieurs fois dans «\u00a0items\u00a0».`,
    );
    const now = await rowsOf('majalis');
    for (const row of rows) expect(now.get(row.id)?.status).toBe('pending');
  });

  it('an unknown kind is a 400', async () => {
    expect(
      (await bulk('admin', 'ecole', { decision: 'accepted', items: [{ candidateId: 'a', version: 1 }] }))
        .status,
    ).toBe(400);
  });
});
