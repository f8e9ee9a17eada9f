import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { APPLICATION_NOT_FOUND } from '../src/history';
import type { OutboxMail } from '../src/model';
import { startSandbox, type RunningSandbox } from '../src/server';
import { ACCOUNT_IDS, bearer, getJson, login, postJson, putChoices } from './helpers';

/** A Thursday afternoon in Dakar (UTC all year), inside the calendar the reset seeds around it. */
const START = Date.parse('2026-11-26T14:05:00Z');
const MINUTE = 60_000;
const PORTAL = 'http://portail.test:5173';
const AMINATA = 'CAND-2025-00142';
const MOUSSA = 'CAND-2025-00157';

interface Envelope<T> {
  isSuccess: boolean;
  data?: T;
  message?: string | null;
}
interface ApplicationEvent {
  kind: 'submitted' | 'choiceChanged' | 'decision';
  at: string;
  decision: 'accepted' | 'rejected' | 'waitlisted' | null;
  waitlistRank: number | null;
  reason: string | null;
  receiptReference: string | null;
}

let sandbox: RunningSandbox;
let clock = START;
beforeAll(async () => {
  sandbox = await startSandbox(0, { now: () => clock, portalUrl: PORTAL, devRoutes: true });
});
afterAll(() => sandbox.close());
beforeEach(async () => {
  clock = START;
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
});

/** A fresh token: access tokens last 5 minutes of the sandbox's clock, which the tests move. */
const tokenOf = async (email: string) => (await login(sandbox.url, email)).access_token;
const soumis = () => tokenOf('candidat.soumis@example.org');
const unique = () => tokenOf('candidat.unique@example.org');
const admin = () => tokenOf('admin@example.org');

const cs = (path: string) => `${sandbox.url}/api/candidate-service${path}`;
const candidateHistory = (id: string, token?: string) =>
  getJson(cs(`/Candidate/applications/${encodeURIComponent(id)}/history`), token);
const staffHistory = (id: string, token?: string) =>
  getJson(cs(`/Staff/applications/${encodeURIComponent(id)}/history`), token);
