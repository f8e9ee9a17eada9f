import { expect, test, type Page } from '@playwright/test';
import { UNTOUCHED_PAGE_BROWSER, watchPageErrors } from './support';

// What the prerendered page draws before its app runs, which a pointer over the page would start.
test.use({ launchOptions: UNTOUCHED_PAGE_BROWSER });

// The theme is chosen before the first paint by the prerendered page's inline script (the stored
// `theme` key, else the system preference), before any of the app's code is downloaded; once the
// app runs, ui's ThemeProvider keeps that class on <html>: no flash either way.

const DARK_BACKGROUND = 'rgb(15, 20, 18)';
const LIGHT_BACKGROUND = 'rgb(245, 247, 246)';

const htmlClasses = (page: Page) =>
  page.evaluate(() =>
    [...document.documentElement.classList].filter((name) => name.startsWith('adm-theme-')),
  );
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const appStarted = (page: Page) =>
  page.evaluate(() =>
    Boolean((window as unknown as { __portalBoot?: { hydrated?: boolean } }).__portalBoot?.hydrated),
  );

/** The prerendered login page loads the app on the first sign of intent: a focus. */
async function startApp(page: Page) {
  await page.getByLabel('E-mail').focus();
  await expect.poll(() => appStarted(page)).toBe(true);
}

test('a stored dark theme is drawn by the prerendered page before the app runs, and kept after', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
  await page.goto('/connexion');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await appStarted(page)).toBe(false);
  expect(await htmlClasses(page)).toEqual(['adm-theme-dark']);
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  const field = page.getByLabel('E-mail');
  expect(await field.evaluate((input) => getComputedStyle(input).backgroundColor)).toBe('rgb(24, 32, 28)');

  await startApp(page);
  expect(await htmlClasses(page)).toEqual(['adm-theme-dark']);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);
  expect(errors).toEqual([]);
});

test('without a stored choice, the system preference is drawn first, and followed live once the app runs', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/connexion');
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  expect(await htmlClasses(page)).toEqual(['adm-theme-dark']);
  expect(await bodyBackground(page)).toBe(DARK_BACKGROUND);

  await startApp(page);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => htmlClasses(page)).toEqual(['adm-theme-light']);
  expect(await bodyBackground(page)).toBe(LIGHT_BACKGROUND);
  expect(errors).toEqual([]);
});
