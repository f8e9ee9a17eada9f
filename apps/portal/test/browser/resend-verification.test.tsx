import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ResendVerificationRoute } from '../../src/features/public/ResendVerificationRoute';
import { LoginRoute } from '../../src/features/login/LoginRoute';
import { paths } from '../../src/config/paths';
import { app, fakeFetch, json, TOKEN_PATH, type FakeRequest } from './support';

// docs/behaviour.md, deviation 46: an unverified account could not ask for a new
// verification e-mail. The page says only what the server confirmed, and every refusal plainly.
const RESEND = 'POST /api/auth/verify-email/resend';

async function resendWith(answer: (request: FakeRequest) => Response | Promise<Response>) {
  const network = fakeFetch({ [RESEND]: answer });
  await render(
    app([{ path: paths.resendVerification, element: <ResendVerificationRoute /> }], {
      path: paths.resendVerification,
      fetch: network.fetch,
    }).element,
  );
  await userEvent.fill(page.getByLabelText('E-mail'), 'candidat.nonverifie@example.org');
  await userEvent.click(page.getByRole('button', { name: 'Renvoyer l’e-mail' }));
  return network;
}

describe('a new verification e-mail', () => {
  it('posts the address; on the server’s 200 says the request was taken, not that an account exists', async () => {
    const network = await resendWith(() => json({ isSuccess: true, message: 'ok' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Demande enregistrée' })).toBeVisible();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(/^Si un compte non activé correspond à candidat\.nonverifie@example\.org/);
    const sent = network.requests.find((request) => `${request.method} ${request.path}` === RESEND);
    expect(JSON.parse(sent?.body ?? '')).toEqual({ email: 'candidat.nonverifie@example.org' });
  });

  it('a 429 says to wait, and the address stays', async () => {
    await resendWith(() => json({ isSuccess: false, message: 'Trop' }, 429));
    await expect
      .element(page.getByRole('group', { name: 'Il y a un problème' }))
      .toHaveTextContent(/Trop de demandes pour cette adresse/);
    await expect.element(page.getByLabelText('E-mail')).toHaveValue('candidat.nonverifie@example.org');
  });

  it('an unreadable 200 (a captive portal) is a failure, never « Demande enregistrée »', async () => {
    await resendWith(() => new Response('<html>portail</html>', { status: 200 }));
    await expect
      .element(page.getByRole('group', { name: 'Il y a un problème' }))
      .toHaveTextContent(/L’e-mail n’a pas pu être envoyé/);
    expect(document.body.textContent).not.toMatch(/Demande enregistrée/);
  });

  it('starts with the address typed at sign-in when « compte pas encore activé » led there', async () => {
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () =>
        json({ error: 'invalid_grant', error_description: 'Account is not fully set up' }, 400),
    });
    await render(
      app(
        [
          { path: paths.login, element: <LoginRoute /> },
          { path: paths.resendVerification, element: <ResendVerificationRoute /> },
        ],
        { path: paths.login, fetch: network.fetch },
      ).element,
    );
    await userEvent.fill(page.getByLabelText('E-mail'), ' candidat.nonverifie@example.org ');
    await userEvent.fill(page.getByLabelText('Mot de passe'), 'Admission#2025');
    await userEvent.click(page.getByRole('button', { name: 'Se connecter' }));
    await userEvent.click(page.getByRole('link', { name: 'Renvoyer l’e-mail de vérification' }));
    await expect.element(page.getByLabelText('E-mail')).toHaveValue('candidat.nonverifie@example.org');
  });
});
