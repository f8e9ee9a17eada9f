import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { ProfileRoute } from '../../src/features/account/ProfileRoute';
import { paths } from '../../src/config/paths';
import { app, candidateService, fakeFetch, json, never, signedInStorage, type FakeRequest } from './support';

// docs/behaviour.md, deviation 44: the profile's password change was simulated and
// said « Votre mot de passe a été mis à jour » for a wrong current password and "abc"/"abc"; the new
// password was then refused at login. It is now the auth API's call, said done only when confirmed.
const CHANGE = 'POST /api/auth/password';

function profileWith(answer: (request: FakeRequest) => Response | Promise<Response>) {
  const network = fakeFetch({ ...candidateService(), [CHANGE]: answer });
  return {
    network,
    element: app([{ path: paths.profile, element: <ProfileRoute /> }], {
      path: paths.profile,
      fetch: network.fetch,
      storage: signedInStorage(),
      settings: { requestTimeoutMs: 1000 },
    }).element,
  };
}

async function fillAndSend(current: string, next: string, confirmation = next) {
  await userEvent.fill(page.getByLabelText('Mot de passe actuel', { exact: true }), current);
  await userEvent.fill(page.getByLabelText('Nouveau mot de passe', { exact: true }), next);
  await userEvent.fill(page.getByLabelText('Confirmer le nouveau mot de passe'), confirmation);
  await userEvent.click(page.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
}

const changes = (requests: FakeRequest[]) =>
  requests.filter((request) => `${request.method} ${request.path}` === CHANGE);

describe('the profile’s password change is the server’s, said done only when it confirmed', () => {
  it('sends both passwords with the bearer; says it worked on a 200, and clears the fields', async () => {
    const { network, element } = profileWith(() => json({ isSuccess: true, message: 'ok' }));
    await render(element);
    await fillAndSend('Ancien#2025', 'Nouveau#2026');
    await expect.element(page.getByText(/Votre mot de passe a été mis à jour/)).toBeVisible();
    const [sent] = changes(network.requests);
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      currentPassword: 'Ancien#2025',
      newPassword: 'Nouveau#2026',
    });
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /);
    await expect.element(page.getByLabelText('Mot de passe actuel', { exact: true })).toHaveValue('');
  });

  it('a wrong current password is said at its field; nothing is said to have changed; the typing stays', async () => {
    const { element } = profileWith(() =>
      json({ isSuccess: false, message: 'Le mot de passe actuel est incorrect.' }, 403),
    );
    await render(element);
    await fillAndSend('PasLeBon#2025', 'Nouveau#2026');
    await expect
      .element(page.getByLabelText('Mot de passe actuel', { exact: true }))
      .toHaveAccessibleDescription(/Le mot de passe actuel est incorrect\./);
    await expect
      .element(page.getByLabelText('Nouveau mot de passe', { exact: true }))
      .toHaveValue('Nouveau#2026');
    expect(document.body.textContent).not.toMatch(/mis à jour/);
  });

  it('"abc"/"abc" is refused before any call, with the rules it misses', async () => {
    const { network, element } = profileWith(() => json({ isSuccess: true, message: 'ok' }));
    await render(element);
    await fillAndSend('Ancien#2025', 'abc');
    await expect
      .element(page.getByLabelText('Nouveau mot de passe', { exact: true }))
      .toHaveAccessibleDescription(/Le mot de passe doit contenir\s: au moins 8 caractères/);
    expect(changes(network.requests)).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/mis à jour/);
  });

  it('no answer in time and an unreadable 200 are failures, never « mis à jour »', async () => {
    let answers = 0;
    const { element } = profileWith(() =>
      ++answers === 1 ? never() : new Response('<html>portail captif</html>', { status: 200 }),
    );
    await render(element);
    await fillAndSend('Ancien#2025', 'Nouveau#2026');
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent(/Le serveur met trop de temps à répondre/);
    await userEvent.click(page.getByRole('button', { name: 'Mettre à jour le mot de passe' }));
    await expect
      .element(page.getByRole('alert'))
      .toHaveTextContent('Votre mot de passe n’a pas pu être modifié. Veuillez réessayer.');
    expect(document.body.textContent).not.toMatch(/mis à jour/);
  });
});
