// DPoP (docs/behaviour.md, deviation 55) against the real Keycloak 26.5.6, the portal's client
// requiring it (`dpop.bound.access.tokens`, set for this test and put back after) and the sandbox in
// Keycloak mode checking the bound tokens as candidate-service must: tokens read out of the page are
// refused from Node as Bearer, with another key's proof, and in refreshes without the page's key;
// the page itself goes on, and « Déconnexion » ends the session by revoking its refresh token.
import { expect, test } from '@playwright/test';
import { replayStolen, stealFromPage } from '../dpopTheft';
import { logIn, resetSandbox, watchPageErrors } from '../support';
import { CLIENT_ID, KC_SANDBOX_URL, KeycloakAdmin, TOKEN_URL } from './admin';

let saved: string | undefined;
let clientId: string | undefined;

async function setDpop(admin: KeycloakAdmin, value: string) {
  const [client] = (await (await admin.call('GET', `/clients?clientId=${CLIENT_ID}`)).json()) as {
    id: string;
    attributes?: Record<string, string>;
  }[];
  if (!client) throw new Error(`Keycloak has no client ${CLIENT_ID}`);
  clientId = client.id;
  saved ??= client.attributes?.['dpop.bound.access.tokens'] ?? 'false';
  await admin.call('PUT', `/clients/${client.id}`, { attributes: { 'dpop.bound.access.tokens': value } });
}

test.beforeEach(async ({ request }) => {
  await resetSandbox(request, KC_SANDBOX_URL);
  await setDpop(new KeycloakAdmin(request), 'true');
});

test.afterEach(async ({ request }) => {
  if (clientId && saved !== undefined)
    await new KeycloakAdmin(request).call('PUT', `/clients/${clientId}`, {
      attributes: { 'dpop.bound.access.tokens': saved },
    });
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
