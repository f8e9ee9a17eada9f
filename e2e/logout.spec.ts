// The session really ends (docs/behaviour.md, « Candidate header » and deviation 50).
// 1. « Déconnexion » cannot be interrupted: a page loaded 0 to 200 ms after the click, in the same
//    tab or another, is the sign-in page and draws nothing of the candidate; the identity session
//    is ended at the sandbox (the same against Keycloak: e2e/keycloak/logout.spec.ts).
// 2. The session dies with the last tab, at once: the browser closed or killed, then reopened 2 s
//    later (with and without session restore), shows the sign-in page, and the identity session is
//    ended (e2e/browserEnd.ts; two of its four cases against Keycloak too).
import { test } from '@playwright/test';
import { browserEndScenario } from './browserEnd';
import { expectNobodySignedIn, raceInLanes, raceTimeout } from './logoutRace';
import { resetSandbox, SANDBOX_URL } from './support';

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

for (const restore of [false, true])
  for (const end of ['closed', 'killed'] as const)
    test(`the browser ${end} and reopened 2 s later${restore ? ' with its tabs restored' : ''} shows the sign-in page, and the identity session is ended`, async ({
      playwright,
      launchOptions,
      baseURL,
      request,
    }) => {
      test.setTimeout(120_000);
      await browserEndScenario({
        chromium: playwright.chromium,
        launchOptions,
        baseURL: baseURL!,
        request,
        realmUrl: REALM_URL,
        email: EMAIL,
        shown: 'Soumise le 8 juillet 2025',
        candidate: CANDIDATE,
        restore,
        end,
      });
    });
