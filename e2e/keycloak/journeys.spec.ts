// The identity journeys in Chromium, through the REAL Keycloak 26.5.6: the portal built to sign in
// there (baseURL of the `keycloak` project), and the sandbox in Keycloak mode behind it
// (candidate-service, staff review, the auth API driving Keycloak's users, its outbox).
//
// Every test puts back what it changed, for the others of the run (e2e/keycloak/ shares one
// Keycloak): at Keycloak through its admin REST API (password, lockout, e-mail verification,
// sessions of the users it touched), at the sandbox with `POST /_sandbox/reset` (applications,
// decisions, reset links, outbox, rate limits: the sandbox's own data, never Keycloak's users).
import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  axeViolations,
  backToDashboard,
  dataRows,
  describeViolations,
  logIn,
  nextTokenAnswer,
  outbox,
  resetSandbox,
  searchStaffList,
  staffSignIn,
  toast,
  watchPageErrors,
  saveRanking,
} from '../support';
import {
  KC_SANDBOX_URL,
  KeycloakAdmin,
  LOGOUT_URL,
  TOKEN_URL,
  applicationsOf,
  demoUserId,
  FAILURE_FACTOR,
  FAILURE_SPACING_MS,
  MAX_FAILURE_WAIT_MINUTES,
  passwordGrant,
  refreshGrant,
  signIn,
} from './admin';
import { ownRefreshProof } from '../dpopTheft';

const INVALID_CREDENTIALS = 'Identifiants incorrects. Veuillez réessayer.';
const TOO_MANY_ATTEMPTS = 'Trop de tentatives. Veuillez réessayer dans quelques minutes.';
/** From the 3rd refusal in this browser: Keycloak's lock reads as a wrong password, both are named. */
const EITHER_CAUSE = `Identifiants incorrects, ou compte bloqué après plusieurs échecs. S’il est bloqué, réessayez dans ${MAX_FAILURE_WAIT_MINUTES}\u00a0minutes au plus ou réinitialisez votre mot de passe.`;

/** The demo users each test may change at Keycloak: restored after it, whatever happened. */
const touched = new Set<string>();
function touches(...emails: string[]) {
  for (const email of emails) touched.add(email);
}

/**
 * Keycloak's first password grant after its start took more than the portal's 8 s time limit of
 * the e2e build on 2 busy cores (class loading, the first hash), and the sandbox fetches Keycloak's
 * keys on its first bearer call: both done once here, by a user no journey uses, whose session is
 * then ended.
 */
test.beforeAll(async ({ request }) => {
  const email = 'candidat.accepte@example.org';
  const { access_token: accessToken } = await signIn(request, email);
  const applications = await applicationsOf(request, demoUserId(email), accessToken);
  expect(applications.status()).toBe(200);
  await new KeycloakAdmin(request).logout(email);
});

test.beforeEach(async ({ request }) => {
  touched.clear();
  await resetSandbox(request, KC_SANDBOX_URL);
});

test.afterEach(async ({ request }) => {
  const admin = new KeycloakAdmin(request);
  for (const email of touched) await admin.restore(email);
  await resetSandbox(request, KC_SANDBOX_URL);
});

/**
 * How the portal ended its session at Keycloak, once answered: `revoke 200` for its DPoP-bound
 * tokens (the e2e portal is built with PORTAL_DPOP=on; Keycloak's logout endpoint reads no proof and
 * refuses them, docs/identity-provider.md), `logout 204` for bearer tokens.
 */
function nextSessionEnd(page: Page) {
  const revoke = LOGOUT_URL.replace(/logout$/, 'revoke');
  return page
    .waitForResponse((response) => response.url() === LOGOUT_URL || response.url() === revoke)
    .then((response) => `${response.url() === revoke ? 'revoke' : 'logout'} ${response.status()}`);
}

