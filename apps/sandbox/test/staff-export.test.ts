// The staff lists' CSV export (`exportStaffApplications`, docs/behaviour.md « Export and printing »),
// over real HTTP: the list's filters and order, the file's format, its escaping and the roles.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadApi } from '../src/openapi';
import { startSandbox, type RunningSandbox } from '../src/server';
import { csvField, exportDateTime } from '../src/staffExport';
import { getJson, login } from './helpers';

let sandbox: RunningSandbox;
const tokens: Record<string, string> = {};
const ACCOUNTS = {
  admin: 'admin@example.org',
  quran_teacher: 'coran@example.org',
  majalis_teacher: 'majalis@example.org',
  candidate: 'candidat.soumis@example.org',
} as const;
type Who = keyof typeof ACCOUNTS;

beforeAll(async () => {
  sandbox = await startSandbox(0, { devRoutes: true });
  for (const [who, email] of Object.entries(ACCOUNTS))
    tokens[who] = (await login(sandbox.url, email)).access_token;
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
});

const base = `/api/candidate-service/Staff/applications`;
const HEADER = 'Numéro de candidature;Nom;Prénom;E-mail;Statut;Score;Choix principal;Date de dépôt;Documents';

function exportOf(who: Who | null, kind: string, query = ''): Promise<Response> {
  return fetch(`${sandbox.url}${base}/${kind}/export${query}`, {
    headers: who ? { Authorization: `Bearer ${tokens[who]}` } : {},
  });
}

/** RFC 4180 with `;`: fields, quoted or not, lines ended by CRLF (a bare LF inside quotes only). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === ';') {
      row.push(field);
      field = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i += 1;
    } else field += char;
  }
  expect(field, 'the last line ends with CRLF').toBe('');
  expect(row).toEqual([]);
  return rows;
}

/** Every id the list gives for a query, page after page. */
async function listedIds(kind: string, query: string): Promise<string[]> {
  const ids: string[] = [];
  for (let page = 1; ; page += 1) {
    const response = await getJson(
      `${sandbox.url}${base}/${kind}?${query}&pageSize=7&page=${page}`,
      tokens.admin,
    );
    const body = (await response.json()) as { data: { items: { id: string }[]; totalPages: number } };
    ids.push(...body.data.items.map((item) => item.id));
    if (page >= body.data.totalPages) return ids;
  }
}

async function rowsOf(response: Response): Promise<string[][]> {
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)], 'UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  expect(text.startsWith(`\ufeff${HEADER}\r\n`)).toBe(true);
  return parseCsv(text.slice(1));
}

