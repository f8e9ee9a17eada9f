import { expect, test, type Page } from '@playwright/test';
import {
  confirmSeedSelection,
  resetSandbox,
  SELECTION_PROGRAM,
  staffSignIn,
  watchPageErrors,
} from '../support';
import { e2ePorts } from '../../scripts/e2e-servers.mjs';
import { expectDevServer, watchTexts } from './support';

const LOAD_ERROR = 'Impossible de charger les candidatures.';

const lists = {
  universite: { path: '/admission/etudiant-candidats', heading: 'Candidatures Université', total: 34 },
  coran: { path: '/admission/coran-candidats', heading: 'Candidatures Institut du Coran', total: 17 },
  majalis: { path: '/admission/majalis-candidats', heading: 'Candidatures Majalis', total: 15 },
};

/** The list of `kind` on screen with its rows: the sandbox's count, not « Impossible de charger… ». */
async function expectList(page: Page, kind: keyof typeof lists, seen: () => Promise<string[]>) {
  const list = lists[kind];
  await expect(page).toHaveURL(new RegExp(`${list.path}$`));
  await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible();
  await expect(page.getByText(`${list.total} candidatures`)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByText(LOAD_ERROR)).toHaveCount(0);
  expect(await seen()).toEqual([]);
}

test('admin signs in and every list shows on its first load, never « Impossible de charger les candidatures. »', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  const seen = await watchTexts(page, [LOAD_ERROR]);
  await staffSignIn(page, 'admin@example.org');
  await expectDevServer(page);
  await expectList(page, 'universite', seen);

  // Opened from the sidebar: a new list mounts (twice, in StrictMode) within the page.
  const modules = page.getByRole('navigation', { name: 'Navigation des modules' });
  await modules.getByRole('link', { name: lists.coran.heading }).click();
  await expectList(page, 'coran', seen);
  await modules.getByRole('link', { name: lists.majalis.heading }).click();
  await expectList(page, 'majalis', seen);

  // Each list opened as a first page load: the whole app mounts.
  for (const kind of ['universite', 'coran', 'majalis'] as const) {
    await page.goto(lists[kind].path);
    await expectList(page, kind, seen);
  }
  // A candidate's file as a first page load: its route is declared in the staff chunk, which the
  // first load preloads (docs/architecture.md, « Staff routes live in the staff chunk »).
  await page.goto(`${lists.universite.path}/dossier/CAND-2025-00142`);
  await expect(page.getByRole('heading', { level: 1, name: 'Dossier du candidat' })).toBeVisible();
  await expect(page.getByText('Candidature n° CAND-2025-00142')).toBeVisible();
  await expect(page).toHaveTitle('Dossier du candidat – Admission en ligne');
  expect(errors).toEqual([]);
});

test('coran@example.org signs in and sees the Quran institute list on its first load', async ({ page }) => {
  const errors = watchPageErrors(page);
  const seen = await watchTexts(page, [LOAD_ERROR]);
  await staffSignIn(page, 'coran@example.org');
  await expectDevServer(page);
  await expectList(page, 'coran', seen);
  await page.reload();
  await expectList(page, 'coran', seen);
  expect(errors).toEqual([]);
});

test('through the dev server (StrictMode), the proposed selection loads once and is confirmed once', async ({
  page,
  request,
}) => {
  await resetSandbox(request, `http://127.0.0.1:${e2ePorts(process.env).devSandbox}`);
  const errors = watchPageErrors(page);
  const proposals: string[] = [];
  const applied: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/selection-proposal')) proposals.push(request.method());
    else if (request.url().endsWith(`/programs/universite/${SELECTION_PROGRAM}/selection`))
      applied.push(request.method());
  });
  await staffSignIn(page, 'admin@example.org');
  await expectDevServer(page);
  await confirmSeedSelection(page);
  // StrictMode mounts the page twice: still one proposal read and one selection sent.
  expect(proposals).toEqual(['GET']);
  expect(applied).toEqual(['POST']);
  expect(errors).toEqual([]);
});