const outbox = async () => (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as OutboxMail[];
const decisionMails = async () => (await outbox()).filter((mail) => mail.kind === 'decision');

async function eventsOf(response: Response): Promise<ApplicationEvent[]> {
  expect(response.status).toBe(200);
  const body = (await response.json()) as Envelope<ApplicationEvent[]>;
  expect(body).toMatchObject({ isSuccess: true, message: null });
  return body.data ?? [];
}

async function decide(token: string, id: string, body: Record<string, unknown>): Promise<Response> {
  return fetch(cs(`/Staff/applications/${encodeURIComponent(id)}/decisions`), {
    method: 'POST',
    headers: { ...bearer(token), 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** Aminata changes her ranking (a receipt), then admin rejects it a minute later, with a reason. */
async function changeThenReject(): Promise<string> {
  const saved = await putChoices(sandbox.url, await soumis(), {
    AccountId: ACCOUNT_IDS.soumis,
    PreferredLanguage: 'fr',
    ProgramId: 'prog-physique-chimie',
  });
  expect(saved.status).toBe(200);
  const { data } = (await saved.json()) as Envelope<{ reference: string; version: number }>;
  clock += MINUTE;
  const decided = await decide(await admin(), AMINATA, {
    decision: 'rejected',
    version: data?.version,
    reason: '  Dossier incomplet ',
  });
  expect(decided.status).toBe(200);
  return data?.reference ?? '';
}

const SUBMITTED: ApplicationEvent = {
  kind: 'submitted',
  at: '2025-07-08T10:24:00Z',
  decision: null,
  waitlistRank: null,
  reason: null,
  receiptReference: null,
};

describe('the candidate’s history', () => {
  it('of a fresh application is its submission alone', async () => {
    expect(await eventsOf(await candidateHistory(AMINATA, await soumis()))).toEqual([SUBMITTED]);
  });

  it('is submission, change (its receipt) and decision (its reason), oldest first, naming no reviewer', async () => {
    const reference = await changeThenReject();
    const response = await candidateHistory(AMINATA, await soumis());
    const text = await response.clone().text();
    expect(await eventsOf(response)).toEqual([
      SUBMITTED,
      {
        kind: 'choiceChanged',
        at: '2026-11-26T14:05:00.000Z',
        decision: null,
        waitlistRank: null,
        reason: null,
        receiptReference: reference,
      },
      {
        kind: 'decision',
        at: '2026-11-26T14:06:00.000Z',
        decision: 'rejected',
        waitlistRank: null,
        reason: 'Dossier incomplet',
        receiptReference: null,
      },
    ]);
    for (const reviewer of ['decidedBy', 'Abdoulaye', 'Sy', ACCOUNT_IDS.admin])
      expect(text).not.toContain(reviewer);
  });

  it('gives another account’s application and an unknown one the same 404', async () => {
    await changeThenReject();
    const moussa = await unique();
    for (const id of [AMINATA, 'CAND-0000-00000', 'x'.repeat(100)]) {
      const response = await candidateHistory(id, moussa);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ isSuccess: false, message: APPLICATION_NOT_FOUND });
    }
  });

  it('needs a bearer token (401 with a challenge, no body)', async () => {
    const response = await candidateHistory(AMINATA);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="admission"/);
    expect(await response.text()).toBe('');
  });

  it('takes the sandbox’s faults by operation id, on both sides', async () => {
    for (const [operation, request] of [
      ['getApplicationHistory', async () => candidateHistory(AMINATA, await soumis())],
      ['getStaffApplicationHistory', async () => staffHistory(AMINATA, await admin())],
    ] as const) {
      await postJson(`${sandbox.url}/_sandbox/faults`, { operation, kind: 'status500', times: 1 });
      expect((await request()).status, operation).toBe(500);
      expect((await request()).status, operation).toBe(200);
    }
  });
});

describe('the staff history', () => {
  it('is the candidate’s list, for a reviewer of the application’s kind', async () => {
    await changeThenReject();
    const candidates = await eventsOf(await candidateHistory(AMINATA, await soumis()));
    expect(candidates).toHaveLength(3);
    expect(await eventsOf(await staffHistory(AMINATA, await admin()))).toEqual(candidates);
    const pedagogy = await tokenOf('pedagogie@example.org');
    expect(await eventsOf(await staffHistory(AMINATA, pedagogy))).toEqual(candidates);
  });

  it('refuses a reviewer of another kind (403), and answers 404 and 401 as the decisions do', async () => {
    const quran = await staffHistory(AMINATA, await tokenOf('coran@example.org'));
    expect(quran.status).toBe(403);
    expect(await quran.json()).toEqual({ isSuccess: false, message: expect.stringMatching(/^Accès refusé/) });
    const candidate = await staffHistory(AMINATA, await soumis());
    expect(candidate.status).toBe(403);
    const unknown = await staffHistory('CAND-0000-00000', await admin());
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ isSuccess: false, message: 'Candidature introuvable.' });
    expect((await staffHistory(AMINATA)).status).toBe(401);
  });
});

