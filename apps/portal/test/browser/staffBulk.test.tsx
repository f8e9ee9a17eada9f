// Bulk decisions on a staff list, in the portal (docs/behaviour.md, « Bulk decisions »): the
// selection, the confirmation, the call, the toasts and the conflict, against a fake service.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { StaffApplication } from '@admission/api-client';
import { STAFF_LIST_ROLES } from '@admission/flows';
import { RequireSession } from '../../src/app/guards';
import { StaffLayoutRoute } from '../../src/app/layouts/StaffLayoutRoute';
import { paths, staffListPaths } from '../../src/config/paths';
import { StaffListRoute } from '../../src/features/staff/StaffListRoute';
import { app, envelope, fakeFetch, json, makeToken, staffStorage, type FakeRequest } from './support';

const adminToken = makeToken({
  sub: 'staff-1',
  email: 'admin@example.org',
  given_name: 'Abdoulaye',
  family_name: 'Sy',
  realm_access: { roles: ['default-roles-admission', 'admin'] },
});

const routes = [
  {
    element: <RequireSession roles={STAFF_LIST_ROLES.universite} loginPath={paths.staffLogin} />,
    children: [
      {
        element: <StaffLayoutRoute />,
        children: [{ path: staffListPaths.universite, element: <StaffListRoute kind="universite" /> }],
      },
    ],
  },
];

const row = (id: string, firstName: string, status: StaffApplication['status'] = 'pending', version = 1) => ({
  id,
  kind: 'universite' as const,
  firstName,
  lastName: 'Diop',
  email: `${firstName.toLowerCase()}@example.org`,
  status,
  documents: [],
  submissionDate: '2025-07-01T10:00:00Z',
  version,
  score: 12,
  mainChoice: { programId: 'prog-sociologie', programName: 'Sociologie' },
});
const rows = [
  row('CAND-1', 'Aminata'),
  row('CAND-2', 'Moussa', 'accepted'),
  row('CAND-3', 'Awa', 'pending', 4),
  row('CAND-4', 'Ousmane'),
];

const signedIn = () => staffStorage(adminToken, ['admin']);

const LIST = '/api/candidate-service/Staff/applications/universite';
const BULK = `POST ${LIST}/bulk-decisions`;

function backend(bulk: (request: FakeRequest) => Response, programs = true) {
  return fakeFetch({
    [`GET ${LIST}`]: () => envelope({ items: rows, page: 1, pageSize: 20, totalItems: 4, totalPages: 1 }),
    'GET /api/candidate-service/Staff/programs/universite': () =>
      programs
        ? envelope([{ programId: 'prog-sociologie', programName: 'Sociologie' }])
        : json({ isSuccess: false, message: 'Not found' }, 404),
    [BULK]: bulk,
  });
}

const checkbox = (name: string) =>
  page.getByRole('checkbox', { name: `Sélectionner la candidature de ${name} Diop` });
const rowOf = (firstName: string) =>
  page.getByRole('row').filter({ hasText: `${firstName.toLowerCase()}@example.org` });

