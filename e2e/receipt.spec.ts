import { expect, test } from '@playwright/test';
import {
  backToDashboard,
  expectReceipt,
  logIn,
  outbox,
  rankButton,
  resetSandbox,
  watchPageErrors,
} from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

/** The number of pages of a PDF Chromium printed (its page objects, not the page tree's `/Pages`). */
function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;
}

test('a saved change gets a receipt: on screen, by e-mail, printed on one A4 page, and from the card', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await logIn(page, 'candidat.soumis@example.org');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await rankButton(page, 1, 'Productions animales').click();
  await rankButton(page, 2, 'Productions végétales').click();
  await rankButton(page, 3, 'Agroforesterie').click();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();

  const reference = await expectReceipt(page);
  await expect(page.getByRole('region', { name: 'Référence de votre modification' })).toContainText(
    reference,
  );
  const choices = page.getByRole('region', { name: 'Vos choix enregistrés' });
  await expect(choices).toContainText('Choix n° 1Productions animales');
  await expect(choices).toContainText('Choix n° 3Agroforesterie');

  // By e-mail: candidate-service sends it to the account's own address (the sandbox's outbox).
  await page.getByRole('button', { name: 'Recevoir par e-mail' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Le justificatif a été envoyé' })).toContainText(
    'c•••@example.org',
  );
  const mail = (await outbox(request)).find((sent) => sent.kind === 'receipt');
  expect(mail?.to).toBe('candidat.soumis@example.org');
  expect(mail?.subject).toContain(reference);
  expect(mail?.text).toContain(reference);
  expect(mail?.text).toContain('Productions animales');
  expect(new URL(mail?.link ?? '').pathname).toBe(`/admission/candidat/justificatif/${reference}`);

  // On paper: the receipt alone (no header, footer or buttons), black on white, one A4 page, also
  // from the dark theme.
  await page.getByRole('button', { name: 'Activer le thème sombre' }).click();
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimer ou enregistrer en PDF' })).toBeHidden();
  await expect(page.getByText('Justificatif délivré par Admission en ligne.')).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toHaveCSS('color', 'rgb(0, 0, 0)');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdfPageCount(pdf)).toBe(1);
  await page.emulateMedia({ media: 'screen' });

  // Kept: the card links to it, and the page reads it from candidate-service.
  await backToDashboard(page);
  await page.getByRole('link', { name: 'Voir le justificatif de votre dernière modification' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Justificatif de modification' })).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a receipt is its account’s only: another candidate reads « introuvable », and no e-mail can be asked', async ({
  page,
  request,
}) => {
  await logIn(page, 'candidat.unique@example.org');
  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await dialog.getByRole('radio', { name: 'Sociologie' }).check();
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  const reference = await expectReceipt(page);
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page).toHaveURL(/\/connexion$/);

  await logIn(page, 'candidat.soumis@example.org');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  await page.goto(`/admission/candidat/justificatif/${reference}`);
  await expect(page.getByText(/Ce justificatif est introuvable/)).toBeVisible();
  await expect(page.getByText(reference, { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Recevoir par e-mail' })).toHaveCount(0);
  expect((await outbox(request)).filter((sent) => sent.kind === 'receipt')).toEqual([]);
});
