// « Déconnexion » cannot be interrupted, against the real Keycloak (docs/behaviour.md, « Candidate header » and deviation 50; the
// sandbox's run and the rules: e2e/logout.spec.ts, e2e/logoutRace.ts): a page loaded 0 to 200 ms
// after the click, in the same tab or another, is the sign-in page and draws nothing of the
// candidate, and every Keycloak session the clicks ended is ended.
import { expect, test } from '@playwright/test';
import { expectNobodySignedIn, KEYCLOAK_REPEATS as REPEATS, logoutRace } from '../logoutRace';
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

const EMAIL = 'candidat.multiple@example.org';

/**
 * Keycloak's first grant after its start can pass the e2e build's 5 s time limit on 2 busy cores,
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
  await new KeycloakAdmin(request).logout(EMAIL);
  await resetSandbox(request, KC_SANDBOX_URL);
});

test('a page loaded right after « Déconnexion », in the same tab or another, is never signed in (Keycloak)', async ({
  context,
  page,
  request,
}) => {
  // A limit, not a wait: a run (sign-in, click, two loads) took 4.5 to 6 s at a load of 20 to 29.
  test.setTimeout(90_000 + REPEATS * 4 * 10_000);
  await resetSandbox(request, KC_SANDBOX_URL);
  const figures = await logoutRace({
    context,
    page,
    request,
    email: EMAIL,
    marks: ['Position sur la liste d’attente', 'Ousmane'],
    realmUrl: REALM_URL,
    repeats: REPEATS,
    signInHeading: 'Connexion candidat',
  });
  expectNobodySignedIn(figures, 'keycloak', REPEATS);
  expect(await new KeycloakAdmin(request).sessionCount(EMAIL)).toBe(0);
});
