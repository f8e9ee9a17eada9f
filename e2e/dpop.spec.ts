// DPoP (docs/behaviour.md, deviation 55), against the sandbox requiring it as Keycloak's
// dpop.bound.access.tokens does: a candidate signs in, a script in the page could read both tokens
// (local storage), yet from anywhere else they are worth nothing; the key in IndexedDB cannot be
// exported; and the page itself goes on: a reload, a refresh and « Déconnexion » all work.
import { expect, test } from '@playwright/test';
import { replayStolen, stealFromPage } from './dpopTheft';
import { logIn, resetSandbox, SANDBOX_URL, watchPageErrors } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
  expect((await request.post(`${SANDBOX_URL}/_sandbox/config`, { data: { dpop: 'required' } })).ok()).toBe(
    true,
  );
});

test.afterEach(async ({ request }) => {
  await resetSandbox(request);
});

test('tokens stolen from the page are refused elsewhere, and the page keeps working', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Coefficient').first()).toBeVisible();

  const stolen = await stealFromPage(page);
  expect(stolen).toMatchObject({ exported: 'refused', extractable: false });
  const statuses = await replayStolen(
    request,
    {
      apiBase: SANDBOX_URL,
      tokenUrl: `${SANDBOX_URL}/realms/admission/protocol/openid-connect/token`,
      clientId: 'auth-service',
    },
    stolen,
  );
  test.info().annotations.push({ type: 'replays', description: JSON.stringify(statuses) });

  // The page itself: a reload draws the dashboard again with the same key; a refresh (the access
  // token dropped from memory and storage, as if expired) is proved and answered.
  await page.reload();
  await expect(page.getByText('Coefficient').first()).toBeVisible();
  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/protocol/openid-connect/token') && response.status() === 200,
  );
  await page.evaluate(() => localStorage.removeItem('access_token'));
  await page.reload();
  await refreshed;
  await expect(page.getByText('Coefficient').first()).toBeVisible();
  const after = await stealFromPage(page);
  expect(after.refreshToken).not.toBe(stolen.refreshToken);

  // « Déconnexion » revokes the refresh token (the logout endpoint refuses a bound one) and erases the key.
  const revoked = page.waitForResponse((response) =>
    response.url().endsWith('/protocol/openid-connect/revoke'),
  );
  await page.getByRole('button', { name: 'Déconnexion' }).first().click();
  expect((await revoked).status()).toBe(200);
  await expect(page).toHaveURL(/\/connexion/);
  expect(await stealFromPage(page)).toMatchObject({ accessToken: '', refreshToken: '', exported: 'no key' });
  expect(errors).toEqual([]);
});
