// DPoP (docs/behaviour.md, deviation 55) against the real Keycloak 26.5.6, the portal's client
// requiring it as the realm has it (`dpop.bound.access.tokens`, deploy/keycloak/) and the sandbox in
// Keycloak mode checking the bound tokens as candidate-service must: tokens read out of the page are
// refused from Node as Bearer, with another key's proof, and in refreshes without the page's key;
// the page itself goes on, and « Déconnexion » ends the session by revoking its refresh token.
import { expect, test } from '@playwright/test';
import { replayStolen, stealFromPage } from '../dpopTheft';
import { logIn, resetSandbox, watchPageErrors } from '../support';
import { CLIENT_ID, KC_SANDBOX_URL, KeycloakAdmin, TOKEN_URL } from './admin';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request, KC_SANDBOX_URL);
  const [client] = (await (
    await new KeycloakAdmin(request).call('GET', `/clients?clientId=${CLIENT_ID}`)
  ).json()) as { attributes?: Record<string, string> }[];
  expect(client?.attributes?.['dpop.bound.access.tokens'], 'the realm requires DPoP for the portal').toBe(
    'true',
  );
});

test('Keycloak: tokens stolen from the page are refused elsewhere, and the page keeps working', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page.getByText('Coefficient').first()).toBeVisible();

  const stolen = await stealFromPage(page);
  expect(stolen).toMatchObject({ exported: 'refused', extractable: false });
  const statuses = await replayStolen(
    request,
    { apiBase: KC_SANDBOX_URL, tokenUrl: TOKEN_URL, clientId: CLIENT_ID },
    stolen,
  );
  test.info().annotations.push({ type: 'replays', description: JSON.stringify(statuses) });

  const refreshed = page.waitForResponse(
    (response) => response.url() === TOKEN_URL && response.status() === 200,
  );
  await page.evaluate(() => localStorage.removeItem('access_token'));
  await page.reload();
  await refreshed;
  await expect(page.getByText('Coefficient').first()).toBeVisible();

  const revoked = page.waitForResponse((response) =>
    response.url().endsWith('/protocol/openid-connect/revoke'),
  );
  await page.getByRole('button', { name: 'Déconnexion' }).first().click();
  expect((await revoked).status()).toBe(200);
  await expect(page).toHaveURL(/\/connexion/);
  expect(errors).toEqual([]);
});