describe('the decision e-mail', () => {
  const FOOTER = [
    '',
    `${PORTAL}/connexion`,
    '',
    'Ce message est envoyé automatiquement\u202f; merci de ne pas y répondre.',
  ];

  it('tells an accepted candidate, at the application’s address, and links to the sign-in', async () => {
    const response = await decide(await tokenOf('pedagogie@example.org'), MOUSSA, {
      decision: 'accepted',
      version: 1,
    });
    expect(response.status).toBe(200);
    expect(await decisionMails()).toEqual([
      {
        id: expect.any(String),
        to: 'candidat.unique@example.org',
        subject: 'Votre candidature a été acceptée',
        kind: 'decision',
        link: `${PORTAL}/connexion`,
        sentAt: '2026-11-26T14:05:00.000Z',
        text: [
          'Bonjour Moussa Ndiaye,',
          '',
          'Votre candidature CAND-2025-00157 a été acceptée le jeudi 26 novembre 2026 à 14\u00a0h\u00a005 (heure de Dakar).',
          '',
          'Connectez-vous pour voir la suite\u00a0: inscription et espace étudiant.',
          ...FOOTER,
        ].join('\n'),
      },
    ]);
    const page = await (await fetch(`${sandbox.url}/_outbox`)).text();
    expect(page).toContain('Décision sur votre candidature</small><pre>Bonjour Moussa Ndiaye,');
  });

  it('tells a rejected candidate why, when a reason was given, and never who decided', async () => {
    await changeThenReject();
    const [mail] = await decisionMails();
    expect(mail).toMatchObject({
      to: 'candidat.soumis@example.org',
      subject: 'Votre candidature n’a pas été retenue',
      link: `${PORTAL}/connexion`,
      text: [
        'Bonjour Aminata Diop,',
        '',
        'Votre candidature CAND-2025-00142 n’a pas été retenue. Décision du jeudi 26 novembre 2026 à 14\u00a0h\u00a006 (heure de Dakar).',
        '',
        'Motif\u00a0: Dossier incomplet',
        '',
        'Connectez-vous pour voir le détail de votre candidature.',
        ...FOOTER,
      ].join('\n'),
    });
    expect(mail?.text).not.toContain('Abdoulaye');
  });

  it('says no « Motif » without a reason (a blank one is none)', async () => {
    expect(
      (await decide(await admin(), MOUSSA, { decision: 'rejected', version: 1, reason: '   ' })).status,
    ).toBe(200);
    const [mail] = await decisionMails();
    expect(mail?.text).toBe(
      [
        'Bonjour Moussa Ndiaye,',
        '',
        'Votre candidature CAND-2025-00157 n’a pas été retenue. Décision du jeudi 26 novembre 2026 à 14\u00a0h\u00a005 (heure de Dakar).',
        '',
        'Connectez-vous pour voir le détail de votre candidature.',
        ...FOOTER,
      ].join('\n'),
    );
  });

  it('sends nothing when nothing is recorded: a 409, a 400 or a 403', async () => {
    const token = await admin();
    expect((await decide(token, MOUSSA, { decision: 'accepted', version: 1 })).status).toBe(200);
    expect(await decisionMails()).toHaveLength(1);
    // Already decided, then a stale version on a pending one.
    expect((await decide(token, MOUSSA, { decision: 'rejected', version: 2 })).status).toBe(409);
    expect((await decide(token, AMINATA, { decision: 'accepted', version: 7 })).status).toBe(409);
    expect((await decide(token, AMINATA, { decision: 'approved', version: 1 })).status).toBe(400);
    const quran = await tokenOf('coran@example.org');
    expect((await decide(quran, AMINATA, { decision: 'accepted', version: 1 })).status).toBe(403);
    expect(await decisionMails()).toHaveLength(1);
  });

  it('falls back on the account’s address, and records the decision without a mail when none is known', async () => {
    const { state } = sandbox.sandbox;
    const withoutEmail = (id: string) => {
      state.applications = state.applications.map((a) => (a.candidateId === id ? { ...a, email: null } : a));
    };
    withoutEmail(AMINATA);
    expect((await decide(await admin(), AMINATA, { decision: 'accepted', version: 1 })).status).toBe(200);
    expect((await decisionMails()).map((mail) => mail.to)).toEqual(['candidat.soumis@example.org']);

    // A generated application: its account is no sandbox user, so no address is known.
    const generated = state.applications.find(
      (a) => !state.users.has(a.accountId) && !['approved', 'rejected'].includes(a.status),
    );
    if (!generated) throw new Error('no pending generated application');
    withoutEmail(generated.candidateId);
    const token = await admin();
    expect((await decide(token, generated.candidateId, { decision: 'rejected', version: 1 })).status).toBe(
      200,
    );
    expect(await decisionMails()).toHaveLength(1);
    const history = await eventsOf(await staffHistory(generated.candidateId, token));
    expect(history.map((event) => event.kind)).toEqual(['submitted', 'decision']);
  });
});
