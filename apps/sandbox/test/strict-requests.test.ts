// The sandbox takes bad input as strictly as a real service: one reading
// of the query, no 500 for a malformed `%`, bodies read only after the token, role and type checks
// and within limits, proxy headers believed only from a trusted proxy, one form of a document link,
// development routes only when asked for, and reset-request limits a stranger cannot spend for the
// owner. Real servers on loopback; timings are printed, never asserted.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { performance } from 'node:perf_hooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BODY_TIMEOUT_MS as DEFAULT_BODY_TIMEOUT_MS, optionsFromEnv, resolveOptions } from '../src/config';
import { startSandbox, type RunningSandbox } from '../src/server';
import { bearer, login } from './helpers';

/** The body time limit of this file's sandbox: the default (10 s) shortened, the rule unchanged. */
const BODY_TIMEOUT_MS = 2_000;
const STAFF_LIST = '/api/candidate-service/Staff/applications/universite';
const DECISIONS = '/api/candidate-service/Staff/applications/CAND-2025-00157/decisions';
const RESET_REQUEST = '/api/auth/reset-password/request';
const SOUMIS = 'candidat.soumis@example.org';

let sandbox: RunningSandbox;
/** Behind a proxy on 127.0.0.1 (SANDBOX_TRUSTED_PROXY=127.0.0.1): X-Real-IP names the requester. */
let proxied: RunningSandbox;
let staff: string;
let candidate: string;
let clock = Date.now();

beforeAll(async () => {
  sandbox = await startSandbox(0, { devRoutes: true, bodyTimeoutMs: BODY_TIMEOUT_MS });
  proxied = await startSandbox(0, { devRoutes: true, trustedProxies: ['127.0.0.1'], now: () => clock });
  staff = (await login(sandbox.url, 'admin@example.org')).access_token;
  candidate = (await login(sandbox.url, SOUMIS)).access_token;
});
afterAll(async () => {
  await Promise.all([sandbox.close(), proxied.close()]);
});
beforeEach(async () => {
  clock = Date.now();
  await fetch(`${sandbox.url}/_sandbox/reset`, { method: 'POST' });
  await fetch(`${proxied.url}/_sandbox/reset`, { method: 'POST' });
});

async function envelope(response: Response) {
  return { status: response.status, ...((await response.json()) as { isSuccess: boolean; message: string }) };
}

describe('one reading of the query, no 500 for a malformed %', () => {
  it('refuses a repeated parameter with a 400 in the envelope, whichever value comes first', async () => {
    for (const query of ['?pageSize=1e9&pageSize=20', '?pageSize=20&pageSize=1e9', '?page=1&page=1']) {
      const answer = await envelope(
        await fetch(`${sandbox.url}${STAFF_LIST}${query}`, { headers: bearer(staff) }),
      );
      expect(answer, query).toMatchObject({ status: 400, isSuccess: false });
      expect(answer.message).toMatch(
        /^Requête invalide\u00a0: le paramètre «\u00a0page(Size)?\u00a0» est donné plusieurs fois\.$/,
      );
    }
  });

  it('gives the handler the value the contract checked', async () => {
    const page = (await (
      await fetch(`${sandbox.url}${STAFF_LIST}?pageSize=5&search=%C3%A9`, { headers: bearer(staff) })
    ).json()) as { data: { pageSize: number; items: unknown[] } };
    expect(page.data.pageSize).toBe(5);
    // Encoded the other way (`+` is a space), still one parameter each.
    const spaced = await fetch(`${sandbox.url}${STAFF_LIST}?search=Aminata+Diop`, { headers: bearer(staff) });
    const body = (await spaced.json()) as { data: { items: { firstName: string; lastName: string }[] } };
    expect(body.data.items.length).toBeGreaterThan(0);
    for (const item of body.data.items) expect(`${item.firstName} ${item.lastName}`).toBe('Aminata Diop');
    const tooBig = await fetch(`${sandbox.url}${STAFF_LIST}?pageSize=1e9`, { headers: bearer(staff) });
    expect(tooBig.status).toBe(400);
  });

  it('answers 400, never 500, to a malformed % in a path or a query', async () => {
    const targets = [
      ['GET', '/api/candidate-service/Candidate/application-details/%'],
      ['GET', '/api/candidate-service/Candidate/application-details/%zz'],
      ['GET', '/api/candidate-service/SelectionCriteria/eligible-programs-with-group-detection/%E0%A4%A'],
      ['GET', '/api/candidate-service/Candidate/receipts/%'],
      ['POST', '/api/auth/users/%/verify-email'],
      ['GET', `${STAFF_LIST}?search=%`],
      ['GET', `${STAFF_LIST}?search=100%25&status=%G0`],
      ['GET', `${STAFF_LIST}?%=1`],
      ['GET', '/_documents/cin-%.pdf?expires=1&signature=x'],
    ] as const;
    for (const [method, target] of targets) {
      const response = await fetch(`${sandbox.url}${target}`, {
        method,
        headers: { ...bearer(staff), 'Content-Type': 'application/json' },
        ...(method === 'POST' ? { body: '{"token":"x"}' } : {}),
      });
      const answer = await envelope(response);
      expect(answer.status, target).toBe(400);
      expect(answer.message, target).toMatch(/encodage «\u00a0%\u00a0» incorrect/);
    }
  });
});

