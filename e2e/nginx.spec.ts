// The production server config (deploy/) run by Debian's nginx over HTTPS (project `nginx` only):
// headers, TLS, redirects, the strict CSP over the candidate journeys, sessions that end, forms
// that post, and JavaScript off.
import { readFile } from 'node:fs/promises';
import { connect } from 'node:tls';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_BRUTE_FORCE } from '../apps/sandbox/src/security';
import { ownRefreshProof } from './dpopTheft';
import {
  confirmSeedSelection,
  dataRows,
  logIn,
  nextTokenAnswer,
  resetSandbox,
  SANDBOX_URL,
  SELECTION_PROGRAM,
  staffSignIn,
  watchPageErrors,
} from './support';

const HTTPS_PORT = Number(process.env.E2E_NGINX_PORT ?? 18443);
const HTTP_PORT = HTTPS_PORT + 1;
const TOKEN_PATH = '/realms/admission/protocol/openid-connect/token';

const SECURITY_HEADERS = {
  'strict-transport-security': /^max-age=\d{8,}; includeSubDomains$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^no-referrer$/,
  'permissions-policy': /camera=\(\)/,
  'x-frame-options': /^DENY$/,
};
const CSP_DIRECTIVES = [
  "default-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "connect-src 'self'",
  "require-trusted-types-for 'script'",
  'trusted-types portal-boot portal-sw',
];

/** Every CSP violation of the page, across navigations (event listener plus console, to be sure). */
function watchCsp(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  void page.exposeFunction('__cspViolation', (text: string) => violations.push(text));
  void page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(
        `${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber} ${event.sample}`,
      );
    });
  });
  return violations;
}

test.beforeEach(async ({ request }) => resetSandbox(request));

test('every answer carries the security headers; the CSP has no unsafe-inline', async ({ request }) => {
  for (const path of [
    '/connexion',
    '/admission/candidat/dashboard',
    '/realms/admission/.well-known/openid-configuration',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    const headers = response.headers();
    for (const [name, pattern] of Object.entries(SECURITY_HEADERS))
      expect(headers[name], `${path} ${name}`).toMatch(pattern);
    const csp = headers['content-security-policy'] ?? '';
    for (const directive of CSP_DIRECTIVES) expect(csp, path).toContain(directive);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
    expect(headers.server, 'server_tokens off').toBe('nginx');
  }
  const html = await (await request.get('/connexion')).text();
  const asset = /(\/assets\/[\w.-]+\.js)/.exec(html)?.[1];
  expect(asset).toBeTruthy();
  const cached = await request.get(asset ?? '');
  expect(cached.headers()['cache-control']).toContain('immutable');
  expect(cached.headers()['x-content-type-options']).toBe('nosniff');
  expect(cached.headers()['content-security-policy']).toContain("default-src 'self'");
});

test('Trusted Types: a plain string reaching a DOM sink is refused, the portal’s two policies still boot the app and register its worker', async ({
  page,
}) => {
  const violations = watchCsp(page);
  const errors = watchPageErrors(page);
  // The refusals below are this test's own doing: their reports must not reach nginx's log, which
  // e2e/nginx-report.spec.ts expects empty after every journey. Chromium sends reports in batches,
  // later than the refusal: they stay held back for the whole test (what follows is checked by the
  // page's own securitypolicyviolation events instead).
  await page.route('**/csp-report', (route) => route.abort());
  await page.goto('/connexion');
  // A script injected into the page could not write markup or a script address: the sink throws.
  const refused = await page.evaluate(() => {
    const tries: [string, () => void][] = [
      ['innerHTML', () => document.body.insertAdjacentHTML('beforeend', '<img src=x onerror=alert(1)>')],
      ['script.src', () => (document.createElement('script').src = '/assets/evil.js')],
      [
        'a third policy',
        () =>
          (
            window as unknown as { trustedTypes: { createPolicy: (name: string, rules: object) => unknown } }
          ).trustedTypes.createPolicy('evil', { createScriptURL: (url: string) => url }),
      ],
    ];
    return tries.map(([name, attempt]) => {
      try {
        attempt();
        return `${name}: allowed`;
      } catch (error) {
        return `${name}: ${(error as Error).name}`;
      }
    });
  });
  expect(refused).toEqual(['innerHTML: TypeError', 'script.src: TypeError', 'a third policy: TypeError']);
  // The page reports each refusal in a securitypolicyviolation event, dispatched after the sink
  // threw: wait for all three before forgetting them, or a late one is counted against the boot
  // below (seen once traces stopped slowing each step down).
  await expect
    .poll(() => violations.filter((v) => /^(?:require-trusted-types-for|trusted-types) /.test(v)).length)
    .toBe(3);
  violations.length = 0;
  // The prerendered page's boot loads the app through its policy: the form works, signed in.
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  // Then the offline worker is registered through the other one.
  await expect
    .poll(() =>
      page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL),
    )
    .toMatch(/\/sw\.js$/);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a missing asset is a 404 nobody keeps; personal API answers are never stored', async ({ request }) => {
  const missing = await request.get('/assets/index-00000000.js');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(missing.headers()['x-content-type-options']).toBe('nosniff');

  const token = await request.post(TOKEN_PATH, {
    form: {
      grant_type: 'password',
      client_id: 'auth-service',
      username: 'candidat.soumis@example.org',
      password: 'Admission#2025',
    },
  });
  expect(token.status()).toBe(200);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const sub = (
    JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }
  ).sub;
  const applications = await request.get(
    `/api/candidate-service/Candidate/with-applications-bac/account/${sub}`,
    { headers: { Authorization: `Bearer ${accessToken}` } },
  );
  expect(applications.status()).toBe(200);
  expect(applications.headers()['cache-control']).toBe('no-store');
  expect(applications.headers()['strict-transport-security']).toMatch(
    SECURITY_HEADERS['strict-transport-security'],
  );
  const refused = await request.post('/api/auth/reset-password/request', { data: { email: 'x' } });
  expect(refused.headers()['cache-control']).toBe('no-store');
});

