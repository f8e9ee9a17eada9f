// The staff lists' CSV export and printing, end to end (docs/behaviour.md, « Export and printing »):
// the file the browser downloads from a filtered list, a teacher's export of their own list, and the
// list on paper.
import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { dataRows, resetSandbox, staffSignIn, watchPageErrors } from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

const HEADER = [
  'Numéro de candidature',
  'Nom',
  'Prénom',
  'E-mail',
  'Statut',
  'Score',
  'Choix principal',
  'Date de dépôt',
  'Documents',
];

/** The file's lines, split on `;` (the seed's names and e-mails hold no `;` or quote), BOM and CRLF checked. */
async function csvOf(download: Download): Promise<string[][]> {
  const bytes = await readFile(await download.path());
  expect([...bytes.subarray(0, 3)], 'UTF-8 byte order mark').toEqual([0xef, 0xbb, 0xbf]);
  const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes.subarray(3));
  expect(text.endsWith('\r\n')).toBe(true);
  expect(text.replaceAll('\r\n', '')).not.toContain('\n');
  return text
    .slice(0, -2)
    .split('\r\n')
    .map((line) => line.split(';'));
}

async function exportList(page: Page): Promise<Download> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exporter (CSV)' }).click();
  return downloading;
}

/** The count the list shows (« 12 candidatures »). */
async function countOf(page: Page): Promise<number> {
  const text = await page.getByText(/^\d+ candidatures?$/).textContent();
  return Number(text?.split(' ')[0]);
}

test('admin exports a filtered, ordered list: every matching row, in the list’s order, as a French spreadsheet reads it; the list prints without its chrome', async ({
  page,
}) => {
  const errors = watchPageErrors(page);
  await staffSignIn(page, 'admin@example.org');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatures Université' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Statut' }).selectOption('pending');
  await page.getByRole('combobox', { name: 'Trier par' }).selectOption('name');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/\?statut=pending&tri=nom$/);
  await expect(dataRows(page).first()).toContainText('En attente');
  const total = await countOf(page);
  // What the rows show, found by their columns' headers (a ranked list starts with the selection's
  // column): innerText, as the stacked layout's cell labels are hidden at this width.
  const shown = await page.getByRole('table').evaluate((table: HTMLTableElement) => {
    const headers = [...(table.tHead?.rows[0]?.cells ?? [])].map((cell) => cell.innerText.trim());
    const [last, first] = [headers.indexOf('Nom'), headers.indexOf('Prénom')];
    if (last < 0 || first < 0) throw new Error(`no « Nom » or « Prénom » column in ${headers.join(' | ')}`);
    return [...(table.tBodies[0]?.rows ?? [])].map((row) => [
      row.cells[last]?.innerText.trim() ?? '',
      row.cells[first]?.innerText.trim() ?? '',
    ]);
  });

  const download = await exportList(page);
  expect(download.suggestedFilename()).toMatch(/^candidatures-universite-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = await csvOf(download);
  expect(header).toEqual(HEADER);
  expect(rows).toHaveLength(total);
  expect(total).toBeGreaterThan(0);
  for (const row of rows) {
    expect(row).toHaveLength(HEADER.length);
    expect(row[4]).toBe('En attente');
    expect(row[5]).toMatch(/^(\d+,\d\d)?$/);
    expect(row[7]).toMatch(/^\d\d\/\d\d\/\d{4} \d\d:\d\d$/);
  }
  // The list's order: its first page is the file's first rows (last name, then first name).
  expect(shown.length).toBeGreaterThan(1);
  expect(rows.slice(0, shown.length).map((row) => [row[1], row[2]])).toEqual(shown);
  await expect(page.getByRole('button', { name: 'Exporter (CSV)' })).toBeEnabled();

  await expect(dataRows(page).first().getByRole('checkbox')).toBeVisible();
  // On paper: the heading, the filters in force and the table; no sidebar, header, form or buttons.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatures Université' })).toBeVisible();
  await expect(page.getByText(/^Filtres appliqués/)).toContainText('Statut\u00a0: En attente');
  await expect(page.getByText(`${total} candidatures`, { exact: true })).toBeVisible();
  await expect(page.getByRole('table')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navigation des modules' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Déconnexion' })).toBeHidden();
  await expect(page.getByRole('search', { name: 'Rechercher une candidature' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Exporter (CSV)' })).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeHidden();
  await expect(page.getByRole('columnheader', { name: 'Actions' })).toBeHidden();
  // Nor the bulk decisions' column: neither its header nor a row's checkbox.
  await expect(page.getByRole('columnheader', { name: 'Sélection' })).toBeHidden();
  await expect(dataRows(page).first().getByRole('checkbox')).toBeHidden();
  await expect(page.getByRole('rowheader').first()).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Score' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByText(/^Filtres appliqués/)).toBeHidden();
  expect(errors).toEqual([]);
});

test('a teacher exports their own list', async ({ page }) => {
  await staffSignIn(page, 'coran@example.org');
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatures Institut du Coran' })).toBeVisible();
  await expect(dataRows(page).first()).toBeVisible();
  const total = await countOf(page);
  const download = await exportList(page);
  expect(download.suggestedFilename()).toMatch(/^candidatures-coran-\d{4}-\d{2}-\d{2}\.csv$/);
  const [header, ...rows] = await csvOf(download);
  expect(header).toEqual(HEADER);
  expect(rows).toHaveLength(total);
});