/** A raw HTTP/1.1 request whose body arrives slowly (or never): the answer's status line, and when. */
function slowBody(url: string, path: string, token: string, sent: string, declared: number) {
  const { port } = new URL(url);
  return new Promise<{ status: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const socket = connect(Number(port), '127.0.0.1', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: application/json\r\nContent-Length: ${declared}\r\n\r\n${sent}`,
      );
    });
    let answer = '';
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString('latin1');
      if (answer.includes('\r\n')) {
        resolve({ status: answer.split('\r\n')[0] ?? '', ms: performance.now() - started });
        socket.destroy();
      }
    });
    socket.on('error', reject);
    socket.on('close', () =>
      resolve({ status: answer.split('\r\n')[0] ?? '(closed)', ms: performance.now() - started }),
    );
  });
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return `p50 ${at(0.5).toFixed(1)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(1)} ms over ${sorted.length}`;
}

/**
 * A POST on its own connection (node:http, no keep-alive), the body written in 64 kB chunks until
 * the answer comes: a server that answers before reading, and closes, is not a client error here.
 * `body` null: 8 MB sent chunked, without a length. Gives the status, the JSON body and what was sent.
 */
function post(
  url: string,
  headers: Record<string, string>,
  body: string | null,
): Promise<{ status: number; json: { isSuccess?: boolean; message?: string }; sent: number }> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = httpRequest(url, { method: 'POST', agent: false, headers }, (response) => {
      answered = true;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => {
        let json = {};
        try {
          json = JSON.parse(text) as object;
        } catch {
          // not JSON
        }
        resolve({ status: response.statusCode ?? 0, json, sent });
      });
    });
    request.on('error', (error) => {
      if (!answered) reject(error);
    });
    const data = body === null ? null : Buffer.from(body);
    if (data) request.setHeader('Content-Length', data.length);
    const total = data ? data.length : 8 * 1024 * 1024;
    const chunk = 64 * 1024;
    const write = () => {
      while (!answered && sent < total && !request.destroyed) {
        const piece = data ? data.subarray(sent, sent + chunk) : Buffer.alloc(chunk, 0x20);
        sent += piece.length;
        if (!request.write(piece)) {
          request.once('drain', write);
          return;
        }
      }
      if (sent >= total && !request.destroyed) request.end();
    };
    write();
  });
}

describe('bodies: the token, the role and the type first, then a small body in a short time', () => {
  const decide = (token: string, body: string | null, type = 'application/json') =>
    post(`${sandbox.url}${DECISIONS}`, { ...bearer(token), 'Content-Type': type }, body);
  const huge = JSON.stringify({ decision: 'accepted', version: 1, reason: 'x'.repeat(800_000) });

  it('refuses a candidate’s decision (403) before its body: whatever its size or type', async () => {
    for (const [body, type] of [
      [huge, 'application/json'],
      ['pas du JSON', 'text/plain'],
      [null, 'application/json'],
    ] as const) {
      const answer = await decide(candidate, body, type);
      expect(answer.status).toBe(403);
      expect(answer.json.isSuccess).toBe(false);
    }
  });

  it('answers a reviewer’s oversized body 413 with the limit in words, declared or streamed', async () => {
    const TOO_LARGE = {
      isSuccess: false,
      message: 'Requête trop volumineuse\u00a0: le corps de la requête ne doit pas dépasser 16\u00a0Ko.',
    };
    const declared = await decide(staff, huge);
    expect(declared).toMatchObject({ status: 413, json: TOO_LARGE });
    // Chunked (no Content-Length): cut once it passes the limit, not read to its end.
    const streamed = await decide(staff, null);
    expect(streamed).toMatchObject({ status: 413, json: TOO_LARGE });
    expect(streamed.sent).toBeLessThan(8 * 1024 * 1024);
    // A body within the limit is still read: a wrong type is the usual 400.
    expect((await decide(staff, '{}', 'text/plain')).status).toBe(400);
  });

  it('refuses oversized bodies on the auth API and the choices form too', async () => {
    const reset = await fetch(`${sandbox.url}${RESET_REQUEST}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `${'a'.repeat(20_000)}@example.org` }),
    });
    expect(await envelope(reset)).toMatchObject({ status: 413, isSuccess: false });
    const form = new FormData();
    form.append('ProgramId', 'x'.repeat(20_000));
    const choices = await fetch(`${sandbox.url}/api/candidate-service/Candidate/update-with-choices`, {
      method: 'PUT',
      headers: bearer(candidate),
      body: form,
    });
    expect(await envelope(choices)).toMatchObject({ status: 413, isSuccess: false });
  });

  it(`keeps /health quick while candidates send big bodies, and drops a body not arrived in ${BODY_TIMEOUT_MS / 1000} s (408)`, async () => {
    const health = () =>
      new Promise<number>((resolve, reject) => {
        const t0 = performance.now();
        httpRequest(`${sandbox.url}/health`, { agent: false }, (response) => {
          response.resume();
          response.on('end', () => resolve(performance.now() - t0));
        })
          .on('error', reject)
          .end();
      });
    // Eight candidates posting 800 kB decisions at once.
    const samples: number[] = [];
    let done = false;
    const started = performance.now();
    const posts = Promise.all(Array.from({ length: 8 }, () => decide(candidate, huge))).finally(() => {
      done = true;
    });
    while (!done) samples.push(await health());
    expect((await posts).map((answer) => answer.status)).toEqual(Array(8).fill(403));
    console.log(
      `8 × 800 kB decisions from a candidate: all 403 in ${(performance.now() - started).toFixed(0)} ms; /health meanwhile ${stats(samples)}`,
    );

    // Four reviewers whose bodies stop half-way: /health answers meanwhile, they get a 408 at the limit.
    const slow = Array.from({ length: 4 }, () =>
      slowBody(sandbox.url, DECISIONS, staff, '{"decision":"acc', 200),
    );
    const during: number[] = [];
    for (let i = 0; i < 10; i++) {
      during.push(await health());
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const answers = await Promise.all(slow);
    console.log(
      `4 stalled bodies: /health meanwhile ${stats(during)}; they were answered ${answers.map((a) => `${a.status.slice(9, 12)} at ${(a.ms / 1000).toFixed(1)} s`).join(', ')}`,
    );
    for (const answer of answers) {
      expect(answer.status).toBe('HTTP/1.1 408 Request Timeout');
      expect(answer.ms).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
      expect(answer.ms).toBeLessThan(DEFAULT_BODY_TIMEOUT_MS);
    }
    // A sandbox started without the setting waits 10 s, as a real service's proxy commonly does.
    expect(resolveOptions({}).bodyTimeoutMs).toBe(10_000);
  }, 30_000);
});

