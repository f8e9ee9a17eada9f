// Keycloak's own pages under the realm speak as the portal does (docs/identity-provider.md, « Keycloak's
// own pages »): the realm's French overrides (deploy/keycloak/admission-realm.json, localizationTexts)
// are what Keycloak 26.5.6 draws, not its theme's « courriel » and ASCII typography. Its sign-in page
// for the account console, the one a candidate could reach by the realm's address.
import { createHash, randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { KEYCLOAK_URL } from './admin';

test('Keycloak’s own sign-in page says « E-mail », never « courriel », in French typography', async ({
  page,
}) => {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const account = `${KEYCLOAK_URL}/realms/admission/account/`;
  const query = new URLSearchParams({
    client_id: 'account-console',
    redirect_uri: account,
    response_type: 'code',
    scope: 'openid',
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  await page.goto(`${KEYCLOAK_URL}/realms/admission/protocol/openid-connect/auth?${query}`);
  await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
  const text = await page.locator('body').innerText();
  expect(text).not.toMatch(/courriel/i);
  // No ASCII apostrophe between letters (« d'utilisateur »), no plain space before « : ? ! ; ».
  expect(text.match(/\p{L}'\p{L}/gu) ?? []).toEqual([]);
  expect(text.match(/\p{L} [:?!;]/gu) ?? []).toEqual([]);
});
