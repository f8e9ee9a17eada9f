// « Déconnexion » then a page loaded at once (docs/behaviour.md, « Session »): the same race against
// the sandbox (e2e/logout.spec.ts) and against the real Keycloak (e2e/keycloak/logout.spec.ts).
//
// A page is loaded 0, 10, 50 and 200 ms after the click, in the same tab and in another tab of the
// same browser, REPEATS times each (6 in `npm test`: 48 loads per provider; 20, 160 loads, with
// `npm run test:logout-race`; in two lanes side by side: raceInLanes). One sign-in serves both
// probes of a run: after the click, at the delay, the clicking tab and a new tab load the dashboard
// at once. Each run signs in through the real form (the tokens are DPoP-bound to the key the page
// makes then, so none can be granted from Node). The identity provider's answer to the revocation
// is held back for HOLD_MS (page.route): before, storage was cleared only once that answer came, so
// every load in this window came back signed in; held back, the window is wide and the same every
// time. Nothing waits for it: the next run signs in meanwhile.
import {
  devices,
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { DEMO_PASSWORD } from './support';

export const DELAYS_MS = [0, 10, 50, 200] as const;
export const MODES = ['same tab', 'other tab'] as const;
/** How many runs of a lane may be run again because their logout escaped the hold. */
const MAX_UNHELD = 3;
/** How long the provider's answer to the logout is held back: wider than every delay. */
export const HOLD_MS = 1500;
/**
 * Each delay, in each tab, this many times (E2E_LOGOUT_REPEATS). The held-back answer makes the
 * window wide and the same every run, so a logout that can be interrupted again is caught in every
 * run, not one in many: 6 runs per delay is the check `npm test` affords (at 20, the two providers'
 * races took about 900 s of its 2 cores' test time, a quarter of the e2e groups'). What the hold
 * cannot widen (the milliseconds between the click and the refresh handoff's mark: docs/behaviour.md)
 * is the soak's job: `npm run test:logout-race` runs both providers' races at 20.
 */
export const REPEATS = Number(process.env.E2E_LOGOUT_REPEATS ?? 6);
/**
 * The count is shared by lanes racing at once, each a browser context with a user of its own (both
 * providers hold a second sign-in of one user while the first is being recorded:
 * docs/identity-provider.md), each REPEATS / LANES.length times per delay and tab. Each run is a
 * real sign-in (about 2 s against the sandbox, 3 to 6 s against Keycloak, on 2 busy cores): in one
 * lane the race took 9 minutes of the sandbox's e2e group and 5.5 to 8 of Keycloak's.
 * `marks`: words of the lane's candidate's own data, never to be drawn after the click.
 */
export const LANES = [
  { email: 'candidat.multiple@example.org', marks: ['Position sur la liste d’attente', 'Ousmane'] },
  { email: 'candidat.soumis@example.org', marks: ['Aminata', 'Soumise le 8 juillet 2025'] },
] as const;

/** Adds up the figures of races run side by side: the same counts as one race of all their runs. */
function sumFigures(all: RaceFigures[]): RaceFigures {
  const signedIn = Object.fromEntries(
    MODES.map((mode) => [
      mode,
      Object.fromEntries(
        DELAYS_MS.map((delay) => [delay, all.reduce((sum, f) => sum + (f.signedIn[mode]?.[delay] ?? 0), 0)]),
      ),
    ]),
  );
  const add = (key: 'runs' | 'stillValid' | 'held' | 'planned' | 'signInMs' | 'probeMs') =>
    all.reduce((sum, f) => sum + f[key], 0);
  return {
    signedIn,
    runs: add('runs'),
    stillValid: add('stillValid'),
    held: add('held'),
    planned: add('planned'),
    ms: Math.max(...all.map((f) => f.ms)),
    signInMs: add('signInMs'),
    probeMs: add('probeMs'),
    checkMs: Math.max(...all.map((f) => f.checkMs)),
  };
}

const DASHBOARD = '/admission/candidat/dashboard';

export interface RaceOptions {
  context: BrowserContext;
  page: Page;
  request: APIRequestContext;
  email: string;
  /** Words of the candidate's own data (name, application): none may be drawn after the click. */
  marks: string[];
  /** The provider's realm: `<realm>/protocol/openid-connect/{token,logout,revoke}`. */
  realmUrl: string;
  repeats: number;
  /** The sign-in page's heading. */
  signInHeading: string;
}

export interface RaceFigures {
  /** `signedIn[mode][delay]`: loads that came back signed in or drew the candidate's data. */
  signedIn: Record<string, Record<number, number>>;
  /** Sign-ins (each followed by a click and two loads). */
  runs: number;
  /** Refresh tokens of the ended sessions that the provider still accepted. */
  stillValid: number;
  /** Logout calls whose answer was held back (one per « Déconnexion »: the window was wide each time). */
  held: number;
  /**
   * Runs asked for (REPEATS per delay and tab). A run whose logout escaped the hold is run again, at
   * most MAX_UNHELD times per lane: its loads still count, but its window was not widened. Once
   * under load a « Déconnexion » sent as the page was leaving reached the provider without passing
   * Playwright's route (held 79 of 80, every session ended all the same).
   */
  planned: number;
  ms: number;
  /** Time spent signing in through the form, in all. */
  signInMs: number;
  /** From the clicks to both verdicts, in all. */
  probeMs: number;
  /** The check that every ended session is refused at the provider. */
  checkMs: number;
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

/** Whether `page` ended signed in, or drew the candidate's data on the way. */
async function signedInOn(page: Page, heading: string): Promise<string | null> {
  try {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 10_000 });
  } catch {
    return `no sign-in page at ${page.url()}`;
  }
  if (!/\/connexion$/.test(new URL(page.url()).pathname)) return `at ${page.url()}`;
  const { seen, kept } = await page.evaluate(() => ({
    seen: (window as unknown as { __drawn?: string }).__drawn ?? null,
    kept: localStorage.getItem('access_token') ?? localStorage.getItem('refresh_token'),
  }));
  if (seen) return `drew « ${seen} »`;
  return kept ? 'tokens kept' : null;
}

