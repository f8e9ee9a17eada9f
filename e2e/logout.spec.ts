// The session really ends (docs/behaviour.md, « Candidate header » and deviation 50).
// 1. « Déconnexion » cannot be interrupted: a page loaded 0 to 200 ms after the click, in the same
//    tab or another, is the sign-in page and draws nothing of the candidate; the identity session
//    is ended at the sandbox (the same against Keycloak: e2e/keycloak/logout.spec.ts).
// 2. The session dies with the last tab, at once: the browser closed or killed, then reopened 2 s
//    later (with and without session restore), shows the sign-in page, and the identity session is
//    ended; a reload or a second tab of a live session keeps it (apps/portal/src/services/tabPresence.ts).
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext } from '@playwright/test';
import { expectNobodySignedIn, keepSession, raceInLanes, raceTimeout, stillTaken } from './logoutRace';
import { logIn, resetSandbox, SANDBOX_URL, watchPageErrors } from './support';

const REALM_URL = `${SANDBOX_URL}/realms/admission`;
const EMAIL = 'candidat.soumis@example.org';
const CANDIDATE = /Aminata|Diop|Soumise le/;

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a page loaded right after « Déconnexion », in the same tab or another, is never signed in', async ({
  baseURL,
  browser,
  request,
}) => {
  test.setTimeout(raceTimeout(10_000));
  const figures = await raceInLanes({
    browser,
    baseURL: baseURL!,
    request,
    // The page calls the identity provider on its own origin (the e2e portal forwards /realms/).
    realmUrl: `${baseURL}/realms/admission`,
    signInHeading: 'Connexion candidat',
  });
  expectNobodySignedIn(figures, 'sandbox');
});

/** Ends the browser of the profile `dir` at once, as a crash or a phone dropping it would: SIGKILL. */
function kill(dir: string) {
  const lines = execFileSync('ps', ['-eo', 'pid=,args=']).toString().split('\n');
  for (const line of lines) {
    const [pid, ...args] = line.trim().split(' ');
    if (args.join(' ').includes(dir) && Number(pid) !== process.pid) {
      try {
        process.kill(Number(pid), 'SIGKILL');
      } catch {
        // Already gone with its parent.
      }
    }
  }
}

/** Whether Chromium's session file (what it restores) in the profile `dir` names `path`. */
function sessionNames(dir: string, path: string): boolean {
  const folder = join(dir, 'Default', 'Sessions');
  return (
    existsSync(folder) &&
    readdirSync(folder).some(
      (name) => name.startsWith('Session_') && readFileSync(join(folder, name)).includes(path),
    )
  );
}

for (const restore of [false, true])
  for (const end of ['closed', 'killed'] as const)
    test(`the browser ${end} and reopened 2 s later${restore ? ' with its tabs restored' : ''} shows the sign-in page, and the identity session is ended`, async ({
      playwright,
      launchOptions,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      const dir = mkdtempSync(join(tmpdir(), 'admission-profile-'));
      mkdirSync(join(dir, 'Default'));
      // Chromium's « Continue where you left off » (1) or « Open the New Tab page » (5, its default).
      writeFileSync(
        join(dir, 'Default', 'Preferences'),
        JSON.stringify({ session: { restore_on_startup: restore ? 1 : 5 } }),
      );
      const launch = () =>
        playwright.chromium.launchPersistentContext(dir, {
          ...launchOptions,
          baseURL,
          locale: 'fr-FR',
          timezoneId: 'Africa/Dakar',
          serviceWorkers: 'block',
        });
      let browser: BrowserContext | undefined = await launch();
      try {
        const page = browser.pages()[0] ?? (await browser.newPage());
        await logIn(page, EMAIL);
        await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
        // A live session: a reload keeps it, and a second tab shares it.
        await page.reload();
        await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
        const second = await browser.newPage();
        await second.goto('/profil');
        await expect(second.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();

        // The session's key, copied where the test can sign with it after the reopening (the token
        // is DPoP-bound: without a proof of its key it would be refused whether its session ended
        // or not), and its refresh token as the browser last held it.
        const refreshToken = await keepSession(page, 0);
        expect(refreshToken).not.toBe('');
        // Chromium writes the tabs it restores a moment after they change (seconds on a busy
        // machine): kill it only once its session file names the second tab.
        if (restore) await expect.poll(() => sessionNames(dir, '/profil'), { timeout: 30_000 }).toBe(true);
        if (end === 'killed') {
          kill(dir);
          await browser.close().catch(() => undefined);
        } else await browser.close();
        browser = undefined;
        await new Promise((resolve) => setTimeout(resolve, 2_000));

        browser = await launch();
        const reopened = browser;
        // What the browser restored (both portal tabs, with their sessionStorage) and a new tab.
        // Chromium reopens restored tabs one by one after its start: more than 10 s at a load of 25
        // on 2 cores, where the run found none yet.
        await expect
          .poll(() => reopened.pages().filter((p) => p.url().startsWith(baseURL ?? '')).length, {
            timeout: 30_000,
          })
          .toBe(restore ? 2 : 0);
        const next = await browser.newPage();
        const errors = watchPageErrors(next);
        await next.goto('/admission/candidat/dashboard');
        for (const tab of browser.pages().filter((p) => p.url().startsWith(baseURL ?? ''))) {
          await expect(tab).toHaveURL(/\/connexion$/);
          await expect(tab.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();
          await expect(tab.getByText(CANDIDATE)).toHaveCount(0);
        }
        expect(
          await next.evaluate(() =>
            ['access_token', 'refresh_token', 'user', 'lastKnown'].map((key) => localStorage.getItem(key)),
          ),
        ).toEqual([null, null, null, null]);
        // Ended where it was issued, not only forgotten here: refused with a proof of its own key.
        expect(
          await stillTaken(next, request, `${REALM_URL}/protocol/openid-connect/token`, 0, refreshToken),
        ).toBeNull();
        expect(errors).toEqual([]);
      } finally {
        await browser?.close().catch(() => undefined);
        rmSync(dir, { recursive: true, force: true });
      }
    });