test('candidat.soumis signs in through Keycloak, re-ranks the specialities and sees them after a reload', async ({
  page,
  request,
}) => {
  touches('candidat.soumis@example.org');
  const errors = watchPageErrors(page);
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await expect(page.getByText('13,42')).toBeVisible();
  // The candidate-service's answers for Keycloak's access token: the seed, not a failure screen.
  await expect(page.getByRole('region', { name: 'Notes du baccalauréat' })).toContainText(
    'Mathématiques13,5/20, note supérieure ou égale à 10Coefficient : 5',
  );
  expect((await page.evaluate(() => localStorage.getItem('access_token')))?.split('.')).toHaveLength(3);
  const violations = await axeViolations(page);
  expect(describeViolations(violations), 'axe on the dashboard (Keycloak)').toBe('');

  await saveRanking(page, ['Productions animales', 'Productions végétales', 'Agroforesterie']);
  await backToDashboard(page);

  await page.reload();
  const programme = page.getByRole('region', { name: 'Programme choisi' });
  await expect(programme).toContainText('Choix n° 1Productions animales');
  await expect(programme).toContainText('Choix n° 2Productions végétales');
  await expect(programme).toContainText('Choix n° 3Agroforesterie');
  // The candidate-service holds it, not the page: the sandbox's own reset puts the seed back.
  await resetSandbox(request, KC_SANDBOX_URL);
  await page.reload();
  await expect(programme).toContainText('Choix n° 1Productions végétales');
  await expect(programme).toContainText('Choix n° 3Productions animales');
  expect(errors).toEqual([]);
});

test('candidat.nonverifie is told the account is not activated, opens the e-mailed link, then gets in', async ({
  page,
  request,
  baseURL,
}) => {
  touches('candidat.nonverifie@example.org');
  const admin = new KeycloakAdmin(request);
  try {
    const errors = watchPageErrors(page);
    const refused = nextTokenAnswer(page);
    await logIn(page, 'candidat.nonverifie@example.org');
    // Keycloak's own words for a required action on the direct grant.
    expect(await refused).toEqual({
      status: 400,
      body: { error: 'invalid_grant', error_description: 'Account is not fully set up' },
    });
    await expect(
      page
        .getByText(
          'Votre compte n’est pas encore activé. Veuillez vérifier votre e-mail ou contacter l’assistance.',
        )
        .first(),
    ).toBeVisible();

    const mail = (await outbox(request, KC_SANDBOX_URL)).find(
      (m) => m.kind === 'verify-email' && m.to === 'candidat.nonverifie@example.org',
    );
    const link = mail?.link ?? '';
    expect(link.startsWith(`${baseURL}/admission/verify-email/`)).toBe(true);
    await page.goto(link);
    await expect(page.getByText('E-mail vérifié avec succès ! Redirection en cours…')).toBeVisible();
    // The sandbox's auth API did it at Keycloak.
    expect(await admin.user('candidat.nonverifie@example.org')).toMatchObject({
      emailVerified: true,
      requiredActions: [],
    });
    await expect(page).toHaveURL(/\/admission\/candidat\/login$/, { timeout: 5_000 });

    await page.getByLabel('E-mail').fill('candidat.nonverifie@example.org');
    await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(/\/admission\/etudiant\/depot$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Périodes de candidature fermées' }),
    ).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    // Unverified again, as the realm file has it.
    await admin.updateUser('candidat.nonverifie@example.org', {
      emailVerified: false,
      requiredActions: ['VERIFY_EMAIL'],
    });
  }
});

