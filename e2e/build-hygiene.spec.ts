import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PASSWORD } from '../apps/sandbox/src/seed';
import { E2E_OUT_DIR } from '../playwright.config';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

test('the built portal holds no password, token or client secret', () => {
  const files = filesUnder(join('apps/portal', E2E_OUT_DIR));
  const texts = files.filter((f) => /\.(js|css|html|json|map)$/.test(f)).map((f) => readFileSync(f, 'utf8'));
  const all = texts.join('\n');
  // The scan reads the real build: the sign-in page's heading is in it.
  expect(all).toContain('Connexion candidat');

  const secrets = [DEMO_PASSWORD, process.env.PORTAL_CLIENT_SECRET, process.env.SANDBOX_CLIENT_SECRET].filter(
    (value): value is string => Boolean(value && value.trim()),
  );
  for (const secret of secrets)
    expect(all.includes(secret), 'a secret or password is in the build').toBe(false);
  // No JWT (a token pasted into source) and no hard-coded client_secret value.
  expect(all).not.toMatch(/eyJ[\w-]{10,}\.eyJ[\w-]{10,}\.[\w-]+/);
  expect(all).not.toMatch(/client_secret["']?\s*[:=]\s*["'][^"']+["']/);
});

test('a route whose code cannot be downloaded shows a French error and a way back, not a white screen', async ({
  page,
}) => {
  // Flaky mobile data: the chunk of the diagnostics page never arrives.
  await page.route(/TestAuthRoute-[\w-]+\.js$/, (route) => route.abort('internetdisconnected'));
  await page.goto('/test-auth');
  await expect(page.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeVisible();
  await expect(page.getByText('Vérifiez votre connexion internet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Retour à l’accueil' })).toBeVisible();
  // Connection back: reloading draws the page.
  await page.unroute(/TestAuthRoute-[\w-]+\.js$/);
  await page.getByRole('button', { name: 'Recharger la page' }).click();
  await expect(page.getByText('Aucun utilisateur connecté')).toBeVisible();
});
