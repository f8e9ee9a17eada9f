import { expect, test, type Page } from '@playwright/test';
import {
  DEMO_PASSWORD,
  expectReceipt,
  expectVisibleFocus,
  isFocused,
  staffSignIn,
  resetSandbox,
  tabTo,
  watchPageErrors,
} from './support';

// Journey 1 with the keyboard alone: no click, no fill; Tab, Shift+Tab, typing, Enter and Space.

// A limit, not a wait: these tests press Tab, Space and Enter one key at a time and look where the
// focus went after each (about a hundred round trips to the browser). 13 to 16 s at a load of 8; over
// 60 s at a load of 30 to 34 (a clean-clone run beside other work), where they failed on the time limit.
test.describe.configure({ timeout: 180_000 });

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

function rankButton(page: Page, rank: number, programme: string) {
  return page.getByRole('button', { name: `Rang ${rank} : ${programme}` });
}

/** Logs in from /connexion with Tab, typing and Enter; checks the focus ring on both fields. */
async function logInWithKeyboard(page: Page, email: string) {
  await page.goto('/connexion');
  await expect(page.getByRole('heading', { level: 1, name: 'Connexion candidat' })).toBeVisible();
  await tabTo(page, page.getByLabel('E-mail'), { max: 10 });
  await expectVisibleFocus(page);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Mot de passe', { exact: true })).toBeFocused();
  await expectVisibleFocus(page);
  await page.keyboard.type(DEMO_PASSWORD);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
}

test('candidat.soumis logs in, re-ranks the specialities and logs out with the keyboard alone', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await logInWithKeyboard(page, 'candidat.soumis@example.org');
  await expect(page.getByRole('region', { name: 'Notes du baccalauréat' })).toContainText('Coefficient');

  // Open the dialog.
  const change = page.getByRole('button', { name: 'Changer de programme' });
  await tabTo(page, change);
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
  await expect(dialog).toBeVisible();
  await expect(rankButton(page, 1, 'Agroforesterie')).toBeVisible();
  // Radix moves the focus into the dialog when it opens.
  await expect
    .poll(() => dialog.evaluate((container) => container.contains(document.activeElement)))
    .toBe(true);

  // The focus is trapped: a full round of Tab, and of Shift+Tab, never leaves the dialog.
  const focusable = await dialog.evaluate(
    (container) =>
      container.querySelectorAll('button:not(:disabled), input:not(:disabled), a[href], [tabindex="0"]')
        .length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let presses = 0; presses < focusable + 2; presses += 1) {
      await page.keyboard.press(key);
      expect(
        await dialog.evaluate((container) => container.contains(document.activeElement)),
        `focus after ${presses + 1} × ${key}`,
      ).toBe(true);
    }
  }

  // Exclusive ranking: rank 1 given to Productions animales is taken from Agroforesterie.
  await tabTo(page, rankButton(page, 1, 'Agroforesterie'), { within: dialog });
  await expectVisibleFocus(page);
  await page.keyboard.press('Space');
  await expect(rankButton(page, 1, 'Agroforesterie')).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, rankButton(page, 1, 'Productions animales'), { within: dialog });
  await page.keyboard.press('Enter');
  await expect(rankButton(page, 1, 'Productions animales')).toHaveAttribute('aria-pressed', 'true');
  await expect(rankButton(page, 1, 'Agroforesterie')).toHaveAttribute('aria-pressed', 'false');
  // Activating a rank keeps the focus on its button.
  expect(await isFocused(rankButton(page, 1, 'Productions animales'))).toBe(true);

  await tabTo(page, rankButton(page, 2, 'Productions végétales'), { within: dialog });
  await page.keyboard.press('Space');
  await expect(rankButton(page, 2, 'Productions végétales')).toHaveAttribute('aria-pressed', 'true');
  await tabTo(page, rankButton(page, 3, 'Agroforesterie'), { within: dialog });
  await page.keyboard.press('Space');
  await expect(rankButton(page, 3, 'Agroforesterie')).toHaveAttribute('aria-pressed', 'true');
  for (const [rank, programme] of [
    [1, 'Productions animales'],
    [2, 'Productions végétales'],
    [3, 'Agroforesterie'],
  ] as const) {
    const others = (['Agroforesterie', 'Productions animales', 'Productions végétales'] as const).filter(
      (name) => name !== programme,
    );
    for (const other of others) {
      await expect(rankButton(page, rank, other)).toHaveAttribute('aria-pressed', 'false');
    }
  }

  // Save.
  const save = dialog.getByRole('button', { name: 'Enregistrer' });
  await expect(save).toBeEnabled();
  await tabTo(page, save, { within: dialog });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  // The receipt page confirms the change, its heading focused; the keyboard goes back from there.
  await expectReceipt(page);
  await expect(dialog).toBeHidden();
  await tabTo(page, page.getByRole('link', { name: 'Retour au tableau de bord' }));
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/admission\/candidat\/dashboard$/);
  const programme = page.getByRole('region', { name: 'Programme choisi' });
  await expect(programme).toContainText('Choix n° 1Productions animales');

  await page.reload();
  await expect(programme).toContainText('Choix n° 1Productions animales');
  await expect(programme).toContainText('Choix n° 2Productions végétales');
  await expect(programme).toContainText('Choix n° 3Agroforesterie');

  // Log out: "Déconnexion" is in the header, reached from the top of the page.
  const logout = page.getByRole('button', { name: 'Déconnexion' });
  await tabTo(page, logout, { max: 10 });
  await expectVisibleFocus(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/connexion$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem('access_token'),
      localStorage.getItem('refresh_token'),
      localStorage.getItem('user'),
    ]),
  ).toEqual([null, null, null]);
  expect(errors).toEqual([]);
});

