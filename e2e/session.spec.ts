import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, SANDBOX_URL, logIn, resetSandbox, setLifetimes, watchPageErrors } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('an access token that expires mid-session is refreshed once; an expired session returns to the login, then to where the user was going', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const errors = watchPageErrors(page);
  // A short access token, so the test need not wait five minutes (issued tokens keep the lifetimes
  // they got). The identity session's idle limit stays long while the token expires: it once was 10 s
  // against a fixed 5 s wait counted from the drawn dashboard, and on a busy machine the dashboard
  // took more than 5 s to draw after its refresh, so the session had rightly gone idle before the
  // click (the sandbox refused the refresh with « Session not active »; seen in a clean-clone CI run).
  await setLifetimes(request, { accessTokenLifespan: 4, ssoSessionIdle: 60 });

  const grants: string[] = [];
  let lastGrantAnswered = 0;
  page.on('request', (req) => {
    if (req.url().endsWith('/protocol/openid-connect/token') && req.method() === 'POST') {
      grants.push(new URLSearchParams(req.postData() ?? '').get('grant_type') ?? '?');
    }
  });
  page.on('response', (res) => {
    if (res.url().endsWith('/protocol/openid-connect/token') && res.ok()) lastGrantAnswered = Date.now();
  });
  const unauthorized: string[] = [];
  page.on('response', (res) => {
    // Any origin: the sandbox directly, or nginx's same-origin proxy (project nginx).
    if (res.status() === 401 && new URL(res.url()).pathname.startsWith('/api/')) unauthorized.push(res.url());
  });

  await logIn(page, 'candidat.soumis@example.org');
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notes du baccalauréat' })).toContainText('Coefficient');

  // Let the last access token expire (4 s after it was issued, in whole seconds), then make an API
  // call from the page: one 401, one refresh, one retry.
  await page.waitForTimeout(Math.max(0, lastGrantAnswered + 5_500 - Date.now()));
  const grantsBefore = grants.length;
  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await expect(dialog.getByRole('button', { name: 'Rang 1 : Agroforesterie' })).toBeVisible();
  expect(unauthorized.filter((url) => url.includes('eligible-programs'))).toHaveLength(1);
  expect(grants.slice(grantsBefore)).toEqual(['refresh_token']);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Let the whole session go idle (the sandbox reads the idle limit when a refresh comes, as Keycloak
  // reads the realm's): the refresh token is refused, tokens and user are cleared.
  await setLifetimes(request, { ssoSessionIdle: 2 });
  await page.waitForTimeout(Math.max(0, lastGrantAnswered + 3_500 - Date.now()));
  await page.goto('/profil');
  await expect(page).toHaveURL(/\/connexion$/);
  // Said, not a bare sign-in page (docs/behaviour.md, « Session »).
  await expect(page.getByRole('status')).toHaveText('Votre session a expiré. Veuillez vous reconnecter.');
  expect(
    await page.evaluate(() => [localStorage.getItem('access_token'), localStorage.getItem('user')]),
  ).toEqual([null, null]);

  await setLifetimes(request, { accessTokenLifespan: 300, ssoSessionIdle: 1800 });
  await page.getByLabel('E-mail').fill('candidat.soumis@example.org');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page).toHaveURL(/\/profil$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  expect(errors).toEqual([]);
});

// docs/behaviour.md, deviation 50: a shared phone, a cybercafé. Closing the browser (or the
// last portal tab) without « Déconnexion » leaves the identity session running for up to 30 minutes;
// the next person's new tab must show nothing of it.
test('a closed last tab leaves nothing: the next tab opens on the sign-in, and the identity session is over', async ({
  context,
  request,
}) => {
  const first = await context.newPage();
  await logIn(first, 'candidat.soumis@example.org');
  await expect(first.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await expect.poll(() => first.evaluate(() => localStorage.getItem('lastKnown'))).not.toBeNull();
  const refreshToken = await first.evaluate(() => localStorage.getItem('refresh_token'));
  expect(refreshToken).not.toBeNull();

  // While it is open, a new tab shares its session.
  const beside = await context.newPage();
  await beside.goto('/profil');
  await expect(beside.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();
  await beside.close();
  await first.close();

  const next = await context.newPage();
  const errors = watchPageErrors(next);
  await next.goto('/admission/candidat/dashboard');
  await expect(next).toHaveURL(/\/connexion$/);
  await expect(next.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();
  await expect(next.getByText(/Aminata|Diop|Soumise le/)).toHaveCount(0);
  expect(
    await next.evaluate(() =>
      ['access_token', 'refresh_token', 'user', 'lastKnown'].map((key) => localStorage.getItem(key)),
    ),
  ).toEqual([null, null, null, null]);
  // Ended where it was issued, not only forgotten here.
  await expect
    .poll(async () =>
      (
        await request.post(`${SANDBOX_URL}/realms/admission/protocol/openid-connect/token`, {
          form: { grant_type: 'refresh_token', client_id: 'auth-service', refresh_token: refreshToken ?? '' },
        })
      ).status(),
    )
    .toBe(400);
  expect(errors).toEqual([]);
});

test('logging out in one tab logs out the others', async ({ context }) => {
  const first = await context.newPage();
  await logIn(first, 'candidat.soumis@example.org');
  await expect(first.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  const second = await context.newPage();
  await second.goto('/profil');
  await expect(second.getByRole('heading', { level: 1, name: 'Mon profil' })).toBeVisible();

  await first.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(first).toHaveURL(/\/connexion$/);
  // The other tab follows at once, without a reload.
  await expect(second).toHaveURL(/\/connexion$/);
  await expect(second.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();
});

test('another account signing in in another tab is said in this one, with the way to continue as it', async ({
  context,
}) => {
  const first = await context.newPage();
  const errors = watchPageErrors(first);
  await logIn(first, 'candidat.soumis@example.org');
  await expect(first.getByText('Soumise le 8 juillet 2025')).toBeVisible();

  const second = await context.newPage();
  await second.goto('/admission/candidat/login');
  await second.getByLabel('E-mail').fill('candidat.unique@example.org');
  await second.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await second.getByRole('button', { name: 'Se connecter' }).click();
  await expect(second).toHaveURL(/\/admission\/candidat\/dashboard$/);

  // The first tab says which account is now signed in, and shows nothing of either account.
  await expect(first.getByRole('heading', { level: 1, name: 'Un autre compte est connecté' })).toBeVisible();
  await expect(first.getByRole('alert')).toContainText(
    'candidat.unique@example.org vient de se connecter dans un autre onglet de ce navigateur.',
  );
  await expect(first.getByText('Soumise le 8 juillet 2025')).toHaveCount(0);
  await first.getByRole('button', { name: 'Continuer avec candidat.unique@example.org' }).click();
  await expect(first).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await expect(first.getByRole('button', { name: 'Changer de programme' })).toBeVisible();
  expect(errors).toEqual([]);
});
