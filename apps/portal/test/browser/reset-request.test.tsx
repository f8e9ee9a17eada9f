import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ResetRequestRoute } from '../../src/features/public/ResetRequestRoute';
import { paths } from '../../src/config/paths';
import { app, fakeFetch, json, type FakeRequest } from './support';

// « Mot de passe oublié » runs on the same machine and screen as the new verification e-mail
// (resend-verification.test.tsx): this wires the reset's own call, words and field errors.
const REQUEST = 'POST /api/auth/reset-password/request';

async function requestWith(answer: (request: FakeRequest) => Response | Promise<Response>) {
  const network = fakeFetch({ [REQUEST]: answer });
  await render(
    app([{ path: paths.resetPassword, element: <ResetRequestRoute /> }], {
      path: paths.resetPassword,
      fetch: network.fetch,
    }).element,
  );
  await userEvent.fill(page.getByLabelText('E-mail'), ' awa.diop@exemple.sn ');
  await userEvent.click(page.getByRole('button', { name: 'Envoyer le lien' }));
  return network;
}

describe('a password reset link', () => {
  it('posts the trimmed address to call 9; on 200 says only that a link went to it if an account exists', async () => {
    const network = await requestWith(() => json({ isSuccess: true, message: 'ok' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'E-mail envoyé\u202f!' })).toBeVisible();
    await expect
      .element(page.getByRole('status'))
      .toHaveTextContent(/^Si un compte correspond à awa\.diop@exemple\.sn, un e-mail de réinitialisation/);
    const sent = network.requests.find((request) => `${request.method} ${request.path}` === REQUEST);
    expect(JSON.parse(sent?.body ?? '')).toEqual({ email: 'awa.diop@exemple.sn' });
  });

  it('any answer but 200 gets the shorter sentence, on the field too, and the address stays', async () => {
    await requestWith(() => json({ isSuccess: false, message: 'Inconnu' }, 404));
    const message = 'Impossible d’envoyer l’e-mail de réinitialisation. Vérifiez l’adresse saisie.';
    await expect.element(page.getByRole('group', { name: 'Il y a un problème' })).toHaveTextContent(message);
    const email = page.getByLabelText('E-mail');
    await expect.element(email).toHaveAttribute('aria-invalid', 'true');
    await expect.element(email).toHaveValue('awa.diop@exemple.sn');
  });

  it('an unreadable 200 (a captive portal) is a failure, never « E-mail envoyé »', async () => {
    await requestWith(() => new Response('<html>portail</html>', { status: 200 }));
    await expect
      .element(page.getByRole('group', { name: 'Il y a un problème' }))
      .toHaveTextContent('E-mail non trouvé ou erreur lors de l’envoi de l’e-mail de réinitialisation.');
    expect(document.body.textContent).not.toMatch(/E-mail envoyé/);
  });
});
