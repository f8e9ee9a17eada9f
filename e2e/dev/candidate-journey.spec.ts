import { expect, test } from '@playwright/test';
import { logIn, watchPageErrors } from '../support';
import { expectDevServer, watchTexts } from './support';

const LOAD_ERRORS = [
  'Impossible de charger vos candidatures',
  'Impossible de charger vos notes',
  'Impossible de charger votre choix de programme',
  'Impossible de charger les programmes éligibles',
];

test('candidat.soumis signs in and sees the dashboard (grades, details, the programme change), never a load failure', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const seen = await watchTexts(page, LOAD_ERRORS);
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await expectDevServer(page);
  const grades = page.getByRole('region', { name: 'Notes du baccalauréat' });
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await expect(grades).toContainText('Mathématiques13,5/20');
  await expect(page.getByRole('region', { name: 'Programme choisi' })).toContainText('Choix n° 1');

  // The dialog loads the eligible programmes as it opens.
  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await expect(dialog.getByRole('button', { name: 'Rang 1 : Agroforesterie' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await seen()).toEqual([]);

  // A first load of the page itself: the applications are fetched there (call 3), not handed over.
  await page.reload();
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await expect(grades).toContainText('Mathématiques13,5/20');
  for (const text of LOAD_ERRORS) await expect(page.getByText(text)).toHaveCount(0);
  expect(await seen()).toEqual([]);
  expect(errors).toEqual([]);
});
