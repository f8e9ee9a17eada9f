import { expect, test } from '@playwright/test';
import { watchPageErrors } from './support';

test('the login page is served in French on loopback', async ({ page }) => {
  const errors = watchPageErrors(page);
  await page.goto('/connexion');
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(errors).toEqual([]);
});