test('candidat.nouveau resets the password by e-mail; the new one signs in at Keycloak, the old one is refused', async ({
  page,
  request,
  baseURL,
}) => {
  touches('candidat.nouveau@example.org');
  const newPassword = 'Nouveau#2025';
  const errors = watchPageErrors(page);
  await page.goto('/admission/reset-password');
  await page.getByLabel('E-mail').fill('candidat.nouveau@example.org');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail envoyé !' })).toBeVisible();

  const mails = (await outbox(request, KC_SANDBOX_URL)).filter(
    (mail) => mail.kind === 'reset-password' && mail.to === 'candidat.nouveau@example.org',
  );
  expect(mails).toHaveLength(1);
  const link = mails[0]?.link ?? '';
  expect(link.startsWith(`${baseURL}/admission/reset-password/confirm?token=`)).toBe(true);
  await page.goto(link);
  const password = page.getByLabel('Nouveau mot de passe', { exact: true });
  const confirmation = page.getByLabel('Confirmer le mot de passe', { exact: true });
  const submit = page.getByRole('button', { name: 'Modifier le mot de passe' });
  await password.fill(newPassword);
  await confirmation.fill(newPassword);
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe modifié !' })).toBeVisible();

  // The new password first: right after a failure Keycloak may still be recording it (off the
  // request's thread) and refuse even the right password for a moment.
  await logIn(page, 'candidat.nouveau@example.org', newPassword);
  await expect(page).toHaveURL(/\/admission\/etudiant\/depot$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Périodes de candidature fermées' }),
  ).toBeVisible();
  await page.evaluate(() => localStorage.clear());

  const oldRefused = nextTokenAnswer(page);
  await logIn(page, 'candidat.nouveau@example.org');
  expect(await oldRefused).toEqual({
    status: 401,
    body: { error: 'invalid_grant', error_description: 'Invalid user credentials' },
  });
  await expect(page.getByText(INVALID_CREDENTIALS).first()).toBeVisible();
  await expect(page).toHaveURL(/\/connexion$/);

  // The link is single-use, and said so as the page opens: no password is typed for nothing, and
  // Keycloak is not asked again.
  await page.goto(link);
  await expect(page.getByText('Lien de réinitialisation invalide, déjà utilisé ou expiré.')).toBeVisible();
  await expect(password).toHaveCount(0);
  await expect(confirmation).toHaveCount(0);
  // Not a dead end: a new link can be asked for from here.
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
    'href',
    '/admission/reset-password',
  );
  expect((await passwordGrant(request, 'candidat.nouveau@example.org', 'Encore#2025x')).status()).toBe(401);
  expect(errors).toEqual([]);
});

test('wrong passwords lock candidat.rejete at Keycloak: the portal names both causes, then says « Trop de tentatives », also after a reload, for the right password too', async ({
  page,
  request,
}) => {
  touches('candidat.rejete@example.org');
  const admin = new KeycloakAdmin(request);
  const email = 'candidat.rejete@example.org';
  const errors = watchPageErrors(page);
  await page.goto('/connexion');
  const button = page.getByRole('button', { name: 'Se connecter' });
  for (let attempt = 1; attempt <= FAILURE_FACTOR; attempt += 1) {
    if (attempt > 1) await page.waitForTimeout(FAILURE_SPACING_MS);
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Mot de passe', { exact: true }).fill(`Mauvais#${attempt}`);
    const answer = nextTokenAnswer(page);
    await button.click();
    expect((await answer).body.error).toBe('invalid_grant');
    await expect(button).toBeEnabled();
    await expect(
      page
        .getByText(
          attempt < 3 ? INVALID_CREDENTIALS : attempt < FAILURE_FACTOR ? EITHER_CAUSE : TOO_MANY_ATTEMPTS,
        )
        .first(),
    ).toBeVisible();
  }
  // Keycloak itself holds the lockout (the portal only words it).
  await expect
    .poll(async () => admin.bruteForce(email))
    .toMatchObject({ disabled: true, numFailures: FAILURE_FACTOR });

  // The person reloads the page and types the right password: refused by the lock, and the
  // portal, which counted the refusals in this browser, still says why.
  await page.reload();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  const locked = nextTokenAnswer(page);
  await button.click();
  // While locked Keycloak answers exactly as for a wrong password.
  expect(await locked).toEqual({
    status: 401,
    body: { error: 'invalid_grant', error_description: 'Invalid user credentials' },
  });
  await expect(page.getByText(TOO_MANY_ATTEMPTS).first()).toBeVisible();
  await expect(page).toHaveURL(/\/connexion$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  // The lockout was the only obstacle: cleared by an administrator, the same password gets in.
  await admin.clearBruteForce(email);
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await button.click();
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  expect(errors).toEqual([]);
});

test('« Déconnexion » ends the Keycloak session: the refresh token read before it is refused after', async ({
  page,
  request,
}) => {
  touches('candidat.multiple@example.org');
  const admin = new KeycloakAdmin(request);
  const email = 'candidat.multiple@example.org';
  const errors = watchPageErrors(page);
  await logIn(page, email);
  await expect(page.getByText('Position sur la liste d’attente : 14')).toBeVisible();
  const refreshToken = await page.evaluate(() => localStorage.getItem('refresh_token'));
  expect(refreshToken).toBeTruthy();
  // The token is not used before the logout (revoke refresh token, reuse 0, would spend it):
  // Keycloak's view of the session stands for it.
  expect(await admin.sessionCount(email)).toBe(1);

  // Signed now, sent after: Keycloak then judges the token itself, not a missing proof.
  const proof = await ownRefreshProof(page, TOKEN_URL);

  const logout = nextSessionEnd(page);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  expect(await logout).toBe('revoke 200');
  await expect(page).toHaveURL(/\/connexion$/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('refresh_token'))).toBeNull();
  expect(await admin.sessionCount(email)).toBe(0);

  const refused = await refreshGrant(request, refreshToken ?? '', proof);
  expect(refused.status()).toBe(400);
  const answer = (await refused.json()) as { error: string; error_description?: string };
  expect(answer.error).toBe('invalid_grant');
  expect(answer.error_description).not.toMatch(/DPoP/);
  expect(errors).toEqual([]);
});

