import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { DashboardRoute } from '../../src/features/dashboard/DashboardRoute';
import { ReceiptRoute } from '../../src/features/dashboard/ReceiptRoute';
import { paths, receiptPath } from '../../src/config/paths';
import {
  app,
  application,
  candidateService,
  envelope,
  fakeFetch,
  json,
  signedInStorage as signedIn,
  type FakeRequest,
} from './support';

const API = '/api/candidate-service';

const receipt = {
  reference: 'JUS-2026-4F7K-9QXM',
  candidateId: 'c-1',
  savedAt: '2026-11-26T14:05:00.000Z',
  version: 2,
  choices: [{ rank: 1, programId: 'p-math', programName: 'Mathématiques' }],
};

const routes = [
  { path: paths.dashboard, element: <DashboardRoute /> },
  { path: paths.receipt, element: <ReceiptRoute /> },
];

/** candidate-service with receipts: the save returns one, and it can be read and e-mailed. */
function receiptService(
  overrides: { get?: (request: FakeRequest) => Response; email?: (request: FakeRequest) => Response } = {},
) {
  return fakeFetch({
    ...candidateService({
      applications: () => envelope([{ ...application, lastReceiptReference: null }]),
      save: () => json({ isSuccess: true, message: 'ok', data: receipt }),
    }),
    [`GET ${API}/Candidate/receipts/*`]: overrides.get ?? (() => envelope(receipt)),
    [`POST ${API}/Candidate/receipts/*`]:
      overrides.email ??
      (() =>
        json({ isSuccess: true, message: 'Le justificatif a été envoyé à l’adresse a•••@example.org.' })),
  });
}

describe('the receipt of a programme change (docs/behaviour.md, deviation 52)', () => {
  it('after « Enregistrer », opens the receipt the save returned, without asking for it again', async () => {
    const network = receiptService();
    await render(app(routes, { path: paths.dashboard, fetch: network.fetch, storage: signedIn() }).element);
    await userEvent.click(page.getByRole('button', { name: 'Changer de programme' }));
    const dialog = page.getByRole('dialog');
    await userEvent.click(dialog.getByRole('radio', { name: 'Mathématiques' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));

    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Vos choix ont été enregistrés' }))
      .toBeVisible();
    await expect.element(page.getByText('JUS-2026-4F7K-9QXM')).toBeVisible();
    expect(network.requests.filter((r) => r.path.startsWith(`${API}/Candidate/receipts/`))).toEqual([]);

    await userEvent.click(page.getByRole('button', { name: 'Recevoir par e-mail' }));
    await expect.element(page.getByRole('status').filter({ hasText: 'a•••@example.org' })).toBeVisible();
    const post = network.requests.find((r) => r.method === 'POST');
    expect(post?.path).toBe(`${API}/Candidate/receipts/JUS-2026-4F7K-9QXM/email`);
    expect(post?.headers.get('Authorization')).toMatch(/^Bearer /);
  });

  it('the card links to the last receipt, which is read from the service', async () => {
    const network = fakeFetch({
      ...candidateService({
        applications: () => envelope([{ ...application, lastReceiptReference: receipt.reference }]),
      }),
      [`GET ${API}/Candidate/receipts/JUS-2026-4F7K-9QXM`]: () => envelope(receipt),
    });
    await render(app(routes, { path: paths.dashboard, fetch: network.fetch, storage: signedIn() }).element);
    const link = page.getByRole('link', { name: 'Voir le justificatif de votre dernière modification' });
    await expect.element(link).toHaveAttribute('href', receiptPath(receipt.reference));
    await userEvent.click(link);
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Justificatif de modification' }))
      .toBeVisible();
    await expect.element(page.getByText('Mathématiques').first()).toBeVisible();
  });

  it('says « introuvable » for the service’s 404, and for a reference that cannot be one without asking', async () => {
    const network = receiptService({ get: () => json({ isSuccess: false, message: 'Aucun' }, 404) });
    const first = await render(
      app(routes, { path: receiptPath('JUS-2026-AAAA-BBBB'), fetch: network.fetch, storage: signedIn() })
        .element,
    );
    await expect.element(page.getByText(/Ce justificatif est introuvable/)).toBeVisible();
    await first.unmount();
    const before = network.requests.length;
    await render(
      app(routes, { path: receiptPath('CAND-2025-00001'), fetch: network.fetch, storage: signedIn() })
        .element,
    );
    await expect.element(page.getByText(/Ce justificatif est introuvable/)).toBeVisible();
    expect(network.requests.slice(before).filter((r) => r.path.includes('/receipts/'))).toEqual([]);
  });

  it('a failed load is said with « Réessayer », which then shows the receipt', async () => {
    let fail = true;
    const network = receiptService({
      get: () => (fail ? json({ isSuccess: false, message: 'indisponible' }, 503) : envelope(receipt)),
    });
    await render(
      app(routes, { path: receiptPath(receipt.reference), fetch: network.fetch, storage: signedIn() })
        .element,
    );
    await expect
      .element(page.getByText('Impossible de charger le justificatif.', { exact: false }))
      .toBeVisible();
    fail = false;
    await userEvent.click(page.getByRole('button', { name: 'Réessayer' }));
    await expect.element(page.getByText('JUS-2026-4F7K-9QXM')).toBeVisible();
  });

  it('over the e-mail limit, the service’s words say when to try again', async () => {
    const network = receiptService({
      email: () => json({ isSuccess: false, message: 'Réessayez dans 7 minutes.' }, 429),
    });
    await render(
      app(routes, { path: receiptPath(receipt.reference), fetch: network.fetch, storage: signedIn() })
        .element,
    );
    await userEvent.click(page.getByRole('button', { name: 'Recevoir par e-mail' }));
    await expect.element(page.getByRole('alert')).toHaveTextContent('Réessayez dans 7 minutes.');
  });
});
