// A programme's capacity and its proposed selection (docs/behaviour.md, « Proposed selection »),
// end to end: the built portal, the sandbox (its seeded « Mathématiques et Informatique »: 3 places,
// 1 accepted, 1 waitlisted, five pending scored applications), the candidate's dashboard after
// (its status, and its history with the rank).
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  logIn,
  resetSandbox,
  SANDBOX_URL,
  staffSignIn,
  toast,
  watchPageErrors,
} from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const MATHS = 'prog-mathematiques-informatique';
const selectionPage = `/admission/etudiant-candidats/selection/${MATHS}?formation=${MATHS}`;

async function tokenOf(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post(`${SANDBOX_URL}/realms/admission/protocol/openid-connect/token`, {
    form: { grant_type: 'password', client_id: 'auth-service', username, password: DEMO_PASSWORD },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function openFromList(page: Page) {
  await page.getByRole('combobox', { name: 'Formation (choix principal)' }).selectOption(MATHS);
  await page.getByRole('button', { name: 'Rechercher' }).click();
  await page.getByRole('link', { name: 'Proposer une sélection pour Mathématiques et Informatique' }).click();
  await expect(
    page.getByRole('heading', {
      level: 1,
      name: 'Proposer une sélection\u00a0: Mathématiques et Informatique',
    }),
  ).toBeVisible();
}

async function adjust(page: Page, button: string, dialogName: string, reason: string) {
  await page.getByRole('button', { name: button }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await dialog.getByRole('textbox', { name: 'Motif (obligatoire)' }).fill(reason);
  await dialog
    .getByRole('button', { name: dialogName.startsWith('Retirer') ? 'Retirer' : 'Admettre' })
    .click();
  await expect(dialog).toBeHidden();
}

test('admin sets the capacity, takes one out, puts one in, confirms; the candidate sees the waiting list and their position', async ({
  page,
  browser,
}) => {
  const errors = watchPageErrors(page);
  await staffSignIn(page, 'admin@example.org');
  await openFromList(page);
  await page.getByRole('textbox', { name: 'Nombre de places' }).fill('2');
  await page.getByRole('textbox', { name: 'Places sur liste d’attente' }).fill('3');
  await page.getByRole('button', { name: 'Enregistrer la capacité' }).click();
  await expect(toast(page, 'Capacité enregistrée')).toBeVisible();
  await expect(
    page.getByText('2 places, 1 déjà acceptée, 1 à pourvoir · liste d’attente : 3 places, 1 déjà inscrite'),
  ).toBeVisible();
  const accepted = page.getByRole('table', { name: 'Acceptée' });
  const waitlist = page.getByRole('table', { name: 'Liste d’attente' });
  await expect(accepted.getByText('Idrissa Ndour')).toBeVisible();

  await adjust(
    page,
    'Retirer Idrissa Ndour de la proposition',
    'Retirer de la proposition',
    'Dossier incomplet',
  );
  await adjust(page, 'Admettre Cheikh Sène', 'Admettre la candidature', 'Mention sport-études');
  await expect(accepted.getByText('Cheikh Sène')).toBeVisible();
  await expect(waitlist.getByRole('row').nth(1)).toContainText('Moussa Ndiaye');
  await expect(waitlist.getByRole('row').nth(2)).toContainText('Adama Ndour');

  await page.getByRole('button', { name: 'Confirmer la sélection' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmer la sélection' });
  await expect(
    confirm.getByText('Accepter 1 candidature et placer 2 candidatures sur liste d’attente ?'),
  ).toBeVisible();
  await confirm.getByRole('button', { name: 'Confirmer' }).click();
  await expect(toast(page, 'Sélection enregistrée')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatures Université' })).toBeVisible();
  expect(errors).toEqual([]);

  // Moussa Ndiaye is candidat.unique@example.org: on the waiting list, second (after the one the
  // seed placed there), his single choice says so, and his history gives the rank.
  const candidate = await (await browser.newContext()).newPage();
  await logIn(candidate, 'candidat.unique@example.org');
  const status = candidate.getByRole('region', { name: 'Statut de la candidature' });
  await expect(status).toContainText('Liste d’attente');
  await expect(candidate.getByRole('region', { name: 'Programme choisi' })).toContainText('Liste d’attente');
  await candidate.getByText('Historique de la candidature').click();
  await expect(status.getByRole('listitem').last()).toContainText(
    'Candidature placée sur liste d’attente (rang 2)',
  );
});

test('a teacher reads the capacity and cannot set it', async ({ page }) => {
  await staffSignIn(page, 'pedagogie@example.org');
  await openFromList(page);
  await expect(
    page.getByText('3 places, 1 déjà acceptée, 2 à pourvoir · liste d’attente : 3 places, 1 déjà inscrite'),
  ).toBeVisible();
  await expect(page.getByRole('table', { name: 'Acceptée' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Nombre de places' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Enregistrer la capacité' })).toHaveCount(0);
});

test('a change made meanwhile: nothing recorded, « Proposer à nouveau » proposes without it', async ({
  page,
  request,
}) => {
  await staffSignIn(page, 'admin@example.org');
  await page.goto(selectionPage);
  const accepted = page.getByRole('table', { name: 'Acceptée' });
  await expect(accepted.getByText('Idrissa Ndour')).toBeVisible();

  // Another reviewer accepts Idrissa Ndour through the API, between the proposal and the confirmation.
  const token = await tokenOf(request, 'admin@example.org');
  const found = await request.get(`${SANDBOX_URL}/api/candidate-service/Staff/applications/universite`, {
    params: { search: 'idrissa.ndour12@example.org' },
    headers: { Authorization: `Bearer ${token}` },
  });
  const row = ((await found.json()) as { data: { items: { id: string; version: number }[] } }).data.items[0]!;
  const decided = await request.post(
    `${SANDBOX_URL}/api/candidate-service/Staff/applications/${row.id}/decisions`,
    {
      headers: { Authorization: `Bearer ${token}` },
      data: { decision: 'accepted', version: row.version },
    },
  );
  expect(decided.status()).toBe(200);

  await page.getByRole('button', { name: 'Confirmer la sélection' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmer la sélection' })
    .getByRole('button', { name: 'Confirmer' })
    .click();
  await expect(page.getByText('Cette proposition n’est plus valable')).toBeVisible();
  await page.getByRole('button', { name: 'Proposer à nouveau' }).click();
  await expect(
    page.getByText('3 places, 2 déjà acceptées, 1 à pourvoir · liste d’attente : 3 places, 1 déjà inscrite'),
  ).toBeVisible();
  await expect(accepted.getByText('Idrissa Ndour')).toHaveCount(0);
  await expect(accepted.getByText('Moussa Ndiaye')).toBeVisible();
});
