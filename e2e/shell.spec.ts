import { expect, test } from '@playwright/test';
import { logIn, resetSandbox, watchPageErrors } from './support';

// docs/behaviour.md, deviations 28 and 29: every signed-in page has one shell with a way out, its
// own title, the footer with the support contact; a session left alone warns, then ends.

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const SHELL_LINKS = ['Mon espace', 'Mon profil'] as const;

test('candidat.nouveau, sent to the deposit page, is in the shell there and can log out', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await logIn(page, 'candidat.nouveau@example.org');
  await expect(page).toHaveURL(/\/admission\/etudiant\/depot$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Périodes de candidature fermées' }),
  ).toBeVisible();
  for (const name of SHELL_LINKS) await expect(page.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Périodes de candidature fermées – Admission en ligne');
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(errors).toEqual([]);
});

test('every signed-in page has the shell, its own title and the support footer', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/connexion');
  await expect(page).toHaveTitle('Connexion candidat – Admission en ligne');
  await logIn(page, 'candidat.accepte@example.org');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  const pages = [
    ['/admission/candidat/dashboard', 'Mon espace candidat'],
    ['/profil', 'Mon profil'],
    ['/student/dashboard', 'Espace étudiant'],
    ['/test-auth', 'Test d’authentification'],
  ] as const;
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(`${heading} – Admission en ligne`);
    const header = page.getByRole('banner');
    for (const name of SHELL_LINKS)
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Déconnexion' })).toBeVisible();
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: /@/ }).first()).toHaveAttribute(
      'href',
      /^mailto:.+\?subject=Assistance%20Equivalence%2FAdmission$/,
    );
    await expect(footer).toContainText('Tous droits réservés.');
  }
  // Navigating inside the app moves focus to the new page's heading.
  await page.getByRole('link', { name: 'Mon profil', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeFocused();
  expect(errors).toEqual([]);
});

test('a session left alone warns after 25 minutes; « Rester connecté » keeps it; running out logs out with a message', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.clock.install();
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();

  // The clock runs on between the steps too (real seconds on a busy machine): 30 s of margin.
  await page.clock.fastForward('24:30');
  const warning = page.getByRole('alertdialog', { name: 'Votre session va bientôt expirer' });
  await expect(warning).toHaveCount(0);
  await page.clock.fastForward('00:35');
  await expect(warning).toBeVisible();
  await expect(warning.getByRole('button', { name: 'Rester connecté' })).toBeFocused();
  await warning.getByRole('button', { name: 'Rester connecté' }).click();
  await expect(warning).toBeHidden();
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();

  await page.clock.fastForward('25:00');
  await expect(warning).toBeVisible();
  // The countdown ticks every second: run every timer on the way, not just jump.
  await page.clock.runFor('02:01');
  await expect(page).toHaveURL(/\/connexion$/);
  await expect(page.getByText('Vous avez été déconnecté après une période d’inactivité.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(errors).toEqual([]);
});