test('admin signs in at the staff sign-in through Keycloak and accepts an application; the candidate sees it', async ({
  page,
}) => {
  touches('admin@example.org', 'candidat.unique@example.org');
  const errors = watchPageErrors(page);
  await staffSignIn(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/admission\/etudiant-candidats$/);
  await expect(page.getByText('34 candidatures')).toBeVisible();
  await searchStaffList(page, 'candidat.unique');
  await expect(dataRows(page)).toHaveCount(1);
  const moussa = dataRows(page).first();
  await expect(moussa).toContainText('En attente');
  await moussa.getByRole('button', { name: 'Accepter la candidature de Moussa Ndiaye' }).click();
  await expect(toast(page, 'La candidature a été acceptée avec succès.')).toBeVisible();
  await expect(moussa).toContainText('Acceptée');
  await page.reload();
  await expect(dataRows(page).first()).toContainText('Acceptée');

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion personnel' })).toBeVisible();
  await logIn(page, 'candidat.unique@example.org');
  await expect(page.getByText('Acceptée', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('admin proposes a selection through Keycloak and confirms it: two accepted, two on the waiting list after the seeded one', async ({
  page,
}) => {
  touches('admin@example.org');
  const errors = watchPageErrors(page);
  const maths = 'prog-mathematiques-informatique';
  await staffSignIn(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/admission\/etudiant-candidats$/);
  await page.goto(`/admission/etudiant-candidats/selection/${maths}?formation=${maths}`);
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Proposer une sélection\u00a0: Mathématiques et Informatique',
    }),
  ).toBeVisible();
  await expect(
    page.getByText('3 places, 1 déjà acceptée, 2 à pourvoir · liste d’attente : 3 places, 1 déjà inscrite'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer la sélection' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer la sélection' });
  await expect(
    confirm.getByText('Accepter 2 candidatures et placer 2 candidatures sur liste d’attente ?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(toast(page, 'Sélection enregistrée')).toBeVisible();
  // The sandbox trusting Keycloak's token recorded it: the programme's waiting list, ranks 1 to 3.
  await page.goto(`/admission/etudiant-candidats?statut=waitlisted&formation=${maths}`);
  await expect(dataRows(page)).toHaveCount(3);
  for (const rank of [1, 2, 3]) await expect(page.getByText(`rang ${rank}`, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('personnel.sansrole is refused by the candidate login, and the Keycloak session it got is ended', async ({
  page,
  request,
}) => {
  touches('personnel.sansrole@example.org');
  const admin = new KeycloakAdmin(request);
  const email = 'personnel.sansrole@example.org';
  const errors = watchPageErrors(page);
  const issued = nextTokenAnswer(page);
  const logout = nextSessionEnd(page);
  await logIn(page, email);
  // Keycloak did issue tokens: the portal refuses the role, not Keycloak the password.
  const { status, body } = await issued;
  expect(status).toBe(200);
  expect(body.refresh_token).toBeTruthy();
  await expect(page.getByText('Accès non autorisé. Ce portail est réservé aux candidats.')).toBeVisible();
  await expect(page).toHaveURL(/\/connexion$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('refresh_token')]),
  ).toEqual([null, null]);

  // The portal ended that session at Keycloak: its revocation answered, and no session left. (Its
  // refresh token is DPoP-bound to a key the portal erased: Node could only offer it without a
  // proof, which Keycloak refuses whether the session ended or not, so that proves nothing.)
  expect(await logout).toBe('revoke 200');
  expect(await admin.sessionCount(email)).toBe(0);
  expect(errors).toEqual([]);
});
