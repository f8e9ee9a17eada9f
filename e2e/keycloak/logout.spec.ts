// « Déconnexion » cannot be interrupted, against the real Keycloak (docs/behaviour.md, « Candidate header » and deviation 50; the
// sandbox's run and the rules: e2e/logout.spec.ts, e2e/logoutRace.ts): a page loaded 0 to 200 ms
// after the click, in the same tab or another, is the sign-in page and draws nothing of the
// candidate, and every Keycloak session the clicks ended is ended.
import { expect, test } from '@playwright/test';
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