describe('staff list, bulk decisions', () => {
  it('selects pending rows, confirms with the count, sends them with their versions, shows the rows and toasts', async () => {
    const network = backend((request) => {
      const { items } = JSON.parse(request.body) as { items: { candidateId: string; version: number }[] };
      return envelope(
        items.map(({ candidateId, version }) => ({
          ...(rows.find((r) => r.id === candidateId) as StaffApplication),
          status: 'accepted',
          version: version + 1,
        })),
      );
    });
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    await expect.element(checkbox('Aminata')).toBeVisible();
    // A decided row has none.
    expect(page.getByRole('checkbox', { name: /Moussa/ }).query()).toBeNull();
    await userEvent.click(checkbox('Awa'));
    await expect
      .element(page.getByRole('status').filter({ hasText: 'sélectionnée' }))
      .toHaveTextContent('1 candidature sélectionnée');
    await userEvent.click(page.getByRole('checkbox', { name: 'Tout sélectionner' }));
    await expect.element(page.getByText('3 candidatures sélectionnées')).toBeVisible();
    await userEvent.click(checkbox('Ousmane'));
    await expect.element(page.getByText('2 candidatures sélectionnées')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Accepter la sélection' }));
    const dialog = page.getByRole('dialog', { name: 'Accepter 2 candidatures\u202f?' });
    await expect.element(dialog).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer l’acceptation' }));
    await expect.element(page.getByText('2 candidatures ont été acceptées.')).toBeVisible();
    for (const name of ['Aminata', 'Awa'])
      await expect.element(rowOf(name).getByText('Acceptée')).toBeVisible();
    await expect.element(rowOf('Ousmane').getByText('En attente')).toBeVisible();
    // Decided rows have no checkbox any more; the bar's buttons are gone with the selection, so the
    // focus goes to « Tout sélectionner », not to the page's start.
    expect(page.getByRole('checkbox', { name: /Aminata|Awa/ }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Accepter la sélection' }).query()).toBeNull();
    await expect.element(page.getByRole('checkbox', { name: 'Tout sélectionner' })).toHaveFocus();
    const sent = network.requests.filter((request) => `${request.method} ${request.path}` === BULK);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      decision: 'accepted',
      items: [
        { candidateId: 'CAND-1', version: 1 },
        { candidateId: 'CAND-3', version: 4 },
      ],
    });
  });

  it('a 409: the changed row shows its current state, the rest stays selected, the message says how many', async () => {
    const network = backend(() =>
      json(
        {
          isSuccess: false,
          data: { changed: [row('CAND-3', 'Awa', 'rejected', 5)], missing: [] },
          message:
            'Une candidature a changé depuis son affichage\u00a0: aucune décision n’a été enregistrée.',
        },
        409,
      ),
    );
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    await userEvent.click(page.getByRole('checkbox', { name: 'Tout sélectionner' }));
    await userEvent.click(page.getByRole('button', { name: 'Rejeter la sélection' }));
    const dialog = page.getByRole('dialog', { name: 'Rejeter 3 candidatures\u202f?' });
    await userEvent.fill(
      dialog.getByRole('textbox', { name: 'Motif, le même pour toutes (facultatif)' }),
      'Places épuisées',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer le rejet' }));
    await expect.element(page.getByText('Aucune décision n’a été enregistrée')).toBeVisible();
    await expect.element(page.getByText(/^1 candidature a changé depuis son affichage/)).toBeVisible();
    await expect.element(rowOf('Awa').getByText('Rejetée')).toBeVisible();
    await expect.element(rowOf('Aminata').getByText('En attente')).toBeVisible();
    await expect.element(page.getByText('2 candidatures sélectionnées')).toBeVisible();
    await expect.element(checkbox('Aminata')).toBeChecked();
    // The bar is still there: the focus is back on the button that opened the confirmation.
    await expect.element(page.getByRole('button', { name: 'Rejeter la sélection' })).toHaveFocus();
    expect(
      JSON.parse(network.requests.find((r) => `${r.method} ${r.path}` === BULK)?.body ?? ''),
    ).toMatchObject({
      decision: 'rejected',
      reason: 'Places épuisées',
    });
  });

  it('a failure changes nothing: the rows, the selection, an error toast', async () => {
    const network = backend(() => json({ isSuccess: false, message: 'panne' }, 500));
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    await userEvent.click(checkbox('Aminata'));
    await userEvent.click(page.getByRole('button', { name: 'Accepter la sélection' }));
    await userEvent.click(page.getByRole('button', { name: 'Confirmer l’acceptation' }));
    await expect
      .element(page.getByText('Les décisions n’ont pas pu être enregistrées. Veuillez réessayer.'))
      .toBeVisible();
    await expect.element(rowOf('Aminata').getByText('En attente')).toBeVisible();
    await expect.element(checkbox('Aminata')).toBeChecked();
  });

  it('a service without this portal’s additions (404 on its programmes) offers no selection', async () => {
    const network = backend(() => json({}, 500), false);
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    await expect.element(page.getByRole('rowheader', { name: 'Aminata' })).toBeVisible();
    expect(page.getByRole('checkbox').query()).toBeNull();
    expect(page.getByRole('region', { name: 'Actions sur la sélection' }).query()).toBeNull();
  });
});