/** The test's own copy of the page's DPoP key (IndexedDB `e2e-kept-keys`), as a script in the page could take it. */
const KEPT = 'e2e-kept-keys';

/**
 * Keeps a copy of the session's key under `index` in a database of the test's own (a CryptoKey is
 * copied as a structured clone, still non-extractable), so the ended session's refresh token can
 * be offered with a proof of its own key at the end: without one, a bound token is refused for the
 * missing proof whether its session ended or not. Returns the refresh token.
 */
export function keepSession(page: Page, index: number) {
  return page.evaluate(async (at) => {
    const open = (name: string, store: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onupgradeneeded = () => request.result.createObjectStore(store);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const done = (request: IDBRequest) =>
      new Promise<unknown>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const portal = await open('admission-token-refresh-dpop', 'dpop');
    const key = await done(portal.transaction('dpop').objectStore('dpop').get('key'));
    portal.close();
    if (!key) throw new Error('The page holds no DPoP key');
    const kept = await open('e2e-kept-keys', 'keys');
    // Committed before the test goes on, as the browser may be killed next: a put's success comes
    // before its transaction's commit, which a SIGKILL in between loses.
    const keeping = kept.transaction('keys', 'readwrite', { durability: 'strict' });
    keeping.objectStore('keys').put(key, at);
    await new Promise<void>((resolve, reject) => {
      keeping.oncomplete = () => resolve();
      keeping.onerror = () => reject(keeping.error);
      keeping.onabort = () => reject(keeping.error);
    });
    kept.close();
    return localStorage.getItem('refresh_token') ?? '';
  }, index);
}

/** A refresh proof for `htu` signed now, in `page`, with the kept key `index`. */
function keptProof(page: Page, index: number, htu: string) {
  return page.evaluate(
    async ({ at, url, db }) => {
      const key = await new Promise<CryptoKeyPair>((resolve, reject) => {
        const request = indexedDB.open(db);
        request.onerror = () => reject(request.error);
        request.onsuccess = () => {
          const read = request.result.transaction('keys').objectStore('keys').get(at);
          read.onsuccess = () => resolve(read.result as CryptoKeyPair);
          read.onerror = () => reject(read.error);
        };
      });
      const base64url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/=+$/, '')
          .replace(/\+/g, '-')
          .replace(/\//g, '_');
      const part = (value: unknown) => base64url(new TextEncoder().encode(JSON.stringify(value)));
      const { kty, crv, x, y } = await crypto.subtle.exportKey('jwk', key.publicKey);
      const input = `${part({ typ: 'dpop+jwt', alg: 'ES256', jwk: { kty, crv, x, y } })}.${part({
        htm: 'POST',
        htu: url,
        iat: Math.floor(Date.now() / 1000),
        jti: crypto.randomUUID(),
      })}`;
      const signature = await crypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        key.privateKey,
        new TextEncoder().encode(input),
      );
      return `${input}.${base64url(new Uint8Array(signature))}`;
    },
    { at: index, url: htu, db: KEPT },
  );
}

