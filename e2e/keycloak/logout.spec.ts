// The session really ends, against the real Keycloak (docs/behaviour.md, « Candidate header » and
// deviation 50; the sandbox's runs and the rules: e2e/logout.spec.ts, e2e/logoutRace.ts,
// e2e/browserEnd.ts). « Déconnexion » cannot be interrupted: a page loaded 0 to 200 ms after the
// click, in the same tab or another, is the sign-in page and draws nothing of the candidate, and
// every Keycloak session the clicks ended is ended. The browser ended with its last tab ends it too.
import { expect, test } from '@playwright/test';
import { browserEndScenario } from '../browserEnd';
import { expectNobodySignedIn, LANES, raceInLanes, raceTimeout } from '../logoutRace';
import { resetSandbox } from '../support';
import {
  applicationsOf,
  demoUserId,
  KC_SANDBOX_URL,
  KeycloakAdmin,
  passwordGrant,
  REALM_URL,
  signIn,
} from './admin';

/**
 * Keycloak's first grant after its start can pass the e2e build's 8 s time limit on 2 busy cores,
 * and the sandbox fetches Keycloak's keys on its first bearer call: both done once here (as in
 * journeys.spec.ts), by a user this test does not use, whose session is then ended.
 */
test.beforeAll(async ({ request }) => {
  test.setTimeout(120_000);
  const warm = 'candidat.accepte@example.org';
  // Its first answer may take longer than signIn's 5 s: waited for here, up to a minute.
  await expect.poll(async () => (await passwordGrant(request, warm)).status(), { timeout: 60_000 }).toBe(200);
  const { access_token: accessToken } = await signIn(request, warm);
  expect((await applicationsOf(request, demoUserId(warm), accessToken)).status()).toBe(200);
  await new KeycloakAdmin(request).logout(warm);
});

test.afterEach(async ({ request }) => {
  for (const { email } of LANES) await new KeycloakAdmin(request).logout(email);
  await resetSandbox(request, KC_SANDBOX_URL);
});

test('a page loaded right after « Déconnexion », in the same tab or another, is never signed in (Keycloak)', async ({
  baseURL,
  browser,
  request,
}) => {
  test.setTimeout(raceTimeout(15_000));
  await resetSandbox(request, KC_SANDBOX_URL);
  const figures = await raceInLanes({
    browser,
    baseURL: baseURL!,
    request,
    realmUrl: REALM_URL,
    signInHeading: 'Connexion candidat',
  });
  expectNobodySignedIn(figures, 'keycloak');
  for (const { email } of LANES) expect(await new KeycloakAdmin(request).sessionCount(email)).toBe(0);
});

// The browser ended with its last tab: the two cases of e2e/browserEnd.ts that differ most (the
// sandbox runs all four): closed, as a candidate quits, and killed with its tabs restored, as a
// phone drops it and reopens what was there. After either, Keycloak lists no session of the
// candidate. The killed browser lost local storage's last writes, the tokens among them: the
// restored tab ends the session with the token the refresh handoff (IndexedDB) kept
// (docs/identity-provider.md, « Revocation »).
for (const [end, restore] of [
  ['closed', false],
  ['killed', true],
] as const)
  test(`the browser ${end} and reopened 2 s later${restore ? ' with its tabs restored' : ''} shows the sign-in page, and Keycloak’s session is ended`, async ({
    playwright,
    launchOptions,
    baseURL,
    request,
  }) => {
    test.setTimeout(150_000);
    const email = 'candidat.soumis@example.org';
    await browserEndScenario({
      chromium: playwright.chromium,
      launchOptions,
      baseURL: baseURL!,
      request,
      realmUrl: REALM_URL,
      email,
      shown: 'Soumise le 8 juillet 2025',
      candidate: /Aminata|Diop|Soumise le/,
      restore,
      end,
    });
    const sessions = await new KeycloakAdmin(request).sessions(email);
    expect(sessions, `Keycloak's sessions of ${email}: ${JSON.stringify(sessions)}`).toEqual([]);
  });