test('the worker and the manifest: sw.js revalidated on every visit, the manifest as application/manifest+json in French', async ({
  request,
}) => {
  const worker = await request.get('/sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toContain('javascript');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.headers()['content-type']).toBe('application/manifest+json');
  expect(manifest.headers()['content-security-policy']).toContain("default-src 'self'");
  const body = (await manifest.json()) as { name: string; lang: string; icons: { src: string }[] };
  expect(body).toMatchObject({ name: 'Admission en ligne', lang: 'fr', display: 'standalone' });
  for (const icon of body.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});

test('plain HTTP redirects to HTTPS; TLS 1.3 by default, 1.2 still offered, nothing older', async ({
  playwright,
}) => {
  const http = await playwright.request.newContext();
  const response = await http.get(`http://127.0.0.1:${HTTP_PORT}/connexion?x=1`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(`https://127.0.0.1:${HTTPS_PORT}/connexion?x=1`);
  // The configured name, never the Host a client sent (no redirect to another site).
  const forged = await http.get(`http://127.0.0.1:${HTTP_PORT}/connexion`, {
    maxRedirects: 0,
    headers: { Host: 'evil.example' },
  });
  expect(forged.status()).toBe(301);
  expect(forged.headers().location).toBe(`https://127.0.0.1:${HTTPS_PORT}/connexion`);
  await http.dispose();

  const handshake = (options: { minVersion?: 'TLSv1' | 'TLSv1.2'; maxVersion?: 'TLSv1.1' | 'TLSv1.2' }) =>
    new Promise<string>((resolve) => {
      const socket = connect(
        { host: '127.0.0.1', port: HTTPS_PORT, rejectUnauthorized: false, ...options },
        () => {
          resolve(socket.getProtocol() ?? 'none');
          socket.end();
        },
      );
      socket.on('error', () => resolve('refused'));
    });
  expect(await handshake({})).toBe('TLSv1.3');
  expect(await handshake({ maxVersion: 'TLSv1.2' })).toBe('TLSv1.2');
  expect(await handshake({ minVersion: 'TLSv1', maxVersion: 'TLSv1.1' })).toBe('refused');
});

test('no CSP violation from the login to the dashboard, the programme dialog, the profile and back', async ({
  page,
}) => {
  const violations = watchCsp(page);
  const errors = watchPageErrors(page);
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await expect(dialog).toBeVisible();
  // The page behind does not scroll (a stylesheet rule, no injected <style>).
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
  // The offline service worker registers and takes over under the same policy.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 15_000 });
  await page.goto('/profil');
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  for (const path of ['/admission/candidat/depot', '/admission/reset-password', '/page-inconnue']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
  }
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('a reviewer through nginx: the programme’s selection confirmed, the waiting list exported as CSV, under the CSP', async ({
  page,
  request,
}) => {
  await resetSandbox(request);
  const violations = watchCsp(page);
  const errors = watchPageErrors(page);
  await staffSignIn(page, 'admin@example.org');
  await confirmSeedSelection(page);
  await page.goto(`/admission/etudiant-candidats?statut=waitlisted&formation=${SELECTION_PROGRAM}`);
  await expect(dataRows(page)).toHaveCount(3);
  // The export passes nginx whole: its file name (Content-Disposition) and the byte order mark.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^candidatures-universite-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await download.path())).toString('utf8');
  expect(text.startsWith('\ufeff')).toBe(true);
  expect(text.split('\r\n').filter((line) => line.includes('Liste d’attente'))).toHaveLength(3);
  expect(violations).toEqual([]);
  expect(errors).toEqual([]);
});

test('« Déconnexion » ends the session at the identity provider: the refresh token then gets invalid_grant', async ({
  page,
  request,
}) => {
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect(refreshToken).toBeTruthy();
  // Signed now with the page's key, sent after: the provider then judges the token itself, not a
  // missing proof (its tokens are DPoP-bound: PORTAL_DPOP=on, as the kit builds it).
  const proof = await ownRefreshProof(page, new URL(TOKEN_PATH, page.url()).href);
  // A bound session ends by revocation (the logout endpoint refuses a bound token, as Keycloak's).
  const revoke = page.waitForResponse((r) => r.url().endsWith('/protocol/openid-connect/revoke'));
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  expect((await revoke).status()).toBe(200);
  await expect(page).toHaveURL(/\/connexion$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  const refused = await request.post(TOKEN_PATH, {
    form: { grant_type: 'refresh_token', client_id: 'auth-service', refresh_token: refreshToken ?? '' },
    headers: { DPoP: proof },
  });
  expect(refused.status()).toBe(400);
  const answer = (await refused.json()) as { error: string; error_description?: string };
  expect(answer.error).toBe('invalid_grant');
  expect(answer.error_description).not.toMatch(/DPoP/);
});

test('guessing a password locks the account; the portal names both causes from the 3rd refusal, then says « Trop de tentatives », also after a reload', async ({
  page,
}) => {
  await page.goto('/connexion');
  const button = page.getByRole('button', { name: 'Se connecter' });
  // As many refusals as the realm's failure factor, each answered before the next is typed: the
  // portal then reads the refusal as a lockout. Each is sent more than the realm's quick-login check
  // after the last answer: two failures closer than that lock the account for 15 s without counting
  // the attempts made meanwhile (Keycloak's rule, the sandbox's too), and a clean clone's run, where
  // some came 0.7 s apart, never reached the count: that short lock ran out before the last check.
  let answered = 0;
  for (let attempt = 1; attempt <= DEFAULT_BRUTE_FORCE.failureFactor; attempt++) {
    const spacing = answered + DEFAULT_BRUTE_FORCE.quickLoginCheckMilliSeconds + 200 - Date.now();
    if (spacing > 0) await page.waitForTimeout(spacing);
    await page.getByLabel('E-mail').fill('candidat.unique@example.org');
    await page.getByLabel('Mot de passe', { exact: true }).fill(`Mauvais#${attempt}`);
    const answer = nextTokenAnswer(page);
    await button.click();
    expect((await answer).body).toMatchObject({
      error: 'invalid_grant',
      error_description: 'Invalid user credentials',
    });
    answered = Date.now();
    await expect(
      page
        .getByText(
          attempt < 3
            ? 'Identifiants incorrects. Veuillez réessayer.'
            : attempt < DEFAULT_BRUTE_FORCE.failureFactor
              ? 'Identifiants incorrects, ou compte bloqué après plusieurs échecs. S’il est bloqué, réessayez dans 15\u00a0minutes au plus ou réinitialisez votre mot de passe.'
              : 'Trop de tentatives. Veuillez réessayer dans quelques minutes.',
        )
        .first(),
    ).toBeVisible();
  }
  // The right password, typed after a reload: refused by the lock, which the portal still names.
  await page.reload();
  await page.getByLabel('E-mail').fill('candidat.unique@example.org');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Admission#2025');
  const locked = nextTokenAnswer(page);
  await button.click();
  expect((await locked).body).toMatchObject({ error: 'invalid_grant' });
  await expect(
    page.getByText('Trop de tentatives. Veuillez réessayer dans quelques minutes.').first(),
  ).toBeVisible();
  // The right password is refused too while the account is locked.
  const response = await page.request.post(TOKEN_PATH, {
    form: {
      grant_type: 'password',
      client_id: 'auth-service',
      username: 'candidat.unique@example.org',
      password: 'Admission#2025',
    },
  });
  expect(await response.json()).toMatchObject({
    error: 'invalid_grant',
    error_description: 'Invalid user credentials',
  });
});

test('forms post; with JavaScript off the pages say so in French and nothing can be sent', async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    ignoreHTTPSErrors: true,
    baseURL: `https://127.0.0.1:${HTTPS_PORT}`,
  });
  const page = await context.newPage();
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET' || /[?&](email|password)=/.test(request.url())) sent.push(request.url());
  });
  for (const path of ['/connexion', '/admission/reset-password']) {
    await page.goto(path);
    // Playwright's text engine skips <noscript>: read the element itself.
    const message = page.locator('noscript p').first();
    await expect(message).toHaveText('JavaScript est nécessaire');
    await expect(message).toBeVisible();
    const form = page.locator('form');
    await expect(form).toHaveAttribute('method', 'post');
    await expect(form).toBeHidden();
  }
  expect(sent).toEqual([]);
  await context.close();
});

test('the sandbox is only reached through the proxy in these tests', async ({ request }) => {
  // A sanity check of the setup: the API answers through nginx (same origin, no CORS).
  const response = await request.get('/realms/admission/protocol/openid-connect/certs');
  expect(response.status()).toBe(200);
  expect(SANDBOX_URL).toContain('127.0.0.1');
});