describe('export of a staff list', () => {
  it('answers a CSV attachment named after the kind and the day, as the contract says', async () => {
    const response = await exportOf('admin', 'universite');
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const day = new Date(sandbox.sandbox.state.now()).toISOString().slice(0, 10); // Dakar is UTC
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="candidatures-universite-${day}.csv"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    const backend = await loadApi('candidate-service');
    const headers = backend.validateResponseHeaders(
      Object.fromEntries(response.headers),
      'exportStaffApplications',
      {
        statusCode: 200,
      },
    );
    expect(headers.errors ?? []).toEqual([]);
    const rows = await rowsOf(response);
    expect(rows[0]).toHaveLength(9);
    expect(rows.slice(1).every((row) => row.length === 9)).toBe(true);
  });

  it.each([
    ['status=pending&sort=-score&programId=prog-productions-vegetales'],
    ['sort=lastName'],
    ['status=accepted&sort=submissionDate'],
    ['search=diop'],
    [''],
  ])('gives every row the list gives, in its order, for « %s »', async (query) => {
    const expected = await listedIds('universite', query);
    const rows = await rowsOf(await exportOf('admin', 'universite', `?${query}`));
    expect(rows.slice(1).map((row) => row[0])).toEqual(expected);
    if (query === '') expect(expected.length).toBeGreaterThan(7); // more than a page
  });

  it('writes statuses, scores and dates as a French office reads them', async () => {
    const { state } = sandbox.sandbox;
    const target = state.applications.find((a) => a.kind === 'coran');
    if (!target) throw new Error('no coran application in the seed');
    state.applications = state.applications.map((a) =>
      a === target
        ? { ...a, score: 14.25, submissionDate: '2026-11-26T14:05:00.000Z', status: 'approved' as const }
        : a,
    );
    const rows = await rowsOf(await exportOf('admin', 'coran', '?status=accepted'));
    const row = rows.find((r) => r[0] === target.candidateId);
    expect(row?.slice(1, 9)).toEqual([
      target.bacLastName,
      target.bacFirstName,
      target.email ?? '',
      'Acceptée',
      '14,25',
      target.choices.find((choice) => choice.priority === 1)?.programName ?? target.programName ?? '',
      '26/11/2026 14:05',
      String(Number(target.documents.cin) + Number(target.documents.autre)),
    ]);
    // In the calendar's time zone: Paris is an hour ahead of Dakar in November.
    await fetch(`${sandbox.url}/_sandbox/config`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ calendar: { timeZone: 'Europe/Paris' } }),
    });
    const paris = await rowsOf(await exportOf('admin', 'coran', '?status=accepted'));
    expect(paris.find((r) => r[0] === target.candidateId)?.[7]).toBe('26/11/2026 15:05');
    const pending = await rowsOf(await exportOf('admin', 'coran', '?status=pending'));
    expect(new Set(pending.slice(1).map((r) => r[4]))).toEqual(new Set(['En attente']));
  });

  it('quotes what needs quoting and defuses formulas', async () => {
    const { state } = sandbox.sandbox;
    const target = state.applications.find((a) => a.kind === 'majalis');
    if (!target) throw new Error('no majalis application in the seed');
    state.applications = state.applications.map((a) =>
      a === target
        ? {
            ...a,
            bacLastName: '=HYPERLINK("http://x.example";"Voir")',
            bacFirstName: 'Awa; "la Grande"\r\nNdiaye',
            email: '@SUM(1+1)',
            score: null,
            status: 'rejected' as const,
          }
        : a,
    );
    const response = await exportOf('majalis_teacher', 'majalis', '?sort=lastName');
    const text = new TextDecoder().decode(await response.clone().arrayBuffer());
    expect(text).toContain(`;"'=HYPERLINK(""http://x.example"";""Voir"")";`);
    expect(text).toContain(`;"Awa; ""la Grande""\r\nNdiaye";'@SUM(1+1);`);
    const row = (await rowsOf(response)).find((r) => r[0] === target.candidateId);
    expect(row?.slice(1, 6)).toEqual([
      `'=HYPERLINK("http://x.example";"Voir")`,
      'Awa; "la Grande"\r\nNdiaye',
      `'@SUM(1+1)`,
      'Rejetée',
      '', // no score
    ]);
  });

  it('is refused as the list is: 401 without a token, 403 for another kind or a candidate', async () => {
    const none = await exportOf(null, 'coran');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    for (const [who, kind] of [
      ['quran_teacher', 'universite'],
      ['majalis_teacher', 'coran'],
      ['candidate', 'majalis'],
    ] as const) {
      const refused = await exportOf(who, kind);
      expect(refused.status, `${who} on ${kind}`).toBe(403);
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await refused.json()).toEqual({
        isSuccess: false,
        message: expect.stringMatching(/^Accès refusé/),
      });
    }
    const own = await exportOf('quran_teacher', 'coran');
    expect((await rowsOf(own)).length).toBeGreaterThan(1);
  });

  it('refuses an unknown kind or order with a 400 in the envelope', async () => {
    expect((await exportOf('admin', 'autre')).status).toBe(400);
    const badSort = await exportOf('admin', 'coran', '?sort=score');
    expect(badSort.status).toBe(400);
    expect(((await badSort.json()) as { isSuccess: boolean }).isSuccess).toBe(false);
  });
});

describe('CSV fields', () => {
  it.each([
    ['Diop', 'Diop'],
    ['=1+1', `'=1+1`],
    ['+221 77', `'+221 77`],
    ['-3', `'-3`],
    ['@moi', `'@moi`],
    ['\tx', `'\tx`],
    ['\rx', `"'\rx"`],
    ['a;b', '"a;b"'],
    ['dit "oui"', '"dit ""oui"""'],
    ['ligne\nsuite', '"ligne\nsuite"'],
    ['', ''],
  ])('%j is written %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });

  it('dates at midnight as 00:00, and an unreadable date as an empty field', () => {
    expect(exportDateTime('2026-01-01T00:00:00Z', 'Africa/Dakar')).toBe('01/01/2026 00:00');
    expect(exportDateTime('pas une date', 'Africa/Dakar')).toBe('');
  });
});