/**
 * Whether the provider still takes the refresh token of the session kept under `index` (keepSession),
 * offered with a proof of that session's own key, signed in `page` (any page of the origin that kept
 * it): null once it is refused for itself (invalid_grant, not the proof), else the last answer. A
 * refusal may lag the logout a moment: asked again for up to 4 s. A refresh token is spent by the
 * grant that takes it (Keycloak rotates it and refuses it again as reused): after a 200 the next
 * try offers the rotated token, so a living session answers 200 to the end, never a reuse refusal.
 */
export async function stillTaken(
  page: Page,
  request: APIRequestContext,
  tokenUrl: string,
  index: number,
  refreshToken: string,
): Promise<string | null> {
  let answer = '';
  let offered = refreshToken;
  for (let attempt = 0; attempt < 20; attempt += 1) {
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await request.post(tokenUrl, {
      form: { grant_type: 'refresh_token', client_id: 'auth-service', refresh_token: offered },
      headers: { DPoP: await keptProof(page, index, tokenUrl) },
    });
    const body = (await response.json().catch(() => ({}))) as {
      error?: string;
      error_description?: string;
      refresh_token?: string;
    };
    answer = `${response.status()} ${body.error ?? ''} ${body.error_description ?? ''}`;
    if (response.status() === 400 && body.error === 'invalid_grant' && !/DPoP/.test(answer)) return null;
    if (response.ok() && body.refresh_token) offered = body.refresh_token;
  }
  return `still taken: ${answer}`;
}

async function logoutRace(options: RaceOptions): Promise<RaceFigures> {
  const { context, page, request, marks, realmUrl, repeats, signInHeading } = options;
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

  const signedIn: Record<string, Record<number, number>> = Object.fromEntries(
    MODES.map((mode) => [mode, Object.fromEntries(DELAYS_MS.map((delay) => [delay, 0]))]),
  );
  const ended: string[] = [];
  const failures: string[] = [];
  let runs = 0;
  let signInMs = 0;
  let probeMs = 0;
  await page.goto('/connexion');
  let unheld = 0;
  for (const delay of DELAYS_MS) {
    for (let run = 0; run < repeats; run += 1) {
      // The real form, from the sign-in page the last run's loads ended on.
      const signingIn = Date.now();
      await expect(page.getByRole('heading', { level: 1, name: signInHeading })).toBeVisible();
      await page.getByLabel('E-mail').fill(options.email);
      await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      // Signed in: the header's « Déconnexion » (the candidate's data may still be on its way; drawn
      // after the click it would be seen). Keycloak's first grant after its start can take seconds.
      await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeVisible({
        timeout: runs ? 15_000 : 30_000,
      });
      signInMs += Date.now() - signingIn;
      ended.push(await keepSession(page, runs));
      const other = await context.newPage();

      const probing = Date.now();
      const heldBefore = held;
      await page.getByRole('button', { name: 'Déconnexion' }).click();
      if (delay > 0) await page.waitForTimeout(delay);
      await Promise.all([page.goto(DASHBOARD), other.goto(DASHBOARD)]);

      const verdicts = await Promise.all([signedInOn(page, signInHeading), signedInOn(other, signInHeading)]);
      probeMs += Date.now() - probing;
      MODES.forEach((mode, index) => {
        const verdict = verdicts[index];
        if (!verdict) return;
        const byDelay = signedIn[mode] as Record<number, number>;
        byDelay[delay] = (byDelay[delay] ?? 0) + 1;
        failures.push(`${mode}, ${delay} ms, run ${run + 1}: ${verdict}`);
      });
      await other.close();
      runs += 1;
      // The hold intercepts the call as it is sent, long before both verdicts are in.
      if (held === heldBefore && unheld < MAX_UNHELD) {
        unheld += 1;
        run -= 1;
      }
    }
  }

  // Every session the logouts ended is ended at the provider, not only forgotten here: its refresh
  // token, offered with a proof of its own key, is refused for itself (invalid_grant), not the proof.
  const tokenUrl = `${realmUrl}/protocol/openid-connect/token`;
  const checking = Date.now();
  let stillValid = 0;
  for (const [index, refreshToken] of ended.entries()) {
    const taken = await stillTaken(page, request, tokenUrl, index, refreshToken);
    if (taken) {
      stillValid += 1;
      failures.push(`session ${index + 1}: ${taken}`);
    }
  }
  await context.unroute(ending);
  if (failures.length > 0) console.log(failures.join('\n'));
  return {
    signedIn,
    runs,
    stillValid,
    held,
    planned: repeats * DELAYS_MS.length,
    ms: Date.now() - started,
    signInMs,
    probeMs,
    checkMs: Date.now() - checking,
  };
}

