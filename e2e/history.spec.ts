import { expect, test } from '@playwright/test';
import {
  dataRows,
  logIn,
  outbox,
  rankButton,
  expectReceipt,
  resetSandbox,
  searchStaffList,
  staffSignIn,
  toast,
  watchPageErrors,
} from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('a decision reaches the candidate by e-mail and in their dated history; staff see the same history', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  // The candidate changes their choice first: the history will hold it, with its receipt.
  await logIn(page, 'candidat.soumis@example.org');
  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await rankButton(page, 1, 'Productions animales').click();
  await rankButton(page, 2, 'Productions végétales').click();
  await rankButton(page, 3, 'Agroforesterie').click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  const reference = await expectReceipt(page);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/connexion$/);

  // Staff reject it with a reason.
  await staffSignIn(page, 'admin@example.org');
  await searchStaffList(page, 'candidat.soumis');
  await expect(dataRows(page)).toHaveCount(1);
  const row = dataRows(page).first();
  await row.getByRole('button', { name: /^Rejeter la candidature de / }).click();
  const confirm = page.getByRole('dialog', { name: 'Rejeter la candidature' });
  await confirm.getByRole('textbox', { name: 'Motif (facultatif)' }).fill('Pièces manquantes');
  await confirm.getByRole('button', { name: 'Confirmer le rejet' }).click();
  await expect(toast(page, 'La candidature a été rejetée.')).toBeVisible();

  // The staff's « Documents joints » dialog holds the same history, loaded when opened.
  await row.getByRole('button', { name: /^Voir les documents de / }).click();
  const documents = page.getByRole('dialog', { name: 'Documents joints' });
  await documents.getByText('Historique de la candidature').click();
  const staffHistory = documents.getByRole('listitem').filter({ hasText: 'Candidature non retenue' });
  await expect(staffHistory).toContainText('Motif\u00a0: Pièces manquantes');
  await expect(documents.getByText(`Justificatif ${reference}`)).toBeVisible();
  // A receipt is its candidate's: staff read the reference, with no link to a page they cannot open.
  await expect(documents.getByRole('link', { name: `Justificatif ${reference}` })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Déconnexion' }).click();

  // The e-mail, in French, with the reason and the way to sign in.
  const mail = (await outbox(request)).find((sent) => sent.kind === 'decision');
  expect(mail?.to).toBe('candidat.soumis@example.org');
  expect(mail?.subject).toBe('Votre candidature n’a pas été retenue');
  expect(mail?.text).toContain('Motif\u00a0: Pièces manquantes');
  expect(new URL(mail?.link ?? '').pathname).toBe('/connexion');

  // The candidate's history: submitted, changed (its receipt linked), rejected with the reason.
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await page.getByText('Historique de la candidature').click();
  const history = page.getByRole('region', { name: 'Statut de la candidature' }).getByRole('listitem');
  await expect(history).toHaveCount(3);
  await expect(history.nth(0)).toContainText('Candidature soumise');
  await expect(history.nth(1)).toContainText('Choix de programme modifié');
  await expect(history.nth(2)).toContainText('Candidature non retenue');
  await expect(history.nth(2)).toContainText('Motif\u00a0: Pièces manquantes');
  await history
    .nth(1)
    .getByRole('link', { name: `Justificatif ${reference}` })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Justificatif de modification' })).toBeVisible();
  expect(errors).toEqual([]);
});