describe('X-Real-IP and X-Forwarded-For only from SANDBOX_TRUSTED_PROXY', () => {
  const requestFrom = (base: string, email: string, headers: Record<string, string>) =>
    fetch(`${base}${RESET_REQUEST}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ email }),
    });

  it('ignores them from any other caller: 10 requests from loopback, whatever they claim, then 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const claim = { 'X-Real-IP': `192.0.2.${i + 1}`, 'X-Forwarded-For': `198.51.100.${i + 1}` };
      statuses.push((await requestFrom(sandbox.url, `personne${i}@example.org`, claim)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('believes the trusted proxy: X-Real-IP, else the last X-Forwarded-For address it appended', async () => {
    const fill = async (headers: Record<string, string>) => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++)
        statuses.push(
          (await requestFrom(proxied.url, `p${i}-${JSON.stringify(headers).length}@example.org`, headers))
            .status,
        );
      return statuses;
    };
    expect(await fill({ 'X-Real-IP': '192.0.2.1' })).toEqual([...Array(10).fill(200), 429]);
    // Another client behind the same proxy has its own allowance.
    expect((await requestFrom(proxied.url, 'autre@example.org', { 'X-Real-IP': '192.0.2.2' })).status).toBe(
      200,
    );
    // Without X-Real-IP: the proxy's own entry (the last), not what the client wrote before it.
    expect(await fill({ 'X-Forwarded-For': '192.0.2.2, 203.0.113.7' })).toEqual([
      ...Array(10).fill(200),
      429,
    ]);
    expect(
      (await requestFrom(proxied.url, 'x@example.org', { 'X-Forwarded-For': '203.0.113.7, 192.0.2.3' }))
        .status,
    ).toBe(200);
    // A header that is no address names nobody: the proxy's own address is the requester.
    expect(await fill({ 'X-Real-IP': 'pas-une-adresse' })).toEqual([...Array(10).fill(200), 429]);
    expect((await requestFrom(proxied.url, 'y@example.org', {})).status).toBe(429);
  });

  it('reads SANDBOX_TRUSTED_PROXY as addresses separated by commas, and refuses anything else', () => {
    expect(resolveOptions(optionsFromEnv({})).trustedProxies).toEqual([]);
    expect(
      resolveOptions(optionsFromEnv({ SANDBOX_TRUSTED_PROXY: '127.0.0.1, ::1,::ffff:10.0.0.2' }))
        .trustedProxies,
    ).toEqual(['127.0.0.1', '::1', '10.0.0.2']);
    expect(() => resolveOptions(optionsFromEnv({ SANDBOX_TRUSTED_PROXY: 'localhost' }))).toThrow(
      'SANDBOX_TRUSTED_PROXY takes IP addresses separated by commas, got "localhost"',
    );
  });
});

describe('document links: one form only', () => {
  it('opens the link as given, and refuses every other spelling of it (404)', async () => {
    const rows = (await (
      await fetch(`${sandbox.url}${STAFF_LIST}?search=Diop`, { headers: bearer(staff) })
    ).json()) as {
      data: { items: { documents: { url: string }[] }[] };
    };
    const link = rows.data.items.find((row) => row.documents.length > 0)?.documents[0]?.url ?? '';
    expect(link).toMatch(/\/_documents\/(cin|autre)-CAND-2025-\d+\.pdf\?expires=\d+&signature=[\w-]{43}$/);
    expect((await fetch(link)).status).toBe(200);
    const url = new URL(link);
    const expires = url.searchParams.get('expires') ?? '';
    const signature = url.searchParams.get('signature') ?? '';
    const base = `${url.origin}${url.pathname}`;
    const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // The last character carries 4 bits of the MAC and 2 unused ones: flipping an unused bit decodes
    // to the same bytes, and was accepted until the signature was compared as text.
    const last = ALPHABET.indexOf(signature.at(-1) ?? 'A');
    const sameBytes = `${signature.slice(0, -1)}${ALPHABET[last ^ 1]}`;
    expect(Buffer.from(sameBytes, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
    const swapped = signature.replace(/[a-z]/, (letter) => letter.toUpperCase());
    const standard = Buffer.from(signature, 'base64url').toString('base64');
    const variants = {
      'unused bits': `${base}?expires=${expires}&signature=${sameBytes}`,
      case: `${base}?expires=${expires}&signature=${swapped}`,
      padding: `${base}?expires=${expires}&signature=${signature}=`,
      'standard base64': `${base}?expires=${expires}&signature=${encodeURIComponent(standard)}`,
      'extra parameter': `${link}&x=1`,
      'trailing &': `${link}&`,
      'order swapped': `${base}?signature=${signature}&expires=${expires}`,
      'leading zero': `${base}?expires=0${expires}&signature=${signature}`,
      'signature twice': `${link}&signature=${signature}`,
      'encoded name': `${base}?%65xpires=${expires}&signature=${signature}`,
      'encoded path': `${base.replace('CAND', '%43AND')}?expires=${expires}&signature=${signature}`,
    };
    for (const [name, variant] of Object.entries(variants)) {
      expect((await fetch(variant)).status, name).toBe(404);
    }
    expect((await fetch(link)).status).toBe(200);
  });
});

describe('development routes only when asked for', () => {
  const DEV_ROUTES = [
    ['POST', '/_sandbox/reset'],
    ['GET', '/_sandbox/faults'],
    ['POST', '/_sandbox/faults'],
    ['DELETE', '/_sandbox/faults'],
    ['GET', '/_sandbox/config'],
    ['POST', '/_sandbox/config'],
    ['GET', '/_outbox'],
    ['GET', '/_outbox.json'],
  ] as const;
  const statuses = (base: string) =>
    Promise.all(
      DEV_ROUTES.map(async ([method, path]) => {
        const response = await fetch(`${base}${path}`, {
          method,
          headers: { 'Content-Type': 'application/json' },
          ...(method === 'POST' ? { body: '{"bruteForce":{"enabled":false}}' } : {}),
        });
        return response.status;
      }),
    );

  it('answers none of them (404) without the flag, while the signed documents still open', async () => {
    const plain = await startSandbox(0);
    try {
      expect(await statuses(plain.url)).toEqual(Array(DEV_ROUTES.length).fill(404));
      expect(await (await fetch(`${plain.url}/`)).text()).not.toContain('_outbox');
      // The brute-force protection stayed on: the settings route did not exist.
      expect(plain.sandbox.state.bruteForce.settings.enabled).toBe(true);
      const token = (await login(plain.url, 'admin@example.org')).access_token;
      const rows = (await (await fetch(`${plain.url}${STAFF_LIST}`, { headers: bearer(token) })).json()) as {
        data: { items: { documents: { url: string }[] }[] };
      };
      const link = rows.data.items.find((row) => row.documents.length > 0)?.documents[0]?.url ?? '';
      expect((await fetch(link)).status).toBe(200);
    } finally {
      await plain.close();
    }
    expect(await statuses(sandbox.url)).not.toContain(404);
    expect(await (await fetch(`${sandbox.url}/`)).text()).toContain('href="/_outbox"');
  });

  it('in Keycloak mode, not even with 1: only with SANDBOX_DEV_ROUTES=keycloak', async () => {
    const keycloakUrl = 'http://127.0.0.1:9'; // never reached by these routes
    const asked = await startSandbox(0, { keycloakUrl, devRoutes: true });
    const named = await startSandbox(0, { keycloakUrl, devRoutes: 'keycloak' });
    try {
      expect(await statuses(asked.url)).toEqual(Array(DEV_ROUTES.length).fill(404));
      expect(await statuses(named.url)).not.toContain(404);
    } finally {
      await Promise.all([asked.close(), named.close()]);
    }
  });

  it('reads SANDBOX_DEV_ROUTES: unset, empty or 0 off, 1, keycloak, nothing else', () => {
    const resolved = (env: Record<string, string>) => resolveOptions(optionsFromEnv(env)).devRoutes;
    expect(resolved({})).toBe(false);
    expect(resolved({ SANDBOX_DEV_ROUTES: '' })).toBe(false);
    expect(resolved({ SANDBOX_DEV_ROUTES: '0' })).toBe(false);
    expect(resolved({ SANDBOX_DEV_ROUTES: '1' })).toBe(true);
    const keycloak = { SANDBOX_KEYCLOAK_URL: 'http://127.0.0.1:8180' };
    expect(resolved({ ...keycloak, SANDBOX_DEV_ROUTES: '1' })).toBe(false);
    expect(resolved({ ...keycloak, SANDBOX_DEV_ROUTES: 'keycloak' })).toBe(true);
    expect(() => optionsFromEnv({ SANDBOX_DEV_ROUTES: 'yes' })).toThrow(
      'SANDBOX_DEV_ROUTES takes 1, keycloak or 0, got "yes"',
    );
  });
});

describe('reset requests: a stranger cannot spend the owner’s allowance', () => {
  const resetFrom = (ip: string, email = SOUMIS) =>
    fetch(`${proxied.url}${RESET_REQUEST}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Real-IP': ip },
      body: JSON.stringify({ email }),
    });
  const resetMails = async () =>
    ((await (await fetch(`${proxied.url}/_outbox.json`)).json()) as { to: string; kind: string }[]).filter(
      (mail) => mail.kind === 'reset-password' && mail.to === SOUMIS,
    ).length;

  it('3 per address for each requester: the stranger is refused, the owner still gets links', async () => {
    const stranger: number[] = [];
    for (let i = 0; i < 6; i++) stranger.push((await resetFrom('203.0.113.66')).status);
    expect(stranger).toEqual([200, 200, 200, 429, 429, 429]);
    const owner: number[] = [];
    for (let i = 0; i < 4; i++) owner.push((await resetFrom('192.0.2.10')).status);
    expect(owner).toEqual([200, 200, 200, 429]);
    const refused = await resetFrom('192.0.2.10');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await resetMails()).toBe(6);
    // The window passes: the owner may ask again.
    clock += 15 * 60_000 + 1;
    expect((await resetFrom('192.0.2.10')).status).toBe(200);
  });

  it('a refused request counts nowhere, and 20 per address whoever asks bounds a mailbox', async () => {
    // The stranger's refused requests did not spend their per-requester allowance (10).
    for (let i = 0; i < 5; i++) await resetFrom('203.0.113.66');
    const others: number[] = [];
    for (let i = 0; i < 8; i++)
      others.push((await resetFrom('203.0.113.66', `personne${i}@example.org`)).status);
    expect(others).toEqual([...Array(7).fill(200), 429]);
    // Seven requesters, three each: the twentieth mail is the last the address receives in the window.
    await fetch(`${proxied.url}/_sandbox/reset`, { method: 'POST' });
    const all: number[] = [];
    for (let requester = 1; requester <= 7; requester++)
      for (let i = 0; i < 3; i++) all.push((await resetFrom(`198.51.100.${requester}`)).status);
    expect(all.filter((status) => status === 200)).toHaveLength(20);
    expect(all.at(-1)).toBe(429);
    expect(await resetMails()).toBe(20);
  });

  it('the verification e-mail’s resend follows the same rule', async () => {
    const resend = (ip: string) =>
      fetch(`${proxied.url}/api/auth/verify-email/resend`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Real-IP': ip },
        body: JSON.stringify({ email: 'candidat.nonverifie@example.org' }),
      });
    const stranger: number[] = [];
    for (let i = 0; i < 4; i++) stranger.push((await resend('203.0.113.66')).status);
    expect(stranger).toEqual([200, 200, 200, 429]);
    expect((await resend('192.0.2.10')).status).toBe(200);
  });
});
