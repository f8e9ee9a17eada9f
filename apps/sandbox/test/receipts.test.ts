import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OutboxMail } from '../src/model';
import { RECEIPT_NOT_FOUND, maskEmail, receiptMailText, tooManySendsMessage } from '../src/receipts';
import { startSandbox, type RunningSandbox } from '../src/server';
import { ACCOUNT_IDS, bearer, getJson, login, postJson, putChoices } from './helpers';

const REFERENCE = /^JUS-[0-9]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/;
/** A Thursday afternoon in Dakar (UTC all year), inside the calendar the reset seeds around it. */
const START = Date.parse('2026-11-26T14:05:00Z');
const MINUTE = 60_000;

interface Receipt {
  reference: string;
  candidateId: string;
  savedAt: string;
  version: number;
  choices: { rank: number; programId: string; programName: string }[];
}
interface Envelope<T> {
  isSuccess: boolean;
  data?: T;
  message?: string | null;
}

let sandbox: RunningSandbox;
let clock = START;
beforeAll(async () => {
  sandbox = await startSandbox(0, {
    now: () => clock,
    portalUrl: 'http://portail.test:5173',
    devRoutes: true,
  });
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

const cs = (path: string) => `${sandbox.url}/api/candidate-service${path}`;
const receiptUrl = (reference: string) => cs(`/Candidate/receipts/${encodeURIComponent(reference)}`);
const emailReceipt = (reference: string, token?: string) =>
  fetch(`${receiptUrl(reference)}/email`, { method: 'POST', headers: token ? bearer(token) : {} });
const outbox = async () => (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as OutboxMail[];

const PV = { ProgramId: 'prog-productions-vegetales', ProgramName: 'Productions végétales', ShortName: 'PV' };
const PA = { ProgramId: 'prog-productions-animales', ProgramName: 'Productions animales', ShortName: 'PA' };
const AGF = { ProgramId: 'prog-agroforesterie', ProgramName: 'Agroforesterie', ShortName: 'AGF' };
const rankingOfSoumis = () => ({
  AccountId: ACCOUNT_IDS.soumis,
  PreferredLanguage: 'fr',
  IsMultipleChoice: 'true',
  ProgramGroup: 'Sciences Agronomiques',
  ProgramChoicesJson: JSON.stringify([
    { ...PA, Priority: 1 },
    { ...PV, Priority: 2 },
    { ...AGF, Priority: 3 },
  ]),
});
const singleChoice = (accountId: string, programId: string) => ({
  AccountId: accountId,
  PreferredLanguage: 'fr',
  ProgramId: programId,
});

async function save(token: string, fields: Record<string, string>): Promise<Receipt> {
  const response = await putChoices(sandbox.url, token, fields);
  expect(response.status).toBe(200);
  const body = (await response.json()) as Envelope<Receipt>;
  expect(body).toMatchObject({ isSuccess: true, message: 'Vos choix de programme ont été enregistrés.' });
  if (!body.data) throw new Error('no receipt in the answer');
  return body.data;
}

async function lastReferences(token: string, accountId: string) {
  const response = await getJson(cs(`/Candidate/with-applications-bac/account/${accountId}`), token);
  const body = (await response.json()) as Envelope<{ candidateId: string; lastReceiptReference: unknown }[]>;
  return Object.fromEntries((body.data ?? []).map((a) => [a.candidateId, a.lastReceiptReference]));
}

describe('a saved change answers its receipt', () => {
  it('with a random reference, the version it made, and the choices as saved (ranking, then single)', async () => {
    const token = await soumis();
    const ranked = await save(token, rankingOfSoumis());
    expect(ranked).toEqual({
      reference: expect.stringMatching(REFERENCE),
      candidateId: 'CAND-2025-00142',
      savedAt: '2026-11-26T14:05:00.000Z',
      version: 2,
      choices: [
        { rank: 1, programId: PA.ProgramId, programName: PA.ProgramName },
        { rank: 2, programId: PV.ProgramId, programName: PV.ProgramName },
        { rank: 3, programId: AGF.ProgramId, programName: AGF.ProgramName },
      ],
    });
    expect(ranked.reference.startsWith('JUS-2026-')).toBe(true);
    // Never I, L, O or U: nothing to misread when copied by hand.
    expect(ranked.reference.slice(9)).not.toMatch(/[ILOU]/);

    clock += MINUTE;
    const single = await save(token, singleChoice(ACCOUNT_IDS.soumis, 'prog-physique-chimie'));
    expect(single).toMatchObject({
      candidateId: 'CAND-2025-00142',
      savedAt: '2026-11-26T14:06:00.000Z',
      version: 3,
      choices: [{ rank: 1, programId: 'prog-physique-chimie', programName: 'Physique-Chimie' }],
    });
    expect(single.reference).toMatch(REFERENCE);
    expect(single.reference).not.toBe(ranked.reference);
  });

  it('counts each application’s versions on its own, and no receipt for a refused change', async () => {
    const moussa = await unique();
    expect((await save(moussa, singleChoice(ACCOUNT_IDS.unique, 'prog-physique-chimie'))).version).toBe(2);
    const refused = await putChoices(
      sandbox.url,
      await soumis(),
      singleChoice(ACCOUNT_IDS.soumis, 'prog-inconnu'),
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Envelope<unknown>).data).toBeUndefined();
    expect(await lastReferences(await soumis(), ACCOUNT_IDS.soumis)).toEqual({ 'CAND-2025-00142': null });
  });

  it('gives call 3 each application’s last receipt reference, null before any change', async () => {
    const aminata = await soumis();
    expect(await lastReferences(aminata, ACCOUNT_IDS.soumis)).toEqual({ 'CAND-2025-00142': null });
    await save(aminata, rankingOfSoumis());
    const last = await save(aminata, singleChoice(ACCOUNT_IDS.soumis, 'prog-physique-chimie'));
    expect(await lastReferences(aminata, ACCOUNT_IDS.soumis)).toEqual({ 'CAND-2025-00142': last.reference });
    expect(await lastReferences(await unique(), ACCOUNT_IDS.unique)).toEqual({ 'CAND-2025-00157': null });
  });

  it('makes the staff list’s version move too: a reviewer who saw other choices is refused', async () => {
    const admin = await tokenOf('admin@example.org');
    const rowOf = async () => {
      const response = await getJson(cs('/Staff/applications/universite?search=candidat.soumis'), admin);
      return ((await response.json()) as Envelope<{ items: { id: string; version: number }[] }>).data
        ?.items[0];
    };
    const seen = await rowOf();
    await save(await soumis(), rankingOfSoumis());
    expect((await rowOf())?.version).toBe(2);
    const decided = await fetch(cs(`/Staff/applications/${seen?.id ?? ''}/decisions`), {
      method: 'POST',
      headers: { ...bearer(admin), 'Content-Type': 'application/json' },
      body: JSON.stringify({ decision: 'accepted', version: seen?.version }),
    });
    expect(decided.status).toBe(409);
    // Said as it is: changed meanwhile, not « already decided ».
    expect(((await decided.json()) as { message: string }).message).toBe(
      'Cette candidature a été modifiée depuis son affichage. Vérifiez-la avant de décider.',
    );
  });
});

describe('reading a receipt', () => {
  it('gives the owner their receipt, and everyone else the same 404', async () => {
    const aminata = await soumis();
    const receipt = await save(aminata, rankingOfSoumis());
    const own = await getJson(receiptUrl(receipt.reference), aminata);
    expect(own.status).toBe(200);
    expect(await own.json()).toEqual({ isSuccess: true, data: receipt, message: null });

    const notFound = { isSuccess: false, message: RECEIPT_NOT_FOUND };
    const moussa = await unique();
    for (const [token, reference] of [
      [moussa, receipt.reference],
      [aminata, 'JUS-2026-0000-0000'],
      [aminata, receipt.reference.toLowerCase()],
      [aminata, 'pas-une-reference'],
    ] as const) {
      const response = await getJson(receiptUrl(reference), token);
      expect(response.status, reference).toBe(404);
      expect(await response.json()).toEqual(notFound);
    }
  });

  it('needs a bearer token (401 with a challenge, no body)', async () => {
    const receipt = await save(await soumis(), rankingOfSoumis());
    for (const response of [
      await getJson(receiptUrl(receipt.reference)),
      await emailReceipt(receipt.reference),
    ]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="admission"/);
      expect(await response.text()).toBe('');
    }
  });

  it('takes the sandbox’s faults by operation id', async () => {
    const aminata = await soumis();
    const receipt = await save(aminata, rankingOfSoumis());
    await postJson(`${sandbox.url}/_sandbox/faults`, {
      operation: 'getChoiceReceipt',
      kind: 'status500',
      times: 1,
    });
    expect((await getJson(receiptUrl(receipt.reference), aminata)).status).toBe(500);
    expect((await getJson(receiptUrl(receipt.reference), aminata)).status).toBe(200);
  });

  it('survives nothing of a reset', async () => {
    const aminata = await soumis();
    const receipt = await save(aminata, rankingOfSoumis());
    await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
    expect((await getJson(receiptUrl(receipt.reference), aminata)).status).toBe(404);
    expect((await emailReceipt(receipt.reference, aminata)).status).toBe(404);
    expect(await lastReferences(aminata, ACCOUNT_IDS.soumis)).toEqual({ 'CAND-2025-00142': null });
    expect((await save(aminata, rankingOfSoumis())).version).toBe(2);
  });
});

describe('mailing a receipt', () => {
  it('sends it to the account’s address, says where with the address partly hidden', async () => {
    const aminata = await soumis();
    const receipt = await save(aminata, rankingOfSoumis());
    const response = await emailReceipt(receipt.reference, aminata);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      isSuccess: true,
      message: 'Le justificatif a été envoyé à l’adresse c•••@example.org.',
    });
    const link = `http://portail.test:5173/admission/candidat/justificatif/${receipt.reference}`;
    expect((await outbox()).at(-1)).toMatchObject({
      to: 'candidat.soumis@example.org',
      kind: 'receipt',
      subject: `Justificatif de modification de vos choix – ${receipt.reference}`,
      link,
      sentAt: '2026-11-26T14:05:00.000Z',
      text: [
        'Bonjour Aminata Diop,',
        '',
        'Votre modification de choix a bien été enregistrée.',
        '',
        `Référence\u00a0: ${receipt.reference}`,
        'Date\u00a0: jeudi 26 novembre 2026 à 14\u00a0h\u00a005 (heure de Dakar)',
        '',
        'Vos choix, par ordre de préférence\u00a0:',
        '1. Productions animales',
        '2. Productions végétales',
        '3. Agroforesterie',
        '',
        'Conservez cette référence\u00a0: elle prouve votre demande.',
        '',
        `Voir le justificatif\u00a0: ${link}`,
      ].join('\n'),
    });
    const page = await (await fetch(`${sandbox.url}/_outbox`)).text();
    expect(page).toContain('Justificatif de modification</small><pre>Bonjour Aminata Diop,');
    expect(page).toContain('3. Agroforesterie');
  });

  it("sends nothing for another account's receipt: the same 404", async () => {
    const receipt = await save(await soumis(), rankingOfSoumis());
    const before = (await outbox()).length;
    const response = await emailReceipt(receipt.reference, await unique());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ isSuccess: false, message: RECEIPT_NOT_FOUND });
    expect((await emailReceipt('pas-une-reference', await unique())).status).toBe(404);
    expect(await outbox()).toHaveLength(before);
  });

  it('sends a receipt 3 times in 10 minutes, then 429 with Retry-After until the first send leaves the window', async () => {
    const aminata = await soumis();
    const receipt = await save(aminata, rankingOfSoumis());
    for (let i = 0; i < 3; i += 1) expect((await emailReceipt(receipt.reference, aminata)).status).toBe(200);
    const refusedAfter = async (token: string, seconds: number, minutes: string) => {
      const refused = await emailReceipt(receipt.reference, token);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe(String(seconds));
      expect(await refused.json()).toEqual({
        isSuccess: false,
        message: `Ce justificatif a déjà été envoyé plusieurs fois. Réessayez dans ${minutes}.`,
      });
    };
    await refusedAfter(aminata, 600, '10 minutes');
    clock = START + 3 * MINUTE + 20_000;
    await refusedAfter(aminata, 400, '7 minutes');
    clock = START + 9 * MINUTE + 30_000;
    const later = await soumis();
    await refusedAfter(later, 30, '1 minute');
    expect((await outbox()).filter((mail) => mail.kind === 'receipt')).toHaveLength(3);

    // Another receipt has its own count.
    const other = await save(later, singleChoice(ACCOUNT_IDS.soumis, 'prog-physique-chimie'));
    expect((await emailReceipt(other.reference, later)).status).toBe(200);

    clock = START + 10 * MINUTE;
    const again = await emailReceipt(receipt.reference, await soumis());
    expect(again.status).toBe(200);
    expect((await outbox()).filter((mail) => mail.kind === 'receipt')).toHaveLength(5);
  });
});

