// « Déconnexion » then a page loaded at once (issue « Production line »): the same race against the
// sandbox (e2e/logout.spec.ts) and against the real Keycloak (e2e/keycloak/logout.spec.ts).
//
// A page is loaded 0, 10, 50 and 200 ms after the click, in the same tab and in another tab of the
// same browser, several times each. The identity provider's answer to the logout is held back for
// HOLD_MS (page.route): before, storage was cleared only once that answer came, so every load in
// this window came back signed in; held back, the window is wide and the same every time, so a few
// repetitions prove what 20 unheld ones only sampled (unheld, the window was the provider's few ms).
import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './support';

export const DELAYS_MS = [0, 10, 50, 200] as const;
export const MODES = ['same tab', 'other tab'] as const;
/** How long the provider's answer to the logout is held back: wider than every delay. */
export const HOLD_MS = 1500;

const DASHBOARD = '/admission/candidat/dashboard';

export interface RaceOptions {
  context: BrowserContext;
  page: Page;
  request: APIRequestContext;
  email: string;
  /** Words of the candidate's own data (name, application): none may be drawn after the click. */
  marks: string[];
  /** The provider's realm: `<realm>/protocol/openid-connect/{token,logout}`. */
  realmUrl: string;
  /** A fresh token set for `email` (a password grant the test knows to succeed). */
  grant: () => Promise<{ access_token: string; refresh_token: string }>;
  repeats: number;
  /** The sign-in page's heading. */
  signInHeading: string;
}

export interface RaceFigures {
  /** `signedIn[mode][delay]`: loads that came back signed in or drew the candidate's data. */
  signedIn: Record<string, Record<number, number>>;
  runs: number;
  /** Refresh tokens of the ended sessions that the provider still accepted. */
  stillValid: number;
  /** Logout calls whose answer was held back (one per « Déconnexion »: the window was wide each time). */
  held: number;
  ms: number;
}

/** Marks `window.__drawn` as soon as one of `marks` is in the page, in every document of the context. */
async function watchDrawing(context: BrowserContext, marks: string[]) {
  await context.addInitScript((words: string[]) => {
    const w = window as unknown as { __drawn?: string };
    const look = () => {
      const text = document.body?.textContent ?? '';
      const found = words.find((word) => text.includes(word));
      if (found && !w.__drawn) w.__drawn = found;
    };
    new MutationObserver(look).observe(document, { childList: true, subtree: true, characterData: true });
  }, marks);
}

const drawn = (page: Page) =>
  page.evaluate(() => (window as unknown as { __drawn?: string }).__drawn ?? null);

/** Whether `page` ended signed in, or drew the candidate's data on the way. */
async function signedInOn(page: Page, heading: string): Promise<string | null> {
  try {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 10_000 });
  } catch {
    return `no sign-in page at ${page.url()}`;
  }
  if (!/\/connexion$/.test(new URL(page.url()).pathname)) return `at ${page.url()}`;
  const seen = await drawn(page);
  if (seen) return `drew « ${seen} »`;
  const kept = await page.evaluate(
    () => localStorage.getItem('access_token') ?? localStorage.getItem('refresh_token'),
  );
  return kept ? 'tokens kept' : null;
}

