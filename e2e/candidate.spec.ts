import { expect, test, type Page } from '@playwright/test';
import { logIn, resetSandbox, toast, watchPageErrors } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

function rankButton(page: Page, rank: number, programme: string) {
  return page.getByRole('button', { name: `Rang ${rank} : ${programme}` });
}

test('candidat.soumis sees the dashboard, re-ranks the specialities, and logs out', async ({ page }) => {
  const errors = watchPageErrors(page);
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);

  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await expect(page.getByText('13,42')).toBeVisible();
  const grades = page.getByRole('region', { name: 'Notes du baccalauréat' });
  await page.screenshot({ path: 'test-results/dashboard.png', fullPage: true });
  await expect(grades).toContainText('admis');
  await expect(grades).toContainText('insuffisant');
  await expect(grades).toContainText('Mathématiques13,5/20 (admis)Coefficient : 5');
  await expect(grades).toContainText('Français9,5/20 (insuffisant)Coefficient : 3');

  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de Programme' });
  await expect(dialog).toBeVisible();
  const save = dialog.getByRole('button', { name: 'Enregistrer' });
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

  await expect(toast(page, 'Vos programmes ont été modifiés avec succès.')).toBeVisible();
  await expect(dialog).toBeHidden();

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
