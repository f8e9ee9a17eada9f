import { expect, test } from '@playwright/test';
import {
  backToDashboard,
  clearHeldChoice,
  expectReceipt,
  logIn,
  rankButton,
  resetSandbox,
  watchPageErrors,
} from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('candidat.soumis sees the dashboard, re-ranks the specialities, and logs out', async ({ page }) => {
  const errors = watchPageErrors(page);
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);

  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await expect(page.getByText('13,42')).toBeVisible();
  const grades = page.getByRole('region', { name: 'Notes du baccalauréat' });
  await page.screenshot({ path: 'test-results/dashboard.png', fullPage: true });
  // The colour is doubled by an icon and a text for screen readers, never a word read as a decision.
  await expect(grades).not.toContainText('admis');
  await expect(grades).toContainText('Mathématiques13,5/20, note supérieure ou égale à 10Coefficient : 5');
  await expect(grades).toContainText('Français9,5/20, note inférieure à 10Coefficient : 3');

  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Enregistrer' });
  // The dialog opens with the choice held selected; saved again unchanged it would change nothing.
  await expect(rankButton(page, 1, 'Productions végétales')).toHaveAttribute('aria-pressed', 'true');
  await expect(rankButton(page, 2, 'Agroforesterie')).toHaveAttribute('aria-pressed', 'true');
  await expect(rankButton(page, 3, 'Productions animales')).toHaveAttribute('aria-pressed', 'true');
  await expect(save).toBeDisabled();

  // Exclusive ranking: giving rank 1 to Productions animales takes it from Agroforesterie.
  await rankButton(page, 1, 'Agroforesterie').click();
  await expect(rankButton(page, 1, 'Agroforesterie')).toHaveAttribute('aria-pressed', 'true');
  await rankButton(page, 1, 'Productions animales').click();
  await expect(rankButton(page, 1, 'Productions animales')).toHaveAttribute('aria-pressed', 'true');
  await expect(rankButton(page, 1, 'Agroforesterie')).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByText('Vous êtes en train de classer les spécialités ci-dessus')).toBeVisible();
  await expect(save).toBeDisabled();
  await rankButton(page, 2, 'Productions végétales').click();
  await rankButton(page, 3, 'Agroforesterie').click();
  await expect(save).toBeEnabled();
  await save.click();

  await expectReceipt(page);
  await expect(dialog).toBeHidden();
  await backToDashboard(page);

  await page.reload();
  const programme = page.getByRole('region', { name: 'Programme choisi' });
  await expect(programme).toContainText('Choix n° 1Productions animales');
  await expect(programme).toContainText('Choix n° 2Productions végétales');
  await expect(programme).toContainText('Choix n° 3Agroforesterie');

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  expect(
    await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);
  // Logged out: the dashboard sends back to the login page.
  await page.goto('/admission/candidat/dashboard');
  await expect(page).toHaveURL(/\/connexion$/);
  expect(errors).toEqual([]);
});

test('candidat.unique picks another programme instead of ranking', async ({ page }) => {
  const errors = watchPageErrors(page);
  await logIn(page, 'candidat.unique@example.org');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await rankButton(page, 1, 'Productions animales').click();
  await dialog.getByRole('radio', { name: 'Sociologie' }).check();
  // Picking a programme clears the ranking and says so.
  await expect(rankButton(page, 1, 'Productions animales')).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByText('Vous avez choisi un autre programme')).toBeVisible();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expectReceipt(page);
  await expect(page.getByRole('region', { name: 'Vos choix enregistrés' })).toContainText(
    'Choix n° 1Sociologie',
  );
  await backToDashboard(page);
  await expect(page.getByRole('region', { name: 'Programme choisi' })).toContainText('Sociologie');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Programme choisi' })).toContainText('Sociologie');
  expect(errors).toEqual([]);
});

test('candidat.accepte has no change button and a link to the student space', async ({ page }) => {
  await logIn(page, 'candidat.accepte@example.org');
  await expect(page.getByText('Acceptée', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Changer de programme' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Accéder à mon espace étudiant' }).click();
  await expect(page).toHaveURL(/\/student\/dashboard$/);
  await expect(page.getByRole('tab', { name: 'Mes cours' })).toBeVisible();
});

test('candidat.multiple sees the waitlist position of a waitlisted choice', async ({ page }) => {
  await logIn(page, 'candidat.multiple@example.org');
  await expect(page.getByText('Position sur la liste d’attente : 14')).toBeVisible();
});

test('candidat.nouveau, with no application, lands on the deposit path (closed-period page)', async ({
  page,
}) => {
  await logIn(page, 'candidat.nouveau@example.org');
  await expect(page).toHaveURL(/\/admission\/etudiant\/depot$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Périodes de candidature fermées' }),
  ).toBeVisible();
});

test('a user without a candidate role is refused, and a wrong password is reported', async ({ page }) => {
  await logIn(page, 'personnel.sansrole@example.org');
  await expect(page.getByText('Accès non autorisé. Ce portail est réservé aux candidats.')).toBeVisible();
  await expect(page).toHaveURL(/\/connexion$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();

  await page.getByLabel('Mot de passe', { exact: true }).fill('mauvais-mot-de-passe');
  await page.getByLabel('E-mail').fill('candidat.soumis@example.org');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Identifiants incorrects. Veuillez réessayer.').first()).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel('E-mail')).toHaveValue('candidat.soumis@example.org');
});

test('a reload with the programme dialog open offers the ranking back as it was left', async ({ page }) => {
  const errors = watchPageErrors(page);
  await logIn(page, 'candidat.soumis@example.org');
  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await clearHeldChoice(page);
  await rankButton(page, 1, 'Productions animales').click();
  await rankButton(page, 2, 'Agroforesterie').click();
  await page.reload();
  await expect(dialog.getByText(/^Votre choix n’avait pas été enregistré/)).toBeVisible();
  await expect(rankButton(page, 1, 'Productions animales')).toHaveAttribute('aria-pressed', 'true');
  await expect(rankButton(page, 2, 'Agroforesterie')).toHaveAttribute('aria-pressed', 'true');
  await rankButton(page, 3, 'Productions végétales').click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expectReceipt(page);
  // Saved: back on the dashboard, a reload offers nothing.
  await backToDashboard(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Changer de programme' })).toBeVisible();
  await expect(dialog).toHaveCount(0);
  expect(errors).toEqual([]);
});