test(
  'closing the programme dialog with Escape gives the focus back to "Changer de programme"; a save gives it to the receipt’s heading',
  // ProgramChange unmounts the dialog as its machine closes: Radix's onCloseAutoFocus still runs.
  async ({ page }) => {
    await logInWithKeyboard(page, 'candidat.soumis@example.org');
    const change = page.getByRole('button', { name: 'Changer de programme' });
    const dialog = page.getByRole('dialog', { name: 'Changement de programme' });
    const programme = page.getByRole('region', { name: 'Programme choisi' });

    // Escape: nothing saved, the focus is back on the opener.
    await tabTo(page, change);
    await page.keyboard.press('Space');
    await tabTo(page, rankButton(page, 1, 'Agroforesterie'), { within: dialog });
    await page.keyboard.press('Space');
    await expect(rankButton(page, 1, 'Agroforesterie')).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(change).toBeFocused();
    await expectVisibleFocus(page);
    await expect(programme).toContainText('Choix n° 1Productions végétales');

    // Save: the same, from nothing (the dialog opens with the choice held: « Réinitialiser »).
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Réinitialiser' }), { within: dialog });
    await page.keyboard.press('Space');
    await expect(dialog.locator('button[aria-pressed="true"]')).toHaveCount(0);
    for (const [rank, name] of [
      [1, 'Agroforesterie'],
      [2, 'Productions animales'],
      [3, 'Productions végétales'],
    ] as const) {
      await tabTo(page, rankButton(page, rank, name), { within: dialog });
      await page.keyboard.press('Space');
    }
    await tabTo(page, dialog.getByRole('button', { name: 'Enregistrer' }), { within: dialog });
    await page.keyboard.press('Enter');
    await expectReceipt(page);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Vos choix enregistrés' })).toContainText(
      'Choix n° 1Agroforesterie',
    );
  },
);

test(
  'at 360 px, a staff member tabs to "Voir les documents" and sees the focused button',
  // Under 768 px the sidebar is a modal sheet that starts closed, so nothing floats over the list (WCAG 2.4.11).
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await staffSignIn(page, 'admin@example.org');
    await page.goto('/admission/coran-candidats');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Candidatures Institut du Coran' }),
    ).toBeVisible();

    const view = page.getByRole('button', { name: /^Voir les documents de / }).first();
    await tabTo(page, view, { max: 60 });
    await expectVisibleFocus(page);
    // WCAG 2.2 2.4.11: the focused element is not entirely hidden by other content (the sidebar).
    const uncovered = await view.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const points = [0.1, 0.5, 0.9].flatMap((x) => [0.2, 0.5, 0.8].map((y) => [x, y] as const));
      return points.filter(([x, y]) => {
        const top = document.elementFromPoint(box.left + box.width * x, box.top + box.height * y);
        return top !== null && button.contains(top);
      }).length;
    });
    expect(uncovered, 'sample points of the focused button not covered by other content').toBeGreaterThan(0);

    await page.keyboard.press('Enter');
    const documents = page.getByRole('dialog', { name: 'Documents joints' });
    await expect(documents).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(documents).toBeHidden();
    await expect(view).toBeFocused();
  },
);
