// Bulk decisions on a staff list (docs/behaviour.md, « Bulk decisions »), end to end: the built
// portal, the sandbox, its outbox.
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import {
  dataRows,
  DEMO_PASSWORD,
  outbox,
  resetSandbox,
  SANDBOX_URL,
  staffSignIn,
  toast,
  watchPageErrors,
} from './support';

test.beforeEach(async ({ request }) => {
  await resetSandbox(request);
});

interface Row {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  status: string;
  version: number;
}

/** The pending university applications as admin reads them from candidate-service. */
async function adminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post(`${SANDBOX_URL}/realms/admission/protocol/openid-connect/token`, {
    form: {
      grant_type: 'password',
      client_id: 'auth-service',
      username: 'admin@example.org',
      password: DEMO_PASSWORD,
    },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access_token: string }).access_token;
}

async function applicationOf(request: APIRequestContext, token: string, email: string): Promise<Row> {
  const response = await request.get(`${SANDBOX_URL}/api/candidate-service/Staff/applications/universite`, {
    params: { search: email },
    headers: { Authorization: `Bearer ${token}` },
  });
  const row = ((await response.json()) as { data: { items: Row[] } }).data.items[0];
  expect(row?.email).toBe(email);
  return row as Row;
}

interface PageRow {
  row: Locator;
  email: string;
  checkbox: Locator;
}

/** `count` rows of the page from `from`: each one's checkbox and e-mail. */
async function firstRows(page: Page, count: number, from = 0): Promise<PageRow[]> {
  const rows: PageRow[] = [];
  for (let i = from; i < from + count; i += 1) {
    const row = dataRows(page).nth(i);
    const firstName = (await row.getByRole('rowheader').textContent())?.replace(/^Prénom/, '').trim() ?? '';
    const lastName = (await row.getByRole('cell').nth(1).textContent())?.replace(/^Nom/, '').trim() ?? '';
    const email = (await row.getByRole('cell').nth(2).textContent())?.replace(/^E-mail/, '').trim() ?? '';
    const checkbox = row.getByRole('checkbox', {
      name: `Sélectionner la candidature de ${firstName} ${lastName}`,
    });
    rows.push({ row, email, checkbox });
  }
  return rows;
}

test('admin accepts 3 pending rows of a filtered list at once: the rows, the mails; a stale one among them changes nothing', async ({
  page,
  request,
}) => {
  const errors = watchPageErrors(page);
  await staffSignIn(page, 'admin@example.org');
  await page.getByRole('combobox', { name: 'Statut' }).selectOption('pending');
  await page.getByRole('button', { name: 'Rechercher', exact: true }).click();
  await expect(page).toHaveURL(/statut=pending/);
  await expect(dataRows(page).first()).toContainText('En attente');

  const three = await firstRows(page, 3);
  for (const { checkbox } of three) await checkbox.check();
  const bar = page.getByRole('region', { name: 'Actions sur la sélection' });
  await expect(bar.getByRole('status')).toHaveText('3 candidatures sélectionnées');
  await bar.getByRole('button', { name: 'Accepter la sélection' }).click();
  const dialog = page.getByRole('dialog', { name: 'Accepter 3 candidatures\u202f?' });
  await dialog.getByRole('button', { name: 'Confirmer l’acceptation' }).click();
  await expect(toast(page, '3 candidatures ont été acceptées.')).toBeVisible();
  for (const { row } of three) await expect(row).toContainText('Acceptée');
  await expect(bar.getByRole('status')).toHaveText('');

  const accepted = (await outbox(request)).filter(
    (mail) => mail.subject === 'Votre candidature a été acceptée',
  );
  expect(accepted.map((mail) => mail.to).sort()).toEqual(three.map(({ email }) => email).sort());

  // The 409 path: three more selected, one of them decided meanwhile by someone else.
  const [first, second, third] = (await firstRows(page, 3, 3)) as [PageRow, PageRow, PageRow];
  const next = [first, second, third];
  for (const { checkbox } of next) await checkbox.check();
  await expect(bar.getByRole('status')).toHaveText('3 candidatures sélectionnées');
  const token = await adminToken(request);
  const stale = await applicationOf(request, token, second.email);
  const elsewhere = await request.post(
    `${SANDBOX_URL}/api/candidate-service/Staff/applications/${stale.id}/decisions`,
    { headers: { Authorization: `Bearer ${token}` }, data: { decision: 'rejected', version: stale.version } },
  );
  expect(elsewhere.status()).toBe(200);
  const mailsBefore = await outbox(request);

  await bar.getByRole('button', { name: 'Accepter la sélection' }).click();
  await page
    .getByRole('dialog', { name: 'Accepter 3 candidatures\u202f?' })
    .getByRole('button', { name: 'Confirmer l’acceptation' })
    .click();
  await expect(page.getByText('Aucune décision n’a été enregistrée')).toBeVisible();
  await expect(page.getByText(/^1 candidature a changé depuis son affichage/)).toBeVisible();
  await expect(second.row).toContainText('Rejetée');
  for (const { row } of [first, third]) await expect(row).toContainText('En attente');
  await expect(bar.getByRole('status')).toHaveText('2 candidatures sélectionnées');
  // Nothing written: the two others are pending at their version, no mail went out.
  for (const { email } of [first, third]) {
    const now = await applicationOf(request, token, email);
    expect(now.status).toBe('pending');
  }
  expect(await outbox(request)).toEqual(mailsBefore);
  expect(errors).toEqual([]);
});
