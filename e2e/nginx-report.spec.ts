// Runs after every journey of the `nginx` project: the browsers' CSP reports (report-uri) that nginx
// logged must be none, and the token endpoint's rate limit must answer 429. Then a report of its own
// is logged whole, and a flood of reports is limited.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

const HTTPS_PORT = Number(process.env.E2E_NGINX_PORT ?? 18443);
const SANDBOX_PORT = Number(process.env.E2E_SANDBOX_PORT ?? 18080);
const prefix = process.env.E2E_NGINX_PREFIX ?? join(process.cwd(), 'test-results', `nginx-${HTTPS_PORT}`);

/** The token endpoint's limit in deploy/nginx.conf: guesses per second and the burst. */
function tokenLimit(): { rate: number; burst: number } {
  const conf = readFileSync(join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
  const rate = /zone=admission_token:\S+ rate=(\d+)r\/m;/.exec(conf);
  const burst = /limit_req zone=admission_token burst=(\d+)/.exec(conf);
  if (!rate || !burst) throw new Error('deploy/nginx.conf: no admission_token limit found');
  return { rate: Number(rate[1]) / 60, burst: Number(burst[1]) };
}

test('no CSP violation was reported over all the journeys through nginx', () => {
  const log = join(prefix, 'logs', 'csp-report.log');
  const reports = existsSync(log) ? readFileSync(log, 'utf8').trim() : '';
  const count = reports ? reports.split('\n').length : 0;
  console.log(`CSP violations reported through nginx: ${count}`);
  expect(reports).toBe('');
});

test('password guesses are limited per address (429 past the burst); refreshes keep a limit of their own', async ({
  request,
}) => {
  const url = '/realms/admission/protocol/openid-connect/token';
  const guess = (i: number, extra: Record<string, string> = {}) =>
    request.post(url, {
      form: {
        grant_type: 'password',
        client_id: 'auth-service',
        username: `personne${i}@example.org`,
        password: 'x',
        ...extra,
      },
    });
  const statuses: number[] = [];
  /** Each answer's Retry-After headers (all of them: one is expected on a 429, none otherwise). */
  const retryAfters: string[][] = [];
  const started = Date.now();
  for (let i = 0; i < 100; i++) {
    const answer = await guess(i);
    statuses.push(answer.status());
    retryAfters.push(
      answer
        .headersArray()
        .filter(({ name }) => name.toLowerCase() === 'retry-after')
        .map(({ value }) => value),
    );
  }
  const seconds = (Date.now() - started) / 1000;
  const limited = statuses.filter((status) => status === 429).length;
  // nginx's leaky bucket: the burst, then one more guess per 1/rate seconds, whatever the pace. Not
  // « the last guess is 429 »: a slow machine's guesses came 0.24 s apart, and one in four found a
  // place freed meanwhile (a clean clone's run answered its last one 401).
  const { rate, burst } = tokenLimit();
  const allowed = burst + 1 + Math.ceil(seconds * rate);
  console.log(
    `token endpoint: ${statuses.length} password guesses in ${seconds.toFixed(1)} s, ${limited} answered 429 (at most ${allowed} may pass: burst ${burst}, ${rate * 60}/min)`,
  );
  expect(limited).toBeGreaterThan(0);
  expect(statuses.length - limited).toBeLessThanOrEqual(allowed);
  // Its 429 says when to come back (« Forte affluence », docs/behaviour.md): 10 s, once; a refused
  // password says nothing of the kind.
  statuses.forEach((status, i) =>
    expect(retryAfters[i], `answer ${i}, ${status}`).toEqual(status === 429 ? ['10'] : []),
  );

  // The same address's refreshes still reach the identity provider (deploy/README.md, « Security »:
  // before, a cybercafé's guesses made its candidates' refreshes answer 429): a refresh with a real
  // refresh token works.
  const signIn = await request.post(`http://127.0.0.1:${SANDBOX_PORT}${url}`, {
    form: {
      grant_type: 'password',
      client_id: 'auth-service',
      username: 'candidat.soumis@example.org',
      password: DEMO_PASSWORD,
    },
  });
  expect(signIn.status()).toBe(200);
  const { refresh_token } = (await signIn.json()) as { refresh_token: string };
  const refreshed = await request.post(url, {
    form: { grant_type: 'refresh_token', client_id: 'auth-service', refresh_token },
  });
  expect(refreshed.status()).toBe(200);
  // A guess cannot pass for a refresh: a body whose grant_type is doubled, or a refresh's fields
  // around a password grant, gets the guesses' limit. The sign-ins' bucket refills one a second,
  // so by now a request or two may get through: ten in a row tell the limits apart (the refreshes'
  // burst of 120 would answer none of them 429).
  const tenTimes = async (send: () => Promise<{ status(): number }>) => {
    const answered: number[] = [];
    for (let i = 0; i < 10; i++) answered.push((await send()).status());
    return answered.filter((status) => status === 429).length;
  };
  const doubled = () =>
    request.post(url, {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      data: 'grant_type=refresh_token&grant_type=password&client_id=auth-service&username=personne@example.org&password=x',
    });
  expect(await tenTimes(doubled)).toBeGreaterThanOrEqual(7);
  expect(await tenTimes(() => guess(0, { refresh_token: 'x' }))).toBeGreaterThanOrEqual(7);
});

test('an overwhelmed identity provider’s 503 says when to come back: nginx’s 10 s when it names no time, its own otherwise, once', async ({
  request,
}) => {
  const url = '/realms/admission/protocol/openid-connect/token';
  const sandbox = `http://127.0.0.1:${SANDBOX_PORT}`;
  // A refresh grant: the password guesses above spent the sign-ins' bucket of this address.
  const refresh = () =>
    request.post(url, {
      form: { grant_type: 'refresh_token', client_id: 'auth-service', refresh_token: 'x' },
    });
  const retryAfter = (answer: { headersArray(): { name: string; value: string }[] }) =>
    answer
      .headersArray()
      .filter(({ name }) => name.toLowerCase() === 'retry-after')
      .map(({ value }) => value);
  try {
    for (const [given, expected] of [
      [null, ['10']],
      ['7', ['7']],
    ] as const) {
      const injected = await request.post(`${sandbox}/_sandbox/faults`, {
        data: { operation: 'token', kind: 'status503', retryAfter: given, times: 1 },
      });
      expect(injected.ok()).toBe(true);
      const answer = await refresh();
      expect(answer.status()).toBe(503);
      expect(retryAfter(answer)).toEqual(expected);
    }
    // A refusal that is not about load carries none.
    const refused = await refresh();
    expect(refused.status()).toBe(400);
    expect(retryAfter(refused)).toEqual([]);
  } finally {
    await request.delete(`${sandbox}/_sandbox/faults`);
  }
});

test('a CSP report is logged with its body, one JSON line; a flood of reports is limited', async ({
  request,
}) => {
  const log = join(prefix, 'logs', 'csp-report.log');
  const marker = `test-${Date.now()}`;
  const sent = await request.post('/csp-report', {
    headers: { 'Content-Type': 'application/csp-report' },
    data: JSON.stringify({
      'csp-report': { 'document-uri': `https://example.test/${marker}`, 'violated-directive': 'script-src' },
    }),
  });
  expect(sent.status()).toBe(204);
  const lines = readFileSync(log, 'utf8').trim().split('\n');
  const entry = JSON.parse(lines.at(-1) ?? '{}') as { report?: string; address?: string };
  expect(entry.address).toBe('127.0.0.1');
  expect(JSON.parse(entry.report ?? '{}')).toMatchObject({
    'csp-report': { 'violated-directive': 'script-src' },
  });
  expect(entry.report).toContain(marker);

  expect((await request.get('/csp-report')).status()).toBe(403);
  const statuses: number[] = [];
  for (let i = 0; i < 40; i++) {
    statuses.push((await request.post('/csp-report', { data: '{}' })).status());
  }
  const limited = statuses.filter((status) => status === 429).length;
  console.log(`CSP reports: 40 sent at once, ${limited} answered 429`);
  expect(limited).toBeGreaterThan(0);
});