interface LanesOptions extends Omit<RaceOptions, 'context' | 'page' | 'email' | 'marks' | 'repeats'> {
  browser: Browser;
  baseURL: string;
}

/**
 * The race in LANES side by side, each in a context of its own (its storage, its DPoP key, its
 * held-back logouts) set as the projects' (French, Dakar, no service worker): the figures of all
 * lanes added up, the same counts as one race of REPEATS per delay and tab.
 */
export async function raceInLanes(options: LanesOptions): Promise<RaceFigures> {
  const { browser, baseURL, ...race } = options;
  const repeats = Math.ceil(REPEATS / LANES.length);
  const contexts = await Promise.all(
    LANES.map(() =>
      browser.newContext({
        ...devices['Desktop Chrome'],
        baseURL,
        locale: 'fr-FR',
        timezoneId: 'Africa/Dakar',
        serviceWorkers: 'block',
      }),
    ),
  );
  try {
    const figures = await Promise.all(
      LANES.map(async ({ email, marks }, lane) => {
        const context = contexts[lane]!;
        const page = await context.newPage();
        return logoutRace({ ...race, context, page, email, marks: [...marks], repeats });
      }),
    );
    return sumFigures(figures);
  } finally {
    await Promise.all(contexts.map((context) => context.close()));
  }
}

/**
 * The limit of a race in lanes (a limit, not a wait), `perRunMs` for each run (sign-in, click, two
 * loads: 4.5 to 6 s at a load of 20 to 29), counted as if the lanes ran one after the other: on
 * 2 cores taken by the other e2e groups they do (the lanes took 8.2 min in a clean clone's run,
 * one lane 8.9 min), and only an idle machine runs them side by side (2.1 min, one lane about 4).
 */
export function raceTimeout(perRunMs: number): number {
  return 90_000 + REPEATS * DELAYS_MS.length * perRunMs;
}

/**
 * What every provider's run must show: nobody signed in after any delay, in either tab (the figures
 * printed and kept as the test's annotation), as many logouts held back as runs asked for (the window was wide) and
 * every ended refresh token refused.
 */
export function expectNobodySignedIn(figures: RaceFigures, provider: string): void {
  const repeats = figures.planned / DELAYS_MS.length;
  const summary = `${provider}: ${describeFigures(figures, repeats)} signed in (${figures.runs * 2} loads after ${figures.runs} sign-ins, ${figures.held} logouts held, ${figures.ms} ms: ${figures.signInMs} ms signing in, ${figures.probeMs} ms from the clicks to the verdicts, ${figures.checkMs} ms checking the sessions ended)`;
  test.info().annotations.push({ type: 'figures', description: summary });
  console.log(summary);
  const none = Object.fromEntries(DELAYS_MS.map((delay) => [delay, 0]));
  expect(figures.signedIn).toEqual(Object.fromEntries(MODES.map((mode) => [mode, none])));
  expect(figures.held).toBeGreaterThanOrEqual(figures.planned);
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
