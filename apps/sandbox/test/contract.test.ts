import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadApi, type ApiName } from '../src/openapi';
import { startSandbox, type RunningSandbox } from '../src/server';
import {
  ACCOUNT_IDS,
  CLIENT_ID,
  DEMO_PASSWORD,
  login,
  postJson,
  postToken,
  putChoices,
  verificationToken,
  verifyEmail,
} from './helpers';

let sandbox: RunningSandbox;
let token: string;
beforeAll(async () => {
  sandbox = await startSandbox(0, { devRoutes: true });
  token = (await login(sandbox.url, 'candidat.soumis@example.org')).access_token;
});
afterAll(() => sandbox.close());

type Call = [api: ApiName, operation: string, status: number, request: () => Promise<Response>];

const get = (path: string, bearer: string | undefined = token) =>
  fetch(`${sandbox.url}${path}`, { headers: bearer ? { Authorization: `Bearer ${bearer}` } : {} });
const cs = '/api/candidate-service';
const rankingFields = () => ({
  AccountId: ACCOUNT_IDS.soumis,
  PreferredLanguage: 'fr',
  IsMultipleChoice: 'true',
  ProgramGroup: 'Sciences Agronomiques',
  ProgramChoicesJson: JSON.stringify([
    { ProgramId: 'prog-agroforesterie', Priority: 1, ProgramName: 'Agroforesterie', ShortName: 'AGF' },
    {
      ProgramId: 'prog-productions-vegetales',
      Priority: 2,
      ProgramName: 'Productions végétales',
      ShortName: 'PV',
    },
    {
      ProgramId: 'prog-productions-animales',
      Priority: 3,
      ProgramName: 'Productions animales',
      ShortName: 'PA',
    },
  ]),
});

/** Saves a change and gives its receipt's reference. */
async function savedReference(): Promise<string> {
  const response = await putChoices(sandbox.url, token, rankingFields());
  return ((await response.json()) as { data: { reference: string } }).data.reference;
}
const receipt = (reference: string) => `${cs}/Candidate/receipts/${reference}`;
const emailReceipt = (reference: string, bearer: string | undefined = token) =>
  fetch(`${sandbox.url}${receipt(reference)}/email`, {
    method: 'POST',
    headers: bearer ? { Authorization: `Bearer ${bearer}` } : {},
  });

const history = (candidateId: string) => `${cs}/Candidate/applications/${candidateId}/history`;
const staffHistory = (candidateId: string) => `${cs}/Staff/applications/${candidateId}/history`;
const tokenOf = async (email: string) => (await login(sandbox.url, email)).access_token;
/** Moussa's application, decided by admin (a 409 when already decided: its history has the decision either way). */
async function decidedMoussa(): Promise<string> {
  const decided = await fetch(`${sandbox.url}${cs}/Staff/applications/CAND-2025-00157/decisions`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${await tokenOf('admin@example.org')}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ decision: 'rejected', version: 1, reason: 'Dossier incomplet' }),
  });
  expect([200, 409]).toContain(decided.status);
  return tokenOf('candidat.unique@example.org');
}

/** Two pending majalis applications as admin lists them, for a bulk decision. */
async function bulkItems(): Promise<{ candidateId: string; version: number }[]> {
  const response = await get(
    `${cs}/Staff/applications/majalis?status=pending&pageSize=2`,
    await tokenOf('admin@example.org'),
  );
  const { data } = (await response.json()) as { data: { items: { id: string; version: number }[] } };
  return data.items.map(({ id, version }) => ({ candidateId: id, version }));
}
const bulkDecide = async (email: string, body: unknown) =>
  fetch(`${sandbox.url}${cs}/Staff/applications/majalis/bulk-decisions`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await tokenOf(email)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });

const tajwid = `${cs}/Staff/programs/coran/prog-coran-tajwid`;
const staffSend = async (method: string, path: string, email: string, body: unknown) =>
  fetch(`${sandbox.url}${path}`, {
    method,
    headers: { Authorization: `Bearer ${await tokenOf(email)}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
/** Tajwid's capacity fixed, then its proposal confirmed as the rule gives it (docs/behaviour.md, « Proposed selection »). */
async function selectTajwid(): Promise<Response> {
  // Two accepted and one waitlisted by the seed: two places left, one on the waiting list.
  await staffSend('PUT', `${tajwid}/capacity`, 'admin@example.org', { places: 4, waitlistPlaces: 2 });
  const response = await get(`${tajwid}/selection-proposal`, await tokenOf('coran@example.org'));
  const { data } = (await response.json()) as {
    data: {
      basis: string;
      placesLeft: number;
      waitlistLeft: number;
      ranked: { application: { id: string; version: number } }[];
    };
  };
  const items = data.ranked.map(({ application }) => ({
    candidateId: application.id,
    version: application.version,
  }));
  return staffSend('POST', `${tajwid}/selection`, 'coran@example.org', {
    basis: data.basis,
    excluded: [],
    included: [],
    accepted: items.slice(0, data.placesLeft),
    waitlist: items.slice(data.placesLeft, data.placesLeft + data.waitlistLeft),
  });
}

const calls: Call[] = [
  [
    'candidate-service',
    'getApplicationsByAccount',
    200,
    () => get(`${cs}/Candidate/with-applications-bac/account/${ACCOUNT_IDS.soumis}`),
  ],
  [
    'candidate-service',
    'getApplicationsByAccount',
    400,
    () => get(`${cs}/Candidate/with-applications-bac/account/x`),
  ],
  [
    'candidate-service',
    'getApplicationsByAccount',
    401,
    () => get(`${cs}/Candidate/with-applications-bac/account/${ACCOUNT_IDS.soumis}`, ''),
  ],
  [
    'candidate-service',
    'getApplicationsByAccount',
    403,
    () => get(`${cs}/Candidate/with-applications-bac/account/${ACCOUNT_IDS.unique}`),
  ],
  [
    'candidate-service',
    'getGradesAndCoefs',
    200,
    () => get(`${cs}/BacResult/GradesAndCoefs/BAC-2025-S2-118734`),
  ],
  ['candidate-service', 'getGradesAndCoefs', 404, () => get(`${cs}/BacResult/GradesAndCoefs/BAC-0`)],
  [
    'candidate-service',
    'getApplicationDetails',
    200,
    () => get(`${cs}/Candidate/application-details/CAND-2025-00142`),
  ],
  [
    'candidate-service',
    'getApplicationDetails',
    403,
    () => get(`${cs}/Candidate/application-details/CAND-2025-00157`),
  ],
  [
    'candidate-service',
    'getEligiblePrograms',
    200,
    () => get(`${cs}/SelectionCriteria/eligible-programs-with-group-detection/S2`),
  ],
  [
    'candidate-service',
    'getEligiblePrograms',
    200,
    () => get(`${cs}/SelectionCriteria/eligible-programs-with-group-detection/L2`),
  ],
  [
    'candidate-service',
    'getEligiblePrograms',
    404,
    () => get(`${cs}/SelectionCriteria/eligible-programs-with-group-detection/Z`),
  ],
  ['candidate-service', 'updateWithChoices', 200, () => putChoices(sandbox.url, token, rankingFields())],
  [
    'candidate-service',
    'updateWithChoices',
    400,
    () => putChoices(sandbox.url, token, { ...rankingFields(), ProgramGroup: 'Autre' }),
  ],
  [
    'candidate-service',
    'updateWithChoices',
    403,
    () => putChoices(sandbox.url, token, { ...rankingFields(), AccountId: ACCOUNT_IDS.unique }),
  ],
  ['candidate-service', 'getChoiceReceipt', 200, async () => get(receipt(await savedReference()))],
  ['candidate-service', 'getChoiceReceipt', 401, async () => get(receipt(await savedReference()), '')],
  ['candidate-service', 'getChoiceReceipt', 404, () => get(receipt('JUS-2026-0000-0000'))],
  ['candidate-service', 'emailChoiceReceipt', 200, async () => emailReceipt(await savedReference())],
  ['candidate-service', 'emailChoiceReceipt', 401, async () => emailReceipt(await savedReference(), '')],
  ['candidate-service', 'emailChoiceReceipt', 404, () => emailReceipt('pas-une-reference')],
  [
    'candidate-service',
    'emailChoiceReceipt',
    429,
    async () => {
      const reference = await savedReference();
      for (let i = 0; i < 3; i += 1) await emailReceipt(reference);
      return emailReceipt(reference);
    },
  ],
  [
    'candidate-service',
    'getApplicationHistory',
    200,
    async () => {
      await savedReference();
      return get(history('CAND-2025-00142'));
    },
  ],
  [
    'candidate-service',
    'getApplicationHistory',
    200,
    async () => get(history('CAND-2025-00157'), await decidedMoussa()),
  ],
  ['candidate-service', 'getApplicationHistory', 401, () => get(history('CAND-2025-00142'), '')],
  ['candidate-service', 'getApplicationHistory', 404, () => get(history('CAND-2025-00157'))],
  [
    'candidate-service',
    'getStaffApplicationHistory',
    200,
    async () => {
      await decidedMoussa();
      return get(staffHistory('CAND-2025-00157'), await tokenOf('admin@example.org'));
    },
  ],
  ['candidate-service', 'getStaffApplicationHistory', 401, () => get(staffHistory('CAND-2025-00157'), '')],
  [
    'candidate-service',
    'getStaffApplicationHistory',
    403,
    async () => get(staffHistory('CAND-2025-00157'), await tokenOf('coran@example.org')),
  ],
  [
    'candidate-service',
    'getStaffApplicationHistory',
    404,
    async () => get(staffHistory('CAND-0000-00000'), await tokenOf('admin@example.org')),
  ],
  [
    'candidate-service',
    'listStaffApplications',
    200,
    async () =>
      get(
        `${cs}/Staff/applications/universite?status=pending&sort=-score&programId=prog-productions-vegetales`,
        await tokenOf('admin@example.org'),
      ),
  ],
  [
    'candidate-service',
    'listStaffApplications',
    200,
    async () => get(`${cs}/Staff/applications/coran?sort=lastName`, await tokenOf('coran@example.org')),
  ],
  [
    'candidate-service',
    'getStaffApplicationFile',
    200,
    async () => get(`${cs}/Staff/applications/CAND-2025-00142/file`, await tokenOf('admin@example.org')),
  ],
  [
    'candidate-service',
    'getStaffApplicationFile',
    200,
    async () => {
      await decidedMoussa();
      return get(`${cs}/Staff/applications/CAND-2025-00157/file`, await tokenOf('pedagogie@example.org'));
    },
  ],
  [
    'candidate-service',
    'getStaffApplicationFile',
    403,
    async () => get(`${cs}/Staff/applications/CAND-2025-00142/file`, await tokenOf('majalis@example.org')),
  ],
  [
    'candidate-service',
    'getStaffApplicationFile',
    404,
    async () => get(`${cs}/Staff/applications/CAND-0000-00000/file`, await tokenOf('admin@example.org')),
  ],
  [
    'candidate-service',
    'listStaffPrograms',
    200,
    async () => get(`${cs}/Staff/programs/majalis`, await tokenOf('majalis@example.org')),
  ],
  ['candidate-service', 'listStaffPrograms', 401, () => get(`${cs}/Staff/programs/majalis`, '')],
  // The export's 200 is a CSV file, checked in staff-export.test.ts; its refusals are the envelope.
  [
    'candidate-service',
    'exportStaffApplications',
    401,
    () => get(`${cs}/Staff/applications/coran/export`, ''),
  ],
  [
    'candidate-service',
    'exportStaffApplications',
    403,
    async () => get(`${cs}/Staff/applications/coran/export`, await tokenOf('majalis@example.org')),
  ],
  [
    'candidate-service',
    'listStaffPrograms',
    403,
    async () => get(`${cs}/Staff/programs/majalis`, await tokenOf('coran@example.org')),
  ],
  [
    'auth-service',
    'verifyEmail',
    200,
    () =>
      verifyEmail(
        sandbox.url,
        ACCOUNT_IDS.nonverifie,
        verificationToken(sandbox, { id: ACCOUNT_IDS.nonverifie, email: 'candidat.nonverifie@example.org' }),
      ),
  ],
  [
    'auth-service',
    'verifyEmail',
    404,
    () => {
      // A valid link whose account is gone.
      const gone = ACCOUNT_IDS.nonverifie.replace('2c9f', '0000');
      return verifyEmail(
        sandbox.url,
        gone,
        verificationToken(sandbox, { id: gone, email: 'parti@example.org' }),
      );
    },
  ],
  [
    'auth-service',
    'verifyEmail',
    400,
    () => verifyEmail(sandbox.url, ACCOUNT_IDS.nonverifie, 'pas-un-jeton'),
  ],
  [
    'auth-service',
    'requestPasswordReset',
    200,
    () =>
      postJson(`${sandbox.url}/api/auth/reset-password/request`, { email: 'candidat.unique@example.org' }),
  ],
  [
    'auth-service',
    'requestPasswordReset',
    200,
    () => postJson(`${sandbox.url}/api/auth/reset-password/request`, { email: 'personne@example.org' }),
  ],
  [
    'auth-service',
    'confirmPasswordReset',
    400,
    () =>
      postJson(`${sandbox.url}/api/auth/reset-password/confirm`, { userId: 'x', newPassword: 'Valide#2026' }),
  ],
  [
    'identity',
    'token',
    200,
    () =>
      postToken(sandbox.url, {
        grant_type: 'password',
        client_id: CLIENT_ID,
        username: 'candidat.unique@example.org',
        password: DEMO_PASSWORD,
      }),
  ],
  [
    'identity',
    'token',
    401,
    () =>
      postToken(sandbox.url, {
        grant_type: 'password',
        client_id: CLIENT_ID,
        username: 'candidat.unique@example.org',
        password: 'faux',
      }),
  ],
  ['identity', 'token', 400, () => postToken(sandbox.url, { client_id: CLIENT_ID })],
  ['identity', 'certs', 200, () => fetch(`${sandbox.url}/realms/admission/protocol/openid-connect/certs`)],
  [
    'identity',
    'openidConfiguration',
    200,
    () => fetch(`${sandbox.url}/realms/admission/.well-known/openid-configuration`),
  ],
  [
    'candidate-service',
    'decideStaffApplications',
    200,
    async () => bulkDecide('admin@example.org', { decision: 'accepted', items: await bulkItems() }),
  ],
  [
    'candidate-service',
    'decideStaffApplications',
    409,
    async () =>
      bulkDecide('admin@example.org', {
        decision: 'rejected',
        items: [
          ...(await bulkItems()).map((item) => ({ ...item, version: item.version + 1 })),
          { candidateId: 'X', version: 1 },
        ],
      }),
  ],
  [
    'candidate-service',
    'decideStaffApplications',
    400,
    () => bulkDecide('admin@example.org', { decision: 'accepted', items: [] }),
  ],
  [
    'candidate-service',
    'decideStaffApplications',
    403,
    async () => bulkDecide('coran@example.org', { decision: 'accepted', items: await bulkItems() }),
  ],
  [
    'candidate-service',
    'setStaffProgramCapacity',
    200,
    () => staffSend('PUT', `${tajwid}/capacity`, 'admin@example.org', { places: 2, waitlistPlaces: 1 }),
  ],
  [
    'candidate-service',
    'setStaffProgramCapacity',
    400,
    () => staffSend('PUT', `${tajwid}/capacity`, 'admin@example.org', { places: -1, waitlistPlaces: 1 }),
  ],
  [
    'candidate-service',
    'setStaffProgramCapacity',
    403,
    () => staffSend('PUT', `${tajwid}/capacity`, 'coran@example.org', { places: 2, waitlistPlaces: 1 }),
  ],
  [
    'candidate-service',
    'setStaffProgramCapacity',
    404,
    () =>
      staffSend('PUT', `${cs}/Staff/programs/majalis/prog-coran-tajwid/capacity`, 'admin@example.org', {
        places: 2,
        waitlistPlaces: 1,
      }),
  ],
  [
    'candidate-service',
    'getStaffSelectionProposal',
    200,
    async () => get(`${tajwid}/selection-proposal`, await tokenOf('coran@example.org')),
  ],
  [
    'candidate-service',
    'getStaffSelectionProposal',
    200,
    async () =>
      get(
        `${cs}/Staff/programs/majalis/prog-majalis-fiqh/selection-proposal`,
        await tokenOf('majalis@example.org'),
      ),
  ],
  [
    'candidate-service',
    'getStaffSelectionProposal',
    403,
    async () => get(`${tajwid}/selection-proposal`, await tokenOf('majalis@example.org')),
  ],
  [
    'candidate-service',
    'getStaffSelectionProposal',
    404,
    async () =>
      get(
        `${cs}/Staff/programs/coran/prog-sociologie/selection-proposal`,
        await tokenOf('admin@example.org'),
      ),
  ],
  ['candidate-service', 'applyStaffSelection', 200, selectTajwid],
  [
    'candidate-service',
    'applyStaffSelection',
    409,
    () =>
      staffSend('POST', `${tajwid}/selection`, 'coran@example.org', {
        basis: 'inconnue',
        excluded: [],
        included: [],
        accepted: [{ candidateId: 'CAND-2025-00333', version: 1 }],
        waitlist: [],
      }),
  ],
  [
    'candidate-service',
    'applyStaffSelection',
    400,
    () =>
      staffSend('POST', `${tajwid}/selection`, 'coran@example.org', {
        basis: 'b',
        excluded: [],
        included: [],
        accepted: [],
        waitlist: [],
      }),
  ],
  [
    'candidate-service',
    'applyStaffSelection',
    403,
    () => staffSend('POST', `${tajwid}/selection`, 'majalis@example.org', {}),
  ],
  [
    'candidate-service',
    'listStaffApplications',
    200,
    async () => get(`${cs}/Staff/applications/coran?status=waitlisted`, await tokenOf('admin@example.org')),
  ],
];

describe('responses match openapi/', () => {
  it.each(calls)('%s %s %i', async (api, operation, status, request) => {
    const backend = await loadApi(api);
    const response = await request();
    expect(response.status).toBe(status);
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    const result = backend.validateResponse(body, operation, status);
    expect(result.errors ?? []).toEqual([]);
    const headers = backend.validateResponseHeaders(Object.fromEntries(response.headers), operation, {
      statusCode: status,
    });
    expect(headers.errors ?? []).toEqual([]);
  });

  it('notices a response that breaks the contract (the check can fail)', async () => {
    const backend = await loadApi('candidate-service');
    const broken = backend.validateResponse(
      { isSuccess: true, data: [{ candidateId: 'x' }] },
      'getApplicationsByAccount',
      200,
    );
    expect(broken.errors?.length).toBeGreaterThan(0);
    const unknownKind = backend.validateResponse(
      { isSuccess: true, data: [{ kind: 'reviewed', at: '2026-11-26T14:05:00.000Z' }], message: null },
      'getApplicationHistory',
      200,
    );
    expect(unknownKind.errors?.length).toBeGreaterThan(0);
  });

  it('a password reset confirmed with a mailed token matches too', async () => {
    await postJson(`${sandbox.url}/api/auth/reset-password/request`, {
      email: 'candidat.rejete@example.org',
    });
    const mails = (await (await fetch(`${sandbox.url}/_outbox.json`)).json()) as { link: string }[];
    const resetToken = new URL(mails.at(-1)?.link ?? '').searchParams.get('token');
    const response = await postJson(`${sandbox.url}/api/auth/reset-password/confirm`, {
      userId: resetToken,
      newPassword: 'Valide#2026',
    });
    expect(response.status).toBe(200);
    const backend = await loadApi('auth-service');
    expect(backend.validateResponse(await response.json(), 'confirmPasswordReset', 200).errors ?? []).toEqual(
      [],
    );
  });
});
