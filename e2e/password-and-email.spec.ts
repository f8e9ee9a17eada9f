import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, logIn, outbox, resetSandbox, toast, watchPageErrors } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const NEW_PASSWORD = 'Nouveau#2025';

test('a forgotten password is reset through the e-mailed link, with the rules enforced, then used to log in', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  await page.goto('/admission/reset-password');
  await page.getByLabel('E-mail').fill('candidat.soumis@example.org');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mail envoyé !' })).toBeVisible();
  await expect(
    page.getByText(
      'Si un compte correspond à candidat.soumis@example.org, un e-mail de réinitialisation vient d’y être envoyé.',
    ),
  ).toBeVisible();

  const mails = (await outbox(request)).filter(
    (mail) => mail.kind === 'reset-password' && mail.to === 'candidat.soumis@example.org',
  );
  expect(mails).toHaveLength(1);
  const link = mails[0]?.link ?? '';
  // The sandbox writes links to the portal under test, so the link is opened as a user would.
  expect(link.startsWith(`${baseURL}/admission/reset-password/confirm?token=`)).toBe(true);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Réinitialiser le mot de passe' })).toBeVisible();

  const password = page.getByLabel('Nouveau mot de passe', { exact: true });
  const confirmation = page.getByLabel('Confirmer le mot de passe', { exact: true });
  const submit = page.getByRole('button', { name: 'Modifier le mot de passe' });

  // Weak (same in both fields): every missing rule is listed, in the spec's order and wording.
  await password.fill('abcdef');
  await confirmation.fill('abcdef');
  await submit.click();
  const weak =
    'Le mot de passe doit contenir\u00a0: au moins 8 caractères, au moins une majuscule, au moins un chiffre, au moins un caractère spécial';
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(new RegExp(escapeRegExp(weak)));
  await expect(page.getByText(weak).first()).toBeVisible();
  // Only the rules it misses: this one has a lowercase letter.
  await expect(page.getByText('Au moins une minuscule')).toHaveCount(0);

  // Strong but not the same twice.
  await password.fill(NEW_PASSWORD);
  await confirmation.fill('Nouveau#2026');
  await submit.click();
  await expect(confirmation).toHaveAttribute('aria-invalid', 'true');
  await expect(confirmation).toHaveAccessibleDescription(/Les mots de passe ne correspondent pas\./);
  await expect(page.getByText(weak)).toHaveCount(0);

  await confirmation.fill(NEW_PASSWORD);
  await submit.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe modifié !' })).toBeVisible();

  // The old password no longer works; the new one does.
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page.getByText('Identifiants incorrects. Veuillez réessayer.').first()).toBeVisible();
  await logIn(page, 'candidat.soumis@example.org', NEW_PASSWORD);
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();

  // The link is single-use, and said so as the page opens: no password is asked for.
  await page.goto(link);
  await expect(page.getByText('Lien de réinitialisation invalide, déjà utilisé ou expiré.')).toBeVisible();
  await expect(password).toHaveCount(0);
  await expect(confirmation).toHaveCount(0);
  // Not a dead end: a new link can be asked for from here.
  await expect(page.getByRole('link', { name: 'Demander un nouveau lien' })).toHaveAttribute(
    'href',
    '/admission/reset-password',
  );
  expect(errors).toEqual([]);
});

test('the new-password page without a token says so', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/admission/reset-password/confirm');
  await expect(page.getByText('Token de réinitialisation manquant.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Modifier le mot de passe' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Demander un nouveau lien' }).click();
  await expect(page).toHaveURL(/\/admission\/reset-password$/);
  expect(errors).toEqual([]);
});

test('an address with no account gets the same answer as one with an account, and no e-mail (no enumeration)', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await page.goto('/admission/reset-password');
  await page.getByLabel('E-mail').fill('personne@example.org');
  await page.getByRole('button', { name: 'Envoyer le lien' }).click();
  await expect(page.getByRole('heading', { name: 'E-mail envoyé !' })).toBeVisible();
  await expect(
    page.getByText(
      'Si un compte correspond à personne@example.org, un e-mail de réinitialisation vient d’y être envoyé.',
    ),
  ).toBeVisible();
  expect((await outbox(request)).filter((mail) => mail.kind === 'reset-password')).toEqual([]);
  expect(errors).toEqual([]);
});

