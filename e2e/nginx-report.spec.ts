// Runs after every journey of the `nginx` project: the browsers' CSP reports (report-uri) that nginx
// logged must be none, and the token endpoint's rate limit must answer 429. Then a report of its own
// is logged whole, and a flood of reports is limited.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

const HTTPS_PORT = Number(process.env.E2E_NGINX_PORT ?? 18443);
const prefix = process.env.E2E_NGINX_PREFIX ?? join(process.cwd(), 'test-results', `nginx-${HTTPS_PORT}`);

test('no CSP violation was reported over all the journeys through nginx', () => {
  const log = join(prefix, 'logs', 'csp-report.log');
  const reports = existsSync(log) ? readFileSync(log, 'utf8').trim() : '';
  const count = reports ? reports.split('\n').length : 0;
  console.log(`CSP violations reported through nginx: ${count}`);
  expect(reports).toBe('');
});

test('the token endpoint is rate limited per address (429 past the burst)', async ({ request }) => {
  const statuses: number[] = [];
  for (let i = 0; i < 100; i++) {
    const response = await request.post('/realms/admission/protocol/openid-connect/token', {
      form: {
        grant_type: 'password',
        client_id: 'auth-service',
        username: `personne${i}@example.org`,
        password: 'x',
      },
    });
    statuses.push(response.status());
  }
  const limited = statuses.filter((status) => status === 429).length;
  console.log(`token endpoint: ${statuses.length} requests, ${limited} answered 429`);
  expect(limited).toBeGreaterThan(0);
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
