import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Outlet, type RouteObject } from 'react-router-dom';
import { RequireSession } from '../../src/app/guards';
import { CandidateLayoutRoute } from '../../src/app/layouts/CandidateLayoutRoute';
import { RouteFocus } from '../../src/app/RouteFocus';
import { paths } from '../../src/config/paths';
import { app, fakeFetch, json, landing, signedInStorage, TOKEN_PATH, tokenResponse } from './support';

function shell(settings = {}) {
  const network = fakeFetch({ [`POST ${TOKEN_PATH}`]: () => json(tokenResponse()) });
  const storage = signedInStorage();
  const Focus = () => <RouteFocus routes={table} />;
  const table: RouteObject[] = [
    {
      element: (
        <>
          <Focus />
          <Outlet />
        </>
      ),
      children: [
        {
          element: <RequireSession />,
          children: [
            {
              element: <CandidateLayoutRoute />,
              children: [
                { path: paths.profile, element: <h1>Mon profil</h1>, handle: { title: 'profile' } },
                {
                  path: paths.dashboard,
                  element: <h1>Mon espace candidat</h1>,
                  handle: { title: 'dashboard' },
                },
              ],
            },
          ],
        },
        landing(paths.login, 'login'),
      ],
    },
  ];
  const rendered = app(table, { path: paths.dashboard, fetch: network.fetch, storage, settings });
  return { ...rendered, network, storage };
}

describe('the signed-in shell', () => {
  it('has « Mon espace », « Mon profil », titles per page, and moves focus to the new heading', async () => {
    await render(shell().element);
    await expect
      .element(page.getByRole('link', { name: 'Mon espace' }))
      .toHaveAttribute('aria-current', 'page');
    expect(document.title).toBe('Mon espace candidat – Admission en ligne');
    await userEvent.click(page.getByRole('link', { name: 'Mon profil' }));
    await expect.element(page.getByRole('heading', { name: 'Mon profil' })).toHaveFocus();
    expect(document.title).toBe('Mon profil – Admission en ligne');
  });

  it("shows the configured support contacts in the footer (PORTAL_SUPPORT_*), not ui's", async () => {
    await render(shell({ support: { email: 'aide@univ.test', phones: ['+221 33 123 45 67'] } }).element);
    const footer = page.getByRole('contentinfo');
    await expect
      .element(footer.getByRole('link', { name: 'aide@univ.test' }))
      .toHaveAttribute('href', 'mailto:aide@univ.test?subject=Assistance%20Equivalence%2FAdmission');
    await expect
      .element(footer.getByRole('link', { name: '+221 33 123 45 67' }))
      .toHaveAttribute('href', 'tel:+221331234567');
  });

  it('warns before the idle session ends; « Rester connecté » refreshes and keeps it', async () => {
    const { element, network, services } = shell({ idleSeconds: 1, idleWarningSeconds: 30 });
    await render(element);
    const warning = page.getByRole('alertdialog', { name: 'Votre session va bientôt expirer' });
    await expect.element(warning).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Rester connecté' }));
    await expect.element(warning).not.toBeInTheDocument();
    // The refresh waits for the tabs' Web Lock first: it is sent a moment later.
    await expect.poll(() => network.requests.filter((r) => r.path.endsWith('/token'))).toHaveLength(1);
    await expect.poll(() => services.sessionActor.getSnapshot().matches('active')).toBe(true);
  });

  it('logs out when the countdown runs out, and the login page says why', async () => {
    const { element, storage } = shell({ idleSeconds: 1, idleWarningSeconds: 1 });
    await render(element);
    await expect.element(page.getByTestId('landing')).toHaveTextContent('login {"notice":"idleLogout"}');
    expect(storage.getItem('access_token')).toBeNull();
  });
});