test('candidat.nonverifie verifies the e-mail through the seeded link and is sent to the login after 2 s', async ({
  page,
  request,
  baseURL,
}) => {
  const errors = watchPageErrors(page);
  // Not verified yet: the identity provider refuses the login.
  await logIn(page, 'candidat.nonverifie@example.org');
  await expect(
    page
      .getByText(
        'Votre compte n’est pas encore activé. Veuillez vérifier votre e-mail ou contacter l’assistance.',
      )
      .first(),
  ).toBeVisible();

  const mail = (await outbox(request)).find(
    (m) => m.kind === 'verify-email' && m.to === 'candidat.nonverifie@example.org',
  );
  expect(mail).toBeDefined();
  const link = mail?.link ?? '';
  expect(link.startsWith(`${baseURL}/admission/verify-email/`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Vérification de l’e-mail' })).toBeVisible();
  const success = page.getByText('E-mail vérifié avec succès ! Redirection en cours…');
  await expect(success).toBeVisible();
  const shownAt = Date.now();
  await expect(page).toHaveURL(/\/admission\/candidat\/login$/, { timeout: 5_000 });
  // The redirect waits about two seconds, it does not happen at once.
  expect(Date.now() - shownAt).toBeGreaterThan(1_200);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();
  // Not a blank form: the page says the account is active (the link, opened as from the mail in a
  // fresh page, gives no address; docs/behaviour.md, deviation 62).
  await expect(page.getByRole('status')).toHaveText(
    'Votre adresse e-mail est vérifiée\u00a0: votre compte est actif. Vous pouvez vous connecter.',
  );

  // Verified: the same account now gets in (no application: the deposit path).
  await page.getByLabel('E-mail').fill('candidat.nonverifie@example.org');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/admission\/etudiant\/depot$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Périodes de candidature fermées' }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('an account not yet activated asks for a new verification e-mail from the sign-in, and its link activates it', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const email = 'candidat.nonverifie@example.org';
  const verificationMails = async () =>
    (await outbox(request)).filter((m) => m.kind === 'verify-email' && m.to === email);
  expect(await verificationMails()).toHaveLength(1);

  await logIn(page, email);
  await page.getByRole('link', { name: 'Renvoyer l’e-mail de vérification' }).click();
  await expect(page).toHaveURL(/\/admission\/renvoyer-verification$/);
  // The router shows the sign-in page until the new page's code has arrived, address already
  // changed: its own « E-mail » field would take the address (seen at load 27, the request then
  // never sent).
  await expect(
    page.getByRole('heading', { level: 1, name: 'Renvoyer l’e-mail de vérification' }),
  ).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Renvoyer l’e-mail' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Demande enregistrée' })).toBeVisible();
  await expect(
    page.getByText(
      `Si un compte non activé correspond à ${email}, un nouvel e-mail de vérification vient d’y être envoyé.`,
    ),
  ).toBeVisible();

  const mails = await verificationMails();
  expect(mails).toHaveLength(2);
  await page.goto(mails[1]?.link ?? '');
  await expect(page.getByText('E-mail vérifié avec succès ! Redirection en cours…')).toBeVisible();
  await expect(page).toHaveURL(/\/admission\/candidat\/login$/, { timeout: 5_000 });
  await logIn(page, email);
  await expect(page).toHaveURL(/\/admission\/etudiant\/depot$/);
  expect(errors).toEqual([]);
});

test('the account id alone, or a made-up token, activates nothing and leads to a new e-mail (docs/behaviour.md, deviation 49)', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  const email = 'candidat.nonverifie@example.org';
  const mail = (await outbox(request)).find((m) => m.kind === 'verify-email' && m.to === email);
  const link = new URL(mail?.link ?? 'http://invalid/');
  expect(link.searchParams.get('token')).toMatch(/^[\w-]{43}$/);
  // The spec's link, the account id and nothing else (the id is the access token's `sub`).
  for (const forged of [link.pathname, `${link.pathname}?token=${'A'.repeat(43)}`]) {
    await page.goto(forged);
    await expect(page.getByText('Erreur lors de la vérification', { exact: true })).toBeVisible();
    await expect(page.getByText('Erreur lors de la vérification de l’e-mail')).toBeVisible();
  }
  // No redirect on failure; the way to a working link is offered, and the way back.
  await page.waitForTimeout(2_500);
  await expect(page).toHaveURL(/\/admission\/verify-email\//);
  await expect(page.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
    'href',
    '/connexion',
  );
  await page.getByRole('link', { name: 'Renvoyer l’e-mail de vérification' }).click();
  await expect(page).toHaveURL(/\/admission\/renvoyer-verification$/);
  // Nothing was activated.
  await logIn(page, email);
  await expect(
    page
      .getByText(
        'Votre compte n’est pas encore activé. Veuillez vérifier votre e-mail ou contacter l’assistance.',
      )
      .first(),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('the profile’s password change is the server’s: a wrong current password is refused, the right one changes it, and another device’s session ends', async ({
  page,
  browser,
}) => {
  const errors = watchPageErrors(page);
  const email = 'candidat.unique@example.org';
  // Another device, signed in as the same candidate.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await logIn(otherPage, email);
  await expect(otherPage).toHaveURL(/\/admission\/candidat\/dashboard$/);

  await logIn(page, email);
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await page.goto('/profil');
  const current = page.getByLabel('Mot de passe actuel', { exact: true });
  const next = page.getByLabel('Nouveau mot de passe', { exact: true });
  const confirmation = page.getByLabel('Confirmer le nouveau mot de passe', { exact: true });
  const submit = page.getByRole('button', { name: 'Mettre à jour le mot de passe' });

  await current.fill('PasLeBon#2025');
  await next.fill(NEW_PASSWORD);
  await confirmation.fill(NEW_PASSWORD);
  await submit.click();
  await expect(current).toHaveAccessibleDescription(/Le mot de passe actuel est incorrect\./);
  await expect(page.getByText(/mis à jour/)).toHaveCount(0);

  await current.fill(DEMO_PASSWORD);
  await submit.click();
  await expect(
    toast(page, 'Votre mot de passe a été mis à jour. Vos autres sessions ont été fermées.'),
  ).toBeVisible();
  await expect(current).toHaveValue('');

  // This device stays signed in; the other one's session is over at its next refresh.
  await page.goto('/admission/candidat/dashboard');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await otherPage.evaluate(() => localStorage.setItem('access_token', 'expiré'));
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/connexion/);
  await other.close();

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await logIn(page, email, DEMO_PASSWORD);
  await expect(page.getByText('Identifiants incorrects. Veuillez réessayer.')).toBeVisible();
  await logIn(page, email, NEW_PASSWORD);
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  expect(errors).toEqual([]);
});
