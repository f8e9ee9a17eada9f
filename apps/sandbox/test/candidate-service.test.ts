import { SignJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../src/server';
import { ACCOUNT_IDS, decodeJwt, getJson, login } from './helpers';

let sandbox: RunningSandbox;
let clock = Date.now();
let soumisToken: string;
beforeAll(async () => {
  sandbox = await startSandbox(0, { now: () => clock });
  soumisToken = (await login(sandbox.url, 'candidat.soumis@example.org')).access_token;
});
afterAll(() => sandbox.close());
beforeEach(() => {
  clock = Date.now();
});

const api = (path: string) => `${sandbox.url}/api/candidate-service${path}`;
const applicationsOf = (accountId: string) => api(`/Candidate/with-applications-bac/account/${accountId}`);

interface Envelope<T> {
  isSuccess: boolean;
  data?: T;
  message?: string | null;
}
type Application = Record<string, unknown> & { candidateId: string; bacResultId: string; status: string };

describe('bearer verification (401)', () => {
  it('refuses a request without a token, with a bearer challenge and no body', async () => {
    const response = await getJson(applicationsOf(ACCOUNT_IDS.soumis));
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toMatch(/^Bearer realm="admission"/);
    expect(await response.text()).toBe('');
  });

  it('refuses an expired token', async () => {
    clock += 301_000;
    const response = await getJson(applicationsOf(ACCOUNT_IDS.soumis), soumisToken);
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('error="invalid_token"');
  });

  it('refuses a token with a bad signature', async () => {
    const [header, payload] = soumisToken.split('.');
    const { privateKey } = await generateKeyPair('RS256');
    const other = await new SignJWT(decodeJwt(soumisToken))
      .setProtectedHeader({ alg: 'RS256' })
      .sign(privateKey);
    for (const token of [`${header}.${payload}.${other.split('.')[2]}`, other, 'pas-un-jwt']) {
      expect((await getJson(applicationsOf(ACCOUNT_IDS.soumis), token)).status).toBe(401);
    }
  });

  it('refuses a token of another issuer', async () => {
    const elsewhere = await startSandbox(0, { publicUrl: 'http://idp.example.org' });
    try {
      const foreign = (await login(elsewhere.url, 'candidat.soumis@example.org')).access_token;
      expect((await getJson(applicationsOf(ACCOUNT_IDS.soumis), foreign)).status).toBe(401);
    } finally {
      await elsewhere.close();
    }
  });

  it('refuses a refresh token used as a bearer token', async () => {
    const { refresh_token } = await login(sandbox.url, 'candidat.soumis@example.org');
    expect((await getJson(applicationsOf(ACCOUNT_IDS.soumis), refresh_token)).status).toBe(401);
  });

  it('guards every candidate-service call', async () => {
    const paths = [
      '/BacResult/GradesAndCoefs/BAC-2025-S2-118734',
      '/Candidate/application-details/CAND-2025-00142',
      '/SelectionCriteria/eligible-programs-with-group-detection/S2',
    ];
    for (const path of paths) expect((await getJson(api(path))).status).toBe(401);
    const put = await fetch(api('/Candidate/update-with-choices'), { method: 'PUT', body: new FormData() });
    expect(put.status).toBe(401);
  });
});

describe("another account's records (403)", () => {
  it("refuses another account's applications, bac result and details", async () => {
    const paths = [
      `/Candidate/with-applications-bac/account/${ACCOUNT_IDS.unique}`,
      '/BacResult/GradesAndCoefs/BAC-2025-S2-120551',
      '/Candidate/application-details/CAND-2025-00157',
    ];
    for (const path of paths) {
      const response = await getJson(api(path), soumisToken);
      expect(response.status).toBe(403);
      const body = (await response.json()) as Envelope<unknown>;
      expect(body.isSuccess).toBe(false);
      expect(body.message).toMatch(/autre compte/);
    }
  });

  it('refuses staff too: the records are the owner’s only', async () => {
    const admin = (await login(sandbox.url, 'admin@example.org')).access_token;
    expect((await getJson(applicationsOf(ACCOUNT_IDS.soumis), admin)).status).toBe(403);
  });
});

describe('reads', () => {
  it('lists the applications of the account with every field and working document links', async () => {
    const response = await getJson(applicationsOf(ACCOUNT_IDS.soumis), soumisToken);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Envelope<Application[]>;
    expect(body.isSuccess).toBe(true);
    expect(body.data).toHaveLength(1);
    const [application] = body.data ?? [];
    expect(application).toMatchObject({
      candidateId: 'CAND-2025-00142',
      accountId: ACCOUNT_IDS.soumis,
      bacFirstName: 'Aminata',
      bacLastName: 'Diop',
      bacSerie: 'S2',
      applicationType: 'multiple_choice',
      status: 'submitted',
      programGroup: 'Sciences Agronomiques',
    });
    const cin = await fetch(String(application?.cinUrl));
    expect(cin.status).toBe(200);
    expect(cin.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await cin.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('serves a document only by its signed link, until it expires (no guessable URL)', async () => {
    const body = (await (await getJson(applicationsOf(ACCOUNT_IDS.soumis), soumisToken)).json()) as Envelope<
      Application[]
    >;
    const link = new URL(String(body.data?.[0]?.cinUrl));
    expect(link.pathname).toBe('/_documents/cin-CAND-2025-00142.pdf');
    expect(link.searchParams.get('signature')).toMatch(/^[\w-]{43}$/);
    const expires = Number(link.searchParams.get('expires'));
    expect(expires * 1000 - clock).toBeGreaterThan(29 * 60_000);
    expect(expires * 1000 - clock).toBeLessThanOrEqual(30 * 60_000);
    const ok = await fetch(link);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect(ok.headers.get('referrer-policy')).toBe('no-referrer');

    const refused = async (url: string) => {
      const response = await fetch(url);
      expect(response.status, url).toBe(404);
      expect(response.headers.get('content-type')).not.toContain('pdf');
    };
    // The path alone (what was guessable before), a changed end, a signature moved to another
    // candidate's file or kind, a cut signature.
    await refused(`${sandbox.url}${link.pathname}`);
    await refused(link.href.replace(`expires=${expires}`, `expires=${expires + 3600}`));
    await refused(link.href.replace('cin-CAND-2025-00142', 'cin-CAND-2025-00157'));
    await refused(link.href.replace('/cin-', '/autre-'));
    await refused(link.href.slice(0, -2));
    // Past its end the very same link stops working.
    clock = expires * 1000 + 1;
    await refused(link.href);
  });

  it('gives grades above and below 10 with their coefficients', async () => {
    const body = (await (
      await getJson(api('/BacResult/GradesAndCoefs/BAC-2025-S2-118734'), soumisToken)
    ).json()) as Envelope<{
      grades: Record<string, number>;
      coefs: Record<string, number>;
    }>;
    const grades = Object.values(body.data?.grades ?? {});
    expect(grades.some((mark) => mark >= 10)).toBe(true);
    expect(grades.some((mark) => mark < 10)).toBe(true);
    expect(Object.keys(body.data?.coefs ?? {}).sort()).toEqual(Object.keys(body.data?.grades ?? {}).sort());
  });

  it('gives the details with the three ranked specialities', async () => {
    const body = (await (
      await getJson(api('/Candidate/application-details/CAND-2025-00142'), soumisToken)
    ).json()) as Envelope<{
      choices: { programName: string; priority: number }[];
    }>;
    expect(body.data?.choices.map((c) => [c.priority, c.programName])).toEqual([
      [1, 'Productions végétales'],
      [2, 'Agroforesterie'],
      [3, 'Productions animales'],
    ]);
  });

  it('answers 404 for an unknown bac result or application', async () => {
    expect((await getJson(api('/BacResult/GradesAndCoefs/BAC-0000'), soumisToken)).status).toBe(404);
    expect((await getJson(api('/Candidate/application-details/CAND-0000'), soumisToken)).status).toBe(404);
  });

  it('answers 400 for an account id that is not a UUID', async () => {
    const response = await getJson(applicationsOf('pas-un-uuid'), soumisToken);
    expect(response.status).toBe(400);
    const body = (await response.json()) as Envelope<unknown>;
    expect(body.isSuccess).toBe(false);
    expect(body.message).toContain('«\u00a0accountId\u00a0»');
  });

  it('lists eligible programmes with the agronomy group for an S series, without it for L2', async () => {
    const s2 = (await (
      await getJson(api('/SelectionCriteria/eligible-programs-with-group-detection/S2'), soumisToken)
    ).json()) as Envelope<{
      programs: { programId: string }[];
      groupInfo: { groupName: string; programs: { programName: string }[] } | null;
      isMandatoryFullRanking: boolean;
      hasMultipleChoices: boolean;
    }>;
    expect(s2.data?.groupInfo?.groupName).toBe('Sciences Agronomiques');
    expect(s2.data?.groupInfo?.programs.map((p) => p.programName)).toEqual([
      'Productions végétales',
      'Productions animales',
      'Agroforesterie',
    ]);
    expect(s2.data?.programs.length).toBeGreaterThan(3);
    expect(s2.data?.isMandatoryFullRanking).toBe(true);
    const l2 = (await (
      await getJson(api('/SelectionCriteria/eligible-programs-with-group-detection/L2'), soumisToken)
    ).json()) as Envelope<{
      groupInfo: unknown;
      hasMultipleChoices: boolean;
    }>;
    expect(l2.data?.groupInfo).toBeNull();
    expect(l2.data?.hasMultipleChoices).toBe(false);
    expect(
      (await getJson(api('/SelectionCriteria/eligible-programs-with-group-detection/X9'), soumisToken))
        .status,
    ).toBe(404);
  });

  it('seeds the accounts of the issue table', async () => {
    const statuses = async (email: string) => {
      const tokens = await login(sandbox.url, email);
      const body = (await (
        await getJson(applicationsOf(String(decodeJwt(tokens.access_token).sub)), tokens.access_token)
      ).json()) as Envelope<Application[]>;
      return body.data ?? [];
    };
    expect((await statuses('candidat.accepte@example.org')).map((a) => a.status)).toEqual(['approved']);
    const multiple = await statuses('candidat.multiple@example.org');
    expect(multiple.map((a) => a.status).sort()).toEqual(['reviewing', 'waitlisted']);
    expect(new Set(multiple.map((a) => a.submissionDate)).size).toBe(2);
    const rejected = await statuses('candidat.rejete@example.org');
    expect(rejected.map((a) => [a.status, a.cinUrl, a.autreDocUrl])).toEqual([['rejected', null, null]]);
    expect(await statuses('candidat.nouveau@example.org')).toEqual([]);
    const unique = await statuses('candidat.unique@example.org');
    expect(unique.map((a) => [a.applicationType, a.status])).toEqual([['single_choice', 'submitted']]);
  });
});