export async function logoutRace(options: RaceOptions): Promise<RaceFigures> {
  const { context, page, request, marks, realmUrl, grant, repeats, signInHeading } = options;
  const started = Date.now();
  await watchDrawing(context, marks);
  // The provider's answer held back; the call itself reaches it (continued, never dropped). A DPoP
  // portal ends its session by revoking the refresh token (docs/behaviour.md, deviation 55).
  let held = 0;
  const ending = (url: URL) =>
    url.href === `${realmUrl}/protocol/openid-connect/logout` ||
    url.href === `${realmUrl}/protocol/openid-connect/revoke`;
  await context.route(ending, async (route) => {
    held += 1;
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    await route.continue().catch(() => undefined);
  });

  // One real sign-in, for the user record the portal stores; the later sessions are granted directly.
  await page.goto('/connexion');
  await page.getByLabel('E-mail').fill(options.email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  // Keycloak's first grant after its start can take seconds on a busy machine.
  await expect(page.getByText(marks[0] ?? '').first()).toBeVisible({ timeout: 30_000 });
  const user = await page.evaluate(() => localStorage.getItem('user'));
  expect(user).not.toBeNull();
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: signInHeading })).toBeVisible();

  const signedIn: Record<string, Record<number, number>> = {};
  const ended: string[] = [];
  const failures: string[] = [];
  let runs = 0;
  for (const mode of MODES) {
    signedIn[mode] = {};
    for (const delay of DELAYS_MS) {
      let count = 0;
      for (let run = 0; run < repeats; run += 1) {
        const tokens = await grant();
        ended.push(tokens.refresh_token);
        await page.evaluate(
          ({ access, refresh, stored }) => {
            localStorage.setItem('refresh_token', refresh);
            localStorage.setItem('user', stored);
            localStorage.setItem('accountId', (JSON.parse(stored) as { id: string }).id);
            localStorage.setItem('access_token', access);
          },
          { access: tokens.access_token, refresh: tokens.refresh_token, stored: user ?? '' },
        );
        await page.goto(DASHBOARD);
        await expect(page.getByText(marks[0] ?? '').first()).toBeVisible({ timeout: 15_000 });
        const other = mode === 'other tab' ? await context.newPage() : null;
        const loaded = other ?? page;

        await page.getByRole('button', { name: 'Déconnexion' }).click();
        if (delay > 0) await page.waitForTimeout(delay);
        await loaded.goto(DASHBOARD);

        const verdict = await signedInOn(loaded, signInHeading);
        // The tab that clicked, when another one loaded: on the sign-in too, and nothing of the
        // candidate drawn again once it was (its dashboard was on screen until the click).
        let clicker: string | null = null;
        if (other) {
          await expect(page.getByRole('heading', { level: 1, name: signInHeading })).toBeVisible();
          await page.evaluate(() => delete (window as unknown as { __drawn?: string }).__drawn);
          await page.waitForTimeout(100);
          clicker = await signedInOn(page, signInHeading);
        }
        if (verdict || clicker) {
          count += 1;
          failures.push(`${mode}, ${delay} ms, run ${run + 1}: ${verdict ?? `clicking tab ${clicker}`}`);
        }
        await other?.close();
        runs += 1;
      }
      signedIn[mode][delay] = count;
    }
  }
  await context.unroute(ending);

  // Every session the logouts ended is ended at the provider, not only forgotten here.
  let stillValid = 0;
  for (const refreshToken of ended) {
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 400; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      status = (
        await request.post(`${realmUrl}/protocol/openid-connect/token`, {
          form: { grant_type: 'refresh_token', client_id: 'auth-service', refresh_token: refreshToken },
        })
      ).status();
    }
    if (status !== 400) stillValid += 1;
  }
  if (failures.length > 0) console.log(failures.join('\n'));
  return { signedIn, runs, stillValid, held, ms: Date.now() - started };
}

/**
 * What every provider's run must show: nobody signed in after any delay, in either tab (the figures
 * printed and kept as the test's annotation), every logout held back (the window was wide) and
 * every ended refresh token refused.
 */
export function expectNobodySignedIn(figures: RaceFigures, provider: string, repeats: number): void {
  const summary = `${provider}: ${describeFigures(figures, repeats)} signed in (${figures.runs} loads, ${figures.ms} ms)`;
  test.info().annotations.push({ type: 'figures', description: summary });
  console.log(summary);
  const none = Object.fromEntries(DELAYS_MS.map((delay) => [delay, 0]));
  expect(figures.signedIn).toEqual(Object.fromEntries(MODES.map((mode) => [mode, none])));
  expect(figures.held).toBe(figures.runs + 1);
  expect(figures.stillValid).toBe(0);
}

/** The figures, one line per mode: `same tab: 0 ms 0/5, 10 ms 0/5, …`. */
function describeFigures(figures: RaceFigures, repeats: number): string {
  return Object.entries(figures.signedIn)
    .map(
      ([mode, byDelay]) =>
        `${mode}: ${Object.entries(byDelay)
          .map(([delay, count]) => `${delay} ms ${count}/${repeats}`)
          .join(', ')}`,
    )
    .join('; ');
}
