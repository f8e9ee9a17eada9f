import { expect, test, type Page } from '@playwright/test';
import { logIn, openStaffSession, resetSandbox, toast, watchPageErrors } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const LISTS = [
  {
    path: '/admission/etudiant-candidats',
    title: 'Candidatures Université',
    rows: [
      ['Aminata', 'Diallo', 'aminata.diallo@example.org', 'En attente'],
      ['Moussa', 'Sow', 'moussa.sow@example.org', 'Acceptée'],
      ['Fatou', 'Ndiaye', 'fatou.ndiaye@example.org', 'Rejetée'],
    ],
  },
  {
    path: '/admission/coran-candidats',
    title: 'Candidatures Institut du Coran',
    rows: [
      ['Ibrahima', 'Fall', 'ibrahima.fall@example.org', 'En attente'],
      ['Khadija', 'Ba', 'khadija.ba@example.org', 'Acceptée'],
    ],
  },
  {
    path: '/admission/majalis-candidats',
    title: 'Candidatures Majalis',
    rows: [
      ['Cheikh', 'Mbaye', 'cheikh.mbaye@example.org', 'En attente'],
      ['Mariama', 'Cissé', 'mariama.cisse@example.org', 'Rejetée'],
    ],
  },
] as const;

/** The data rows of the list (the first row holds the column headers). */
function dataRows(page: Page) {
  return page
    .getByRole('table')
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
}

async function expectAccessDenied(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Accès Refusé' })).toBeVisible();
  await expect(
    page.getByText("Vous n'avez pas les permissions nécessaires pour accéder à cette page."),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
}

test('staff are refused by the candidate login page', async ({ page }) => {
  await logIn(page, 'admin@example.org');
  await expect(page.getByText('Accès non autorisé. Ce portail est réservé aux candidats.')).toBeVisible();
  await expect(page).toHaveURL(/\/connexion$/);
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('admin sees the three lists with their rows, opens the documents and accepts a pending application', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await openStaffSession(page, request, 'admin@example.org');

  for (const list of LISTS) {
    await page.goto(list.path);
    await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
    const headers = page.getByRole('table').getByRole('columnheader');
    await expect(headers).toHaveText(['Prénom', 'Nom', 'Email', 'Statut', 'Documents', 'Actions']);
    const rows = dataRows(page);
    await expect(rows).toHaveCount(list.rows.length);
    for (const [i, [firstName, lastName, email, status]] of list.rows.entries()) {
      const row = rows.nth(i);
      // The column names inside cells are for stacked rows only (narrow screens): not read here.
      await expect(row.getByRole('rowheader', { name: firstName, exact: true })).toBeVisible();
      await expect(row).toContainText(lastName);
      await expect(row).toContainText(email);
      await expect(row).toContainText(status);
      // Spec section 4: only a pending application can be decided.
      const name = `${firstName} ${lastName}`;
      const accept = row.getByRole('button', { name: `Accepter la candidature de ${name}` });
      const reject = row.getByRole('button', { name: `Rejeter la candidature de ${name}` });
      if (status === 'En attente') {
        await expect(accept).toBeEnabled();
        await expect(reject).toBeEnabled();
      } else {
        await expect(accept).toBeDisabled();
        await expect(reject).toBeDisabled();
      }
    }
    await expect(page.getByRole('navigation', { name: 'Navigation des modules' })).toBeVisible();
  }

  await page.goto('/admission/etudiant-candidats');
  await page.getByRole('button', { name: 'Voir les documents de Aminata Diallo' }).click();
  const documents = page.getByRole('dialog', { name: 'Documents joints' });
  await expect(documents).toBeVisible();
  await expect(documents).toContainText('Documents déposés par Aminata Diallo.');
  await expect(documents.getByRole('listitem')).toHaveCount(2);
  const transcript = documents.getByRole('link', { name: /Voir\s+Relevé de notes du baccalauréat/ });
  await expect(transcript).toHaveAttribute('href', 'https://example.org/documents/u-001/releve.pdf');
  await expect(transcript).toHaveAttribute('target', '_blank');
  await expect(documents.getByRole('link', { name: /Voir\s+Carte d'identité/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(documents).toBeHidden();
  // Radix gives focus back to the button that opened the dialog.
  await expect(page.getByRole('button', { name: 'Voir les documents de Aminata Diallo' })).toBeFocused();

  await page.getByRole('button', { name: 'Voir les documents de Fatou Ndiaye' }).click();
  await expect(documents).toContainText('Aucun document disponible');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: 'Accepter la candidature de Aminata Diallo' }).click();
  await expect(toast(page, 'Candidature acceptée')).toBeVisible();
  await expect(toast(page, 'La candidature a été acceptée avec succès.')).toBeVisible();

  await page.getByRole('button', { name: 'Rejeter la candidature de Aminata Diallo' }).click();
  await expect(toast(page, 'Candidature rejetée')).toBeVisible();
  // At most one toast visible: the new one replaced the previous.
  await expect(toast(page, 'Candidature acceptée')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('coran@example.org sees the Quran list and gets the access-denied screen on the other lists', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await openStaffSession(page, request, 'coran@example.org');

  await page.goto('/admission/coran-candidats');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatures Institut du Coran' })).toBeVisible();
  await expect(dataRows(page)).toHaveCount(2);
  await expect(dataRows(page).first()).toContainText('ibrahima.fall@example.org');

  await page.goto('/admission/etudiant-candidats');
  await expectAccessDenied(page);
  await expect(page.getByRole('heading', { name: 'Candidatures Université' })).toHaveCount(0);

  await page.goto('/admission/majalis-candidats');
  await expectAccessDenied(page);

  // "Se connecter avec un autre compte" ends this session and opens the login page.
  await page.getByRole('link', { name: 'Se connecter avec un autre compte' }).click();
  await expect(page).toHaveURL(/\/connexion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion Candidat' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(errors).toEqual([]);
});

test('the staff sidebar toggles with Ctrl+B and remembers its state in the sidebar_state cookie', async ({
  page,
  request,
  context,
}) => {
  const errors = watchPageErrors(page);
  await openStaffSession(page, request, 'admin@example.org');
  await page.goto('/admission/majalis-candidats');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatures Majalis' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Navigation des modules' });
  const collapse = page.getByRole('button', { name: 'Réduire le menu' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByText('Modules', { exact: true })).toBeVisible();

  const sidebarCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'sidebar_state');

  await page.keyboard.press('Control+b');
  const expand = page.getByRole('button', { name: 'Déplier le menu' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByText('Modules', { exact: true })).toHaveCount(0);
  const written = await sidebarCookie();
  expect(written?.value).toBe('false');
  expect(written?.path).toBe('/');
  // Spec section 9: the cookie lasts 7 days.
  const sevenDays = Date.now() / 1000 + 7 * 24 * 3600;
  expect(Math.abs((written?.expires ?? 0) - sevenDays)).toBeLessThan(120);

  // The collapsed state survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Déplier le menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  await page.keyboard.press('Control+b');
  await expect(page.getByRole('button', { name: 'Réduire le menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect((await sidebarCookie())?.value).toBe('true');

  // The button does the same.
  await page.getByRole('button', { name: 'Réduire le menu' }).click();
  await expect(page.getByRole('button', { name: 'Déplier le menu' })).toBeVisible();
  expect((await sidebarCookie())?.value).toBe('false');
  expect(errors).toEqual([]);
});
