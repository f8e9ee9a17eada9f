// The admission calendar (docs/behaviour.md, deviation 51): this portal's addition to
// candidate-service, served by the sandbox and set through /_sandbox/config.
import { expect, test } from '@playwright/test';
import {
  DEMO_PASSWORD,
  dayFromToday,
  logIn,
  rankButton,
  resetSandbox,
  setCalendar,
  watchPageErrors,
} from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

test('the dashboard shows the next date and the days left, and the change closes at its deadline', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await setCalendar(request, { choicesCloseOn: dayFromToday(3) });
  await logIn(page, 'candidat.soumis@example.org');
  await expect(
    page.getByText(/^Dernier jour pour modifier vos choix\u00a0: .+ \(dans 3 jours\)$/),
  ).toBeVisible();

  // The deadline passes while the dialog is open: the service refuses, and the dialog says why.
  await page.getByRole('button', { name: 'Changer de programme' }).click();
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await rankButton(page, 1, 'Productions animales').click();
  await rankButton(page, 2, 'Productions végétales').click();
  await rankButton(page, 3, 'Agroforesterie').click();
  await setCalendar(request, { choicesCloseOn: dayFromToday(-1) });
  await dialog.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(
    dialog.getByText(/La date limite de modification des choix était le .+ ne peuvent plus être modifiés\./),
  ).toBeVisible();
  await expect(dialog.getByText('Une erreur est survenue')).toHaveCount(0);
  // Nothing the candidate ranked is lost.
  await expect(rankButton(page, 1, 'Productions animales')).toHaveAttribute('aria-pressed', 'true');

  // The next visit knows: no change offered, and the card says since when.
  await page.reload();
  const programme = page.getByRole('region', { name: 'Programme choisi' });
  await expect(
    programme.getByText(
      /^Le dernier jour pour modifier vos choix était le .+\. Votre choix ne peut plus être modifié\.$/,
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Changer de programme' })).toHaveCount(0);
  await expect(page.getByText(/^Publication des résultats\u00a0: .+ \(dans \d+ jours\)$/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the closed-period page shows the next opening when the calendar knows it', async ({
  page,
  request,
}) => {
  await setCalendar(request, { academicYear: '2035-2036', opensOn: '2035-07-01' });
  await page.goto('/admission/register');
  await expect(
    page.getByText('Les candidatures pour l’année 2035-2036 ouvriront le 1er juillet 2035.'),
  ).toBeVisible();

  // Read without the app (a reader downloads no bundle); once the app starts, it keeps the sentence.
  const errors = watchPageErrors(page);
  // A hydration mismatch is reported on the console, not thrown.
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.keyboard.press('Tab');
  await expect
    .poll(() =>
      page.evaluate(() => (window as { __portalBoot?: { hydrated?: boolean } }).__portalBoot?.hydrated),
    )
    .toBe(true);
  await expect(
    page.getByText('Les candidatures pour l’année 2035-2036 ouvriront le 1er juillet 2035.'),
  ).toBeVisible();
  expect(errors).toEqual([]);

  // A candidate-service without the addition: the page says the dates will be announced.
  await setCalendar(request, null);
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Périodes de candidature fermées' }),
  ).toBeVisible();
  await expect(page.getByText(/seront annoncées prochainement/)).toBeVisible();
});

test('one walk asks for the calendar once: no request aborted and asked again per page or sign-in', async ({
  page,
  request,
}) => {
  await setCalendar(request, { choicesCloseOn: dayFromToday(3) });
  const asked: string[] = [];
  const failed: string[] = [];
  const isCalendar = (url: string) => new URL(url).pathname.endsWith('/AdmissionCalendar/current');
  page.on('request', (sent) => {
    if (isCalendar(sent.url())) asked.push(sent.url());
  });
  page.on('requestfailed', (sent) => {
    if (isCalendar(sent.url())) failed.push(`${sent.url()}: ${sent.failure()?.errorText ?? '?'}`);
  });
  const deadline = page.getByText(/^Dernier jour pour modifier vos choix\u00a0: .+ \(dans 3 jours\)$/);

  await logIn(page, 'candidat.soumis@example.org');
  await expect(deadline).toBeVisible();
  // Away from the dashboard and back, twice, then signed out and in again in the same tab.
  for (let round = 0; round < 2; round += 1) {
    await page.getByRole('link', { name: 'Mon profil' }).click();
    await expect(page).toHaveURL(/\/profil$/);
    await page.getByRole('link', { name: 'Mon espace' }).click();
    await expect(deadline).toBeVisible();
  }
  await page.getByRole('button', { name: 'Déconnexion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();
  await page.getByLabel('E-mail').fill('candidat.soumis@example.org');
  await page.getByLabel('Mot de passe', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Se connecter' }).click();
  await expect(deadline).toBeVisible();

  expect(failed).toEqual([]);
  expect(asked).toHaveLength(1);
});