describe('the receipt’s wording', () => {
  it('hides an address but its first character and its domain', () => {
    expect(maskEmail('aminata.diop@example.org')).toBe('a•••@example.org');
    expect(maskEmail('élise@ugb.sn')).toBe('é•••@ugb.sn');
  });

  it('says when to try again in whole minutes, singular and plural', () => {
    expect(tooManySendsMessage(1)).toMatch(/Réessayez dans 1 minute\.$/);
    expect(tooManySendsMessage(60)).toMatch(/Réessayez dans 1 minute\.$/);
    expect(tooManySendsMessage(61)).toMatch(/Réessayez dans 2 minutes\.$/);
  });

  it('greets without a name when none is known, and shows a single choice as one line', () => {
    const text = receiptMailText({
      receipt: {
        reference: 'JUS-2026-4F7K-9QXM',
        candidateId: 'CAND-1',
        accountId: 'x',
        savedAt: '2026-11-26T14:05:00.000Z',
        version: 2,
        choices: [{ rank: 1, programId: 'prog-physique-chimie', programName: 'Physique-Chimie' }],
        emailedAt: [],
      },
      name: null,
      timeZone: 'Africa/Dakar',
      link: 'http://portail.test/x',
    });
    expect(text.split('\n')[0]).toBe('Bonjour,');
    expect(text).toContain('Votre choix\u00a0:\n1. Physique-Chimie\n');
  });
});
