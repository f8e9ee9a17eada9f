import { expect, test } from '@playwright/test';
import { backToDashboard, expectReceipt, logIn, rankButton, resetSandbox, watchPageErrors } from '../support';
import { expectDevServer, watchTexts } from './support';

/** The sandbox `npm start` started for this project (playwright.config.ts). */
const DEV_SANDBOX_URL = `http://127.0.0.1:${process.env.E2E_DEV_SANDBOX_PORT ?? 18090}`;

const LOAD_ERRORS = [
  'Impossible de charger vos candidatures',
  'Impossible de charger vos notes',
  'Impossible de charger votre choix de programme',
  'Impossible de charger les programmes éligibles',
];

test('candidat.soumis signs in and sees the dashboard (grades, details, the programme change), never a load failure', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const seen = await watchTexts(page, LOAD_ERRORS);
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await expectDevServer(page);
  const grades = page.getByRole('region', { name: 'Notes du baccalauréat' });
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await expect(grades).toContainText('Mathématiques13,5/20');
  await expect(page.getByRole('region', { name: 'Programme choisi' })).toContainText('Choix n° 1');

  // The dialog loads the eligible programmes as it opens.
  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await expect(dialog.getByRole('button', { name: 'Rang 1 : Agroforesterie' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await seen()).toEqual([]);

  // A first load of the page itself: the applications are fetched there (call 3), not handed over.
  await page.reload();
  await expect(page.getByText('Soumise le 8 juillet 2025')).toBeVisible();
  await expect(grades).toContainText('Mathématiques13,5/20');
  for (const text of LOAD_ERRORS) await expect(page.getByText(text)).toHaveCount(0);
  expect(await seen()).toEqual([]);
  expect(errors).toEqual([]);
});

test('under StrictMode, a saved change opens its receipt once, and the history loads once when opened, never as a failure', async ({
  page,
  request,
}) => {
  await resetSandbox(request, DEV_SANDBOX_URL);
  const errors = watchPageErrors(page);
  const failures = [
    ...LOAD_ERRORS,
    'Impossible de charger le justificatif',
    'Ce justificatif est introuvable',
    'Impossible de charger l’historique',
  ];
  const seen = await watchTexts(page, failures);
  const historyCalls: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.match(/^\/api\/.*\/history$/)) historyCalls.push(sent.url());
  });
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await expectDevServer(page);

  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await rankButton(page, 1, 'Productions animales').click();
  await rankButton(page, 2, 'Productions végétales').click();
  await rankButton(page, 3, 'Agroforesterie').click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  const reference = await expectReceipt(page);
  // A reload reads it from candidate-service (the handed copy was dropped from history).
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Justificatif de modification' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();

  await backToDashboard(page);
  await page.getByText('Historique de la candidature').click();
  const events = page.getByRole('region', { name: 'Statut de la candidature' }).getByRole('listitem');
  await expect(events).toHaveCount(2);
  await expect(events.nth(1)).toContainText(`Justificatif ${reference}`);
  expect(historyCalls).toHaveLength(1);
  expect(await seen()).toEqual([]);
  expect(errors).toEqual([]);
});
