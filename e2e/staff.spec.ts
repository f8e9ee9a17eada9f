import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  dataRows,
  logIn,
  resetSandbox,
  SANDBOX_URL,
  searchStaffList as search,
  staffSignIn,
  tabTo,
  toast,
  watchPageErrors,
} from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

async function expectAccessDenied(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Accès refusé' })).toBeVisible();
  await expect(
    page.getByText('Vous n’avez pas les permissions nécessaires pour accéder à cette page.'),
  ).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
}

test('the candidate login refuses staff and points them to the staff sign-in, which refuses candidates', async ({
  page,
}) => {
  await logIn(page, 'admin@example.org');
  await expect(page.getByText('Accès non autorisé. Ce portail est réservé aux candidats.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  await page.getByRole('link', { name: 'Connexion personnel' }).click();
  await expect(page).toHaveURL(/\/admission\/personnel\/connexion$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion personnel' })).toBeVisible();

  await page.getByLabel('E-mail').fill('candidat.soumis@example.org');
  await page.getByLabel('Mot de passe', { exact: true }).fill('Admission#2025');
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(page.getByText('Accès non autorisé. Cet espace est réservé au personnel.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
});

test('admin signs in, pages, searches, accepts a demo candidate, the decision persists and the candidate sees it', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await staffSignIn(page, 'admin@example.org');
  await expect(page).toHaveURL(/\/admission\/etudiant-candidats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatures Université' })).toBeVisible();
  await expect(page.getByText('Abdoulaye Sy')).toBeVisible();
  await expect(page.getByText('Administrateur')).toBeVisible();
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveText([
    // The checkboxes of bulk decisions (docs/behaviour.md, « Bulk decisions »), named for screen readers.
    'Sélection',
    'Prénom',
    'Nom',
    'E-mail',
    'Choix principal',
    'Score',
    'Statut',
    'Documents',
    'Actions',
  ]);
  // 34 university applications, 20 per page.
  await expect(page.getByText('34 candidatures')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(20);
  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await expect(pagination.getByText('Page 1 sur 2')).toBeVisible();
  await pagination.getByRole('button', { name: 'Page suivante' }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(pagination.getByText('Page 2 sur 2')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(14);
  await page.goBack();
  await expect(pagination.getByText('Page 1 sur 2')).toBeVisible();

  await search(page, 'candidat.unique');
  await expect(page).toHaveURL(/\?recherche=candidat\.unique$/);
  await expect(dataRows(page)).toHaveCount(1);
  const moussa = dataRows(page).first();
  await expect(moussa.getByRole('rowheader', { name: 'Moussa' })).toBeVisible();
  await expect(moussa).toContainText('En attente');

  // Documents come from the API: the sandbox serves them.
  await moussa.getByRole('button', { name: 'Voir les documents de Moussa Ndiaye' }).click();
  const documents = page.getByRole('dialog', { name: 'Documents joints' });
  // A signed link that expires: the path alone is refused.
  const cin = documents.getByRole('link', { name: /Voir\s+Carte d’identité/ });
  await expect(cin).toHaveAttribute(
    'href',
    /\/_documents\/cin-CAND-2025-00157\.pdf\?expires=\d+&signature=[\w-]{43}$/,
  );
  const href = String(await cin.getAttribute('href'));
  expect((await request.get(href)).headers()['content-type']).toBe('application/pdf');
  expect((await request.get(href.slice(0, href.indexOf('?')))).status()).toBe(404);
  await page.keyboard.press('Escape');

  await moussa.getByRole('button', { name: 'Accepter la candidature de Moussa Ndiaye' }).click();
  await expect(toast(page, 'Candidature acceptée')).toBeVisible();
  await expect(toast(page, 'La candidature a été acceptée avec succès.')).toBeVisible();
  await expect(moussa).toContainText('Acceptée');

  // The decision persists: a reload (same URL, same search) shows it from the server.
  await page.reload();
  await expect(dataRows(page).first()).toContainText('Acceptée');
  await expect(page.getByRole('button', { name: 'Accepter la candidature de Moussa Ndiaye' })).toBeDisabled();

  // The status filter is in the URL too.
  await page.getByRole('combobox', { name: 'Statut' }).selectOption('pending');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/statut=pending/);
  await expect(page.getByText('Aucune candidature ne correspond à votre recherche.')).toBeVisible();
  await expect(page).toHaveTitle('Candidatures Université – Admission en ligne');

  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion personnel' })).toBeVisible();

  // The candidate now sees the decision.
  await logIn(page, 'candidat.unique@example.org');
  await expect(page.getByText('Acceptée', { exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Accéder à mon espace étudiant' })).toBeVisible();
  expect(errors).toEqual([]);
});

async function staffPage(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await staffSignIn(page, email);
  await search(page, 'candidat.soumis');
  await expect(dataRows(page)).toHaveCount(1);
  return { context, page };
}

test('two staff decide the same application: the second sees the conflict and the current state', async ({
  browser,
}) => {
  const first = await staffPage(browser, 'admin@example.org');
  const second = await staffPage(browser, 'pedagogie@example.org');
  try {
    await first.page.getByRole('button', { name: 'Accepter la candidature de Aminata Diop' }).click();
    await expect(toast(first.page, 'Candidature acceptée')).toBeVisible();

    // The second reviewer's page still shows it pending; they reject it.
    await second.page.getByRole('button', { name: 'Rejeter la candidature de Aminata Diop' }).click();
    const confirm = second.page.getByRole('dialog', { name: 'Rejeter la candidature' });
    await confirm.getByRole('textbox', { name: 'Motif (facultatif)' }).fill('Dossier incomplet');
    await confirm.getByRole('button', { name: 'Confirmer le rejet' }).click();
    await expect(second.page.getByText('Cette candidature a déjà été traitée')).toBeVisible();
    await expect(second.page.getByText('Candidature de Aminata Diop : Acceptée.')).toBeVisible();
    await expect(dataRows(second.page).first()).toContainText('Acceptée');
    await expect(toast(second.page, 'Candidature rejetée')).toHaveCount(0);
  } finally {
    await first.context.close();
    await second.context.close();
  }
});

test('coran@example.org lands on the Quran list and gets the access-denied screen on the university list', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await staffSignIn(page, 'coran@example.org');
  await expect(page).toHaveURL(/\/admission\/coran-candidats$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatures Institut du Coran' })).toBeVisible();
  await expect(page.getByText('17 candidatures')).toBeVisible();
  await expect(dataRows(page)).toHaveCount(17);

  await page.goto('/admission/etudiant-candidats');
  await expectAccessDenied(page);
  await page.goto('/admission/majalis-candidats');
  await expectAccessDenied(page);
  // A file under another list, loaded directly: the list's guard refuses it too.
  await page.goto('/admission/etudiant-candidats/dossier/CAND-2025-00142');
  await expectAccessDenied(page);

  // A candidate page sends staff to their own list.
  await page.goto('/');
  await expect(page).toHaveURL(/\/admission\/coran-candidats$/);

  // "Se connecter avec un autre compte" ends this session and opens the staff sign-in.
  await page.goto('/admission/majalis-candidats');
  await page.getByRole('link', { name: 'Se connecter avec un autre compte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion personnel' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('access_token'))).toBeNull();
  expect(errors).toEqual([]);
});

test('lists for deciding: the pending ones by merit, a programme, by name; a teacher ranks their own list and no other', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await staffSignIn(page, 'admin@example.org');
  await page.getByRole('combobox', { name: 'Statut' }).selectOption('pending');
  await expect(page.getByRole('combobox', { name: 'Trier par' })).toHaveValue('score');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/\?statut=pending$/);
  // The scores, highest first, as the server ordered them (docs/behaviour.md, « Ranking by merit »).
  const scores = dataRows(page).locator('td:nth-child(5) span:last-child');
  await expect(scores.first()).not.toHaveText('');
  const read = (await scores.allTextContents()).map((text) => Number(text.replace(',', '.')));
  expect(read.length).toBeGreaterThan(5);
  expect([...read].sort((a, b) => b - a)).toEqual(read);

  await page
    .getByRole('combobox', { name: 'Formation (choix principal)' })
    .selectOption({ label: 'Productions végétales' });
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/\?statut=pending&formation=prog-productions-vegetales$/);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Aminata');
  await expect(dataRows(page).first()).toContainText('13,42');

  await page.getByRole('combobox', { name: 'Formation (choix principal)' }).selectOption('');
  await page.getByRole('combobox', { name: 'Trier par' }).selectOption('name');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/\?statut=pending&tri=nom$/);
  const lastNames = await dataRows(page)
    .locator('td:nth-child(2)')
    .evaluateAll((cells) => cells.map((cell) => cell.lastChild?.textContent ?? ''));
  const collator = new Intl.Collator('fr', { sensitivity: 'base' });
  expect([...lastNames].sort(collator.compare)).toEqual(lastNames);

  // A teacher: their own programmes only; the server refuses another kind's (403).
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await staffSignIn(page, 'coran@example.org');
  const programmes = page.getByRole('combobox', { name: 'Formation (choix principal)' }).getByRole('option');
  await expect(programmes).toHaveText([
    'Toutes les formations',
    'Mémorisation du Coran',
    'Tajwid et récitation',
  ]);
  // (A token of its own: the page's are bound to its DPoP key.)
  const granted = await request.post(`${SANDBOX_URL}/realms/admission/protocol/openid-connect/token`, {
    form: {
      grant_type: 'password',
      client_id: 'auth-service',
      username: 'coran@example.org',
      password: 'Admission#2025',
    },
  });
  const { access_token: token } = (await granted.json()) as { access_token: string };
  const headers = { Authorization: `Bearer ${token}` };
  const own = await request.get(`${SANDBOX_URL}/api/candidate-service/Staff/programs/coran`, { headers });
  expect(own.status()).toBe(200);
  const refused = await request.get(`${SANDBOX_URL}/api/candidate-service/Staff/programs/universite`, {
    headers,
  });
  expect(refused.status()).toBe(403);
  expect(errors).toEqual([]);
});

test('the candidate’s file: opened from a ranked list, decided from it, and back to the list as it was', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await staffSignIn(page, 'admin@example.org');
  const listSearch = '?statut=pending&formation=prog-productions-vegetales';
  await page.goto(`/admission/etudiant-candidats${listSearch}`);
  await expect(dataRows(page)).toHaveCount(1);
  await page.getByRole('link', { name: 'Ouvrir le dossier de Aminata Diop' }).click();

  // Its address keeps the list's (docs/behaviour.md, deviation 63).
  await expect(page).toHaveURL(`/admission/etudiant-candidats/dossier/CAND-2025-00142${listSearch}`);
  await expect(page).toHaveTitle('Dossier du candidat – Admission en ligne');
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier du candidat' })).toBeVisible();
  await expect(page.getByText('Candidature n° CAND-2025-00142')).toBeVisible();
  const identity = page.getByRole('region', { name: 'Identité et contact' });
  await expect(identity).toContainText('candidat.soumis@example.org');
  const grades = page.getByRole('region', { name: 'Notes du baccalauréat' });
  await expect(grades.getByRole('row', { name: /^Mathématiques/ }).getByRole('cell')).toHaveText([
    /13,5/,
    '5',
    '67,5',
  ]);
  await expect(page.getByRole('region', { name: 'Score et calcul' })).toContainText('13,42');
  await expect(page.getByRole('region', { name: 'Choix de formation' }).getByRole('listitem')).toHaveText([
    '1er choix : Productions végétales',
    '2e choix : Agroforesterie',
    '3e choix : Productions animales',
  ]);
  const history = page.getByRole('region', { name: 'Historique de la candidature' });
  await expect(history.getByText('Candidature acceptée')).toHaveCount(0);

  await page.getByRole('button', { name: 'Accepter la candidature de Aminata Diop' }).click();
  await expect(toast(page, 'La candidature a été acceptée avec succès.')).toBeVisible();
  await expect(page.getByText('Acceptée', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accepter la candidature de Aminata Diop' })).toBeDisabled();
  // Read again after the decision: the history says it.
  await expect(history.getByText('Candidature acceptée')).toBeVisible();

  // The list as it was left: pending ones of that programme, which she no longer is.
  await page.getByRole('link', { name: /^Retour à la liste/ }).click();
  await expect(page).toHaveURL(`/admission/etudiant-candidats${listSearch}`);
  await expect(page.getByRole('combobox', { name: 'Formation (choix principal)' })).toHaveValue(
    'prog-productions-vegetales',
  );
  await expect(page.getByText('Aucune candidature ne correspond à votre recherche.')).toBeVisible();

  // The decision reached the server: her file says so on a fresh load.
  await page.goto('/admission/etudiant-candidats/dossier/CAND-2025-00142');
  await expect(page.getByText('Acceptée', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle('Dossier du candidat – Admission en ligne');
  // An unknown file is said so, with the way back.
  await page.goto('/admission/etudiant-candidats/dossier/CAND-0000-00000');
  await expect(page.getByText('Dossier introuvable')).toBeVisible();
  await expect(page.getByRole('link', { name: /^Retour à la liste/ })).toHaveAttribute(
    'href',
    '/admission/etudiant-candidats',
  );
  // Any other address under the list: the 404 page, in the staff shell.
  await page.goto('/admission/etudiant-candidats/inconnue');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page).toHaveTitle('Page introuvable – Admission en ligne');
  expect(errors).toEqual([]);
});

test('keyboard only: rejecting a pending application with a reason', async ({ page }) => {
  await staffSignIn(page, 'majalis@example.org');
  await page.getByRole('combobox', { name: 'Statut' }).selectOption('pending');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/statut=pending/);
  // The URL changes before the list is asked again: the rows read below are the pending ones only
  // once no other status is left on the page (else the e-mail read and the row rejected may differ).
  await expect(dataRows(page).filter({ hasNotText: 'En attente' })).toHaveCount(0);
  const first = dataRows(page).first();
  const email =
    (await first.getByRole('cell').filter({ hasText: '@' }).textContent())?.replace('E-mail', '') ?? '';
  const reject = first.getByRole('button', { name: /^Rejeter la candidature de / });
  await tabTo(page, reject, { max: 80 });
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog', { name: 'Rejeter la candidature' });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm.getByRole('textbox', { name: 'Motif (facultatif)' }), { within: confirm });
  await page.keyboard.type('Pièces manquantes');
  await tabTo(page, confirm.getByRole('button', { name: 'Confirmer le rejet' }), { within: confirm });
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Candidature rejetée')).toBeVisible();
  await expect(toast(page, 'La candidature a été rejetée.')).toBeVisible();
  // The server has it: searched by its e-mail among every status, it is rejected.
  await page.getByRole('combobox', { name: 'Statut' }).selectOption('');
  await search(page, email);
  await expect(dataRows(page)).toHaveCount(1);
  await expect(dataRows(page).first()).toContainText('Rejetée');
});

test('sidebar modules without a screen open inside the staff shell, with a way back', async ({ page }) => {
  await staffSignIn(page, 'pedagogie@example.org');
  const nav = page.getByRole('navigation', { name: 'Navigation des modules' });
  await nav.getByRole('link', { name: 'Bibliothèque' }).click();
  await expect(page).toHaveURL(/\/bibliotheque$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Module non disponible dans ce portail' }),
  ).toBeVisible();
  await expect(page.getByText('Khadija Gueye')).toBeVisible();
  await page.getByRole('link', { name: 'Retour aux candidatures' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatures Université' })).toBeVisible();

  // Loaded directly: a module's address (the staff chunk routes them), and any other of its section.
  await page.goto('/rh/personnel');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Module non disponible dans ce portail' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('Admission en ligne');
  await page.goto('/rh/inconnue');
  await expect(page.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
  await expect(page).toHaveTitle('Page introuvable – Admission en ligne');
});

test('the staff sidebar toggles with Ctrl+B and remembers its state in the sidebar_state cookie', async ({
  page,
  context,
}) => {
  const errors = watchPageErrors(page);
  await staffSignIn(page, 'admin@example.org');
  await page.goto('/admission/majalis-candidats');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatures Majalis' })).toBeVisible();

  const nav = page.getByRole('navigation', { name: 'Navigation des modules' });
  const collapse = page.getByRole('button', { name: 'Réduire le menu' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByText('Modules', { exact: true })).toBeVisible();

  const sidebarCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'sidebar_state');

  // Focus on the page, not in a field (Ctrl+B in a field is the field's).
  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+b');
  const expand = page.getByRole('button', { name: 'Déplier le menu' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByText('Modules', { exact: true })).toHaveCount(0);
  const written = await sidebarCookie();
  expect(written?.value).toBe('false');
  expect(written?.path).toBe('/');
  // docs/behaviour.md, « Constants and limits »: the cookie lasts 7 days.
  const sevenDays = Date.now() / 1000 + 7 * 24 * 3600;
  expect(Math.abs((written?.expires ?? 0) - sevenDays)).toBeLessThan(120);

  // The collapsed state survives a reload.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Déplier le menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );

  await page.getByRole('heading', { level: 1 }).click();
  await page.keyboard.press('Control+b');
  await expect(page.getByRole('button', { name: 'Réduire le menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  expect((await sidebarCookie())?.value).toBe('true');

  await page.getByRole('button', { name: 'Réduire le menu' }).click();
  await expect(page.getByRole('button', { name: 'Déplier le menu' })).toBeVisible();
  expect((await sidebarCookie())?.value).toBe('false');
  expect(errors).toEqual([]);
});
