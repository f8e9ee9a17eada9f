import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { VerifyEmailRoute } from '../../src/features/public/VerifyEmailRoute';
import { LoginRoute } from '../../src/features/login/LoginRoute';
import { paths } from '../../src/config/paths';
import { rememberTypedAddress } from '../../src/services/typedAddress';
import { app, fakeFetch, json } from './support';

// docs/behaviour.md, deviation 62: after its verification link, the sign-in says the account is
// active instead of being a blank form.
const USER_ID = '5b0e1f3a-7c2d-4e8f-9a6b-1c3d5e7f9a0b';

async function followLink(answer: () => Response) {
  const network = fakeFetch({ [`POST /api/auth/users/${USER_ID}/verify-email`]: answer });
  await render(
    app(
      [
        { path: `${paths.verifyEmail}/:userId?`, element: <VerifyEmailRoute /> },
        { path: paths.candidateLogin, element: <LoginRoute /> },
        { path: paths.login, element: <LoginRoute /> },
      ],
      { path: `${paths.verifyEmail}/${USER_ID}?token=jeton-du-lien`, fetch: network.fetch },
    ).element,
  );
}

describe('the sign-in after a verification link', () => {
  it('says the account is active, with an empty field when the address was never typed here', async () => {
    rememberTypedAddress(null);
    await followLink(() => json({ message: 'E-mail vérifié avec succès.' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Connexion candidat' }), { timeout: 5_000 })
      .toBeVisible();
    await expect.element(page.getByRole('status')).toBeVisible();
    // Read as written: the no-break space before « : » included.
    expect(page.getByRole('status').element().textContent).toBe(
      'Votre adresse e-mail est vérifiée\u00a0: votre compte est actif. Vous pouvez vous connecter.',
    );
    await expect.element(page.getByLabelText('E-mail')).toHaveValue('');
  });

  it('names and fills in the address typed at sign-in in this page', async () => {
    rememberTypedAddress(' candidat.nonverifie@example.org ');
    await followLink(() => json({ message: 'E-mail vérifié avec succès.' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Connexion candidat' }), { timeout: 5_000 })
      .toBeVisible();
    // Read as written: the no-break space before « : » included.
    expect(page.getByRole('status').element().textContent).toBe(
      'L’adresse candidat.nonverifie@example.org est vérifiée\u00a0: votre compte est actif. Saisissez votre mot de passe pour vous connecter.',
    );
    await expect.element(page.getByLabelText('E-mail')).toHaveValue('candidat.nonverifie@example.org');
    rememberTypedAddress(null);
  });

  it('a refused link leads to no such notice', async () => {
    await followLink(() => json({ message: 'Lien invalide' }, 400));
    await expect.element(page.getByText('Erreur lors de la vérification', { exact: true })).toBeVisible();
    await userEvent.click(page.getByRole('link', { name: 'Retour à la connexion' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();
    expect(document.body.textContent).not.toMatch(/compte est actif/);
  });
});
