// « Proposer une sélection » in the portal (docs/behaviour.md, « Proposed selection »): from the
// list filtered on a programme to the proposal, its adjustments, the confirmation, the call, the
// toast and the way back; the conflict and a new proposal; the capacity (an admin sets it, a
// teacher reads it), against a fake service.
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { STAFF_LIST_ROLES } from '@admission/flows';
import { RequireSession } from '../../src/app/guards';
import { StaffLayoutRoute } from '../../src/app/layouts/StaffLayoutRoute';
import { paths, staffListPaths } from '../../src/config/paths';
import { StaffListPages } from '../../src/features/staff/StaffListPages';
import { app, envelope, fakeFetch, json, makeToken, staffStorage, type FakeRequest } from './support';

const adminToken = makeToken({
  sub: 'staff-1',
  email: 'admin@example.org',
  given_name: 'Abdoulaye',
  family_name: 'Sy',
  realm_access: { roles: ['default-roles-admission', 'admin'] },
});
const teacherToken = makeToken({
  sub: 'staff-1',
  email: 'pedagogie@example.org',
  given_name: 'Aissatou', // ASCII: the test's token encoder is not UTF-8
  family_name: 'Kane',
  realm_access: { roles: ['default-roles-admission', 'pedagogy_admin'] },
});

const routes = [
  {
    element: <RequireSession roles={STAFF_LIST_ROLES.universite} loginPath={paths.staffLogin} />,
    children: [
      {
        element: <StaffLayoutRoute />,
        children: [{ path: `${staffListPaths.universite}/*`, element: <StaffListPages kind="universite" /> }],
      },
    ],
  },
];

const sociologie = { programId: 'prog-sociologie', programName: 'Sociologie' };
const application = (id: string, firstName: string, score: number | null, version = 1) => ({
  id,
  kind: 'universite' as const,
  firstName,
  lastName: 'Diop',
  email: `${firstName.toLowerCase()}@example.org`,
  status: 'pending' as const,
  documents: [],
  submissionDate: '2025-07-01T10:00:00Z',
  version,
  score,
  mainChoice: sociologie,
});
const ranked = [
  application('CAND-1', 'Aminata', 16),
  application('CAND-2', 'Moussa', 15),
  application('CAND-3', 'Awa', 14, 4),
  application('CAND-4', 'Ousmane', 13),
].map((app, i) => ({
  application: app,
  meritRank: i + 1,
  tieBreak: { subject: 'Mathématiques', mark: 15 - i },
}));
const unscored = [application('CAND-5', 'Fatou', null)];

const proposal = (places: number | null = 2, basis = 'basis-1') => ({
  program: { ...sociologie, places, waitlistPlaces: places === null ? null : 1 },
  basis,
  acceptedCount: places === null ? null : 0,
  waitlistedCount: places === null ? null : 0,
  placesLeft: places,
  waitlistLeft: places === null ? null : 1,
  nextWaitlistRank: places === null ? null : 1,
  ranked,
  unscored,
});

const LIST = '/api/candidate-service/Staff/applications/universite';
const PROGRAM = '/api/candidate-service/Staff/programs/universite/prog-sociologie';
const APPLY = `POST ${PROGRAM}/selection`;

function backend(routes: Record<string, (request: FakeRequest) => Response>) {
  return fakeFetch({
    [`GET ${LIST}`]: () =>
      envelope({
        items: ranked.map((c) => c.application),
        page: 1,
        pageSize: 20,
        totalItems: 4,
        totalPages: 1,
      }),
    'GET /api/candidate-service/Staff/programs/universite': () => envelope([sociologie]),
    [`GET ${PROGRAM}/selection-proposal`]: () => envelope(proposal()),
    ...routes,
  });
}

const selectionUrl = `${staffListPaths.universite}/selection/prog-sociologie?formation=prog-sociologie`;
const table = (caption: string) => page.getByRole('table', { name: caption });

async function exclude(name: string, reason: string) {
  await userEvent.click(page.getByRole('button', { name: `Retirer ${name} de la proposition` }));
  const dialog = page.getByRole('dialog', { name: 'Retirer de la proposition' });
  await userEvent.fill(dialog.getByRole('textbox', { name: 'Motif (obligatoire)' }), reason);
  await userEvent.click(dialog.getByRole('button', { name: 'Retirer' }));
}

describe('proposed selection', () => {
  it('from the filtered list: adjusts with reasons, confirms what it shows, and goes back with a toast', async () => {
    const network = backend({
      [APPLY]: () =>
        envelope({
          accepted: [application('CAND-2', 'Moussa', 15, 2), application('CAND-5', 'Fatou', null, 2)],
          waitlist: [{ ...application('CAND-3', 'Awa', 14, 5), status: 'waitlisted', waitlistRank: 1 }],
        }),
    });
    const { element } = app(routes, {
      path: `${staffListPaths.universite}?formation=prog-sociologie`,
      fetch: network.fetch,
      storage: staffStorage(adminToken, ['admin']),
    });
    await render(element);
    await userEvent.click(page.getByRole('link', { name: 'Proposer une sélection pour Sociologie' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Proposer une sélection\u00a0: Sociologie' }))
      .toBeVisible();
    await expect
      .element(page.getByText('2 places, 0 déjà acceptée, 2 à pourvoir · liste d’attente : 1 place'))
      .toBeVisible();
    await expect.element(table('Acceptée').getByText('Aminata Diop')).toBeVisible();
    await expect.element(table('Liste d’attente').getByText('Awa Diop')).toBeVisible();

    // A reason is required.
    await userEvent.click(page.getByRole('button', { name: 'Retirer Aminata Diop de la proposition' }));
    const dialog = page.getByRole('dialog', { name: 'Retirer de la proposition' });
    await userEvent.click(dialog.getByRole('button', { name: 'Retirer' }));
    await expect.element(dialog.getByText('Indiquez le motif de cet ajustement.')).toBeVisible();
    await expect.element(dialog.getByRole('textbox', { name: 'Motif (obligatoire)' })).toHaveFocus();
    await userEvent.fill(
      dialog.getByRole('textbox', { name: 'Motif (obligatoire)' }),
      '  Dossier incomplet ',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Retirer' }));
    // Recomputed at once: Aminata out, Awa up from the waiting list, Ousmane on it.
    await expect.element(page.getByText('Aminata Diop\u00a0: retirée (Dossier incomplet)')).toBeVisible();
    await expect.element(table('Acceptée').getByText('Awa Diop')).toBeVisible();
    await expect.element(table('Liste d’attente').getByText('Ousmane Diop')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Admettre Fatou Diop' }));
    const admit = page.getByRole('dialog', { name: 'Admettre la candidature' });
    await userEvent.fill(
      admit.getByRole('textbox', { name: 'Motif (obligatoire)' }),
      'Sportive de haut niveau',
    );
    await userEvent.click(admit.getByRole('button', { name: 'Admettre' }));
    await expect.element(table('Acceptée').getByText('Fatou Diop')).toBeVisible();

    await userEvent.click(page.getByRole('button', { name: 'Confirmer la sélection' }));
    const confirm = page.getByRole('dialog', { name: 'Confirmer la sélection' });
    await expect
      .element(confirm.getByText('Accepter 2 candidatures et placer 1 candidature sur liste d’attente ?'))
      .toBeVisible();
    await userEvent.click(confirm.getByRole('button', { name: 'Confirmer' }));
    await expect.element(page.getByText('Sélection enregistrée')).toBeVisible();
    await expect.element(page.getByText('2 candidatures acceptées, 1 sur liste d’attente.')).toBeVisible();
    // Back to the list as it was left.
    await expect
      .element(page.getByRole('combobox', { name: 'Formation (choix principal)' }))
      .toHaveValue('prog-sociologie');

    const sent = network.requests.filter((request) => `${request.method} ${request.path}` === APPLY);
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({
      basis: 'basis-1',
      excluded: [{ candidateId: 'CAND-1', reason: 'Dossier incomplet' }],
      included: [{ candidateId: 'CAND-5', reason: 'Sportive de haut niveau' }],
      accepted: [
        { candidateId: 'CAND-5', version: 1 },
        { candidateId: 'CAND-2', version: 1 },
      ],
      waitlist: [{ candidateId: 'CAND-3', version: 4 }],
    });
  });

  it('a 409 says what changed; « Proposer à nouveau » loads a new proposal and keeps the adjustments', async () => {
    let proposals = 0;
    const network = backend({
      [`GET ${PROGRAM}/selection-proposal`]: () => envelope(proposal(2, `basis-${++proposals}`)),
      [APPLY]: () =>
        json(
          {
            isSuccess: false,
            data: { changed: [application('CAND-2', 'Moussa', 15, 2)], missing: [] },
            message: 'Cette proposition n’est plus valable\u00a0: proposez une nouvelle sélection.',
          },
          409,
        ),
    });
    const { element } = app(routes, {
      path: selectionUrl,
      fetch: network.fetch,
      storage: staffStorage(adminToken, ['admin']),
    });
    await render(element);
    await exclude('Aminata Diop', 'Dossier incomplet');
    await userEvent.click(page.getByRole('button', { name: 'Confirmer la sélection' }));
    await userEvent.click(
      page.getByRole('dialog', { name: 'Confirmer la sélection' }).getByRole('button', { name: 'Confirmer' }),
    );
    await expect.element(page.getByText('Cette proposition n’est plus valable')).toBeVisible();
    await expect
      .element(page.getByText('1 candidature a changé depuis la proposition : rien n’a été enregistré.'))
      .toBeVisible();
    await expect.element(page.getByRole('listitem').filter({ hasText: 'Moussa Diop' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Proposer à nouveau' }));
    await expect.element(page.getByText('Aminata Diop\u00a0: retirée (Dossier incomplet)')).toBeVisible();
    expect(proposals).toBe(2);
    await userEvent.click(page.getByRole('button', { name: 'Confirmer la sélection' }));
    await userEvent.click(
      page.getByRole('dialog', { name: 'Confirmer la sélection' }).getByRole('button', { name: 'Confirmer' }),
    );
    await expect.element(page.getByText('Cette proposition n’est plus valable')).toBeVisible();
    const bodies = network.requests
      .filter((request) => `${request.method} ${request.path}` === APPLY)
      .map((request) => JSON.parse(request.body) as { basis: string; excluded: unknown[] });
    expect(bodies.map((body) => body.basis)).toEqual(['basis-1', 'basis-2']);
    expect(bodies[1]?.excluded).toEqual([{ candidateId: 'CAND-1', reason: 'Dossier incomplet' }]);
  });

  it('a failure keeps everything and says so', async () => {
    const network = backend({ [APPLY]: () => json({ isSuccess: false, message: 'panne' }, 500) });
    const { element } = app(routes, {
      path: selectionUrl,
      fetch: network.fetch,
      storage: staffStorage(adminToken, ['admin']),
    });
    await render(element);
    await exclude('Aminata Diop', 'Dossier incomplet');
    await userEvent.click(page.getByRole('button', { name: 'Confirmer la sélection' }));
    await userEvent.click(
      page.getByRole('dialog', { name: 'Confirmer la sélection' }).getByRole('button', { name: 'Confirmer' }),
    );
    await expect.element(page.getByText('La sélection n’a pas pu être enregistrée')).toBeVisible();
    await expect.element(page.getByText('Aminata Diop\u00a0: retirée (Dossier incomplet)')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Confirmer la sélection' })).toBeEnabled();
  });

  it('places not fixed: an admin fixes them, then the proposal comes', async () => {
    let places: number | null = null;
    const network = backend({
      [`GET ${PROGRAM}/selection-proposal`]: () => envelope(proposal(places)),
      [`PUT ${PROGRAM}/capacity`]: (request) => {
        const body = JSON.parse(request.body) as { places: number; waitlistPlaces: number };
        places = body.places;
        return envelope({ ...sociologie, ...body });
      },
    });
    const { element } = app(routes, {
      path: selectionUrl,
      fetch: network.fetch,
      storage: staffStorage(adminToken, ['admin']),
    });
    await render(element);
    await expect.element(page.getByText(/fixez-le ci-dessous pour obtenir une proposition/)).toBeVisible();
    expect(table('Acceptée').query()).toBeNull();
    await userEvent.fill(page.getByRole('textbox', { name: 'Nombre de places' }), '2');
    await userEvent.fill(page.getByRole('textbox', { name: 'Places sur liste d’attente' }), '1');
    await userEvent.click(page.getByRole('button', { name: 'Enregistrer la capacité' }));
    await expect.element(page.getByText('Capacité enregistrée')).toBeVisible();
    await expect.element(table('Acceptée').getByText('Aminata Diop')).toBeVisible();
    expect(
      JSON.parse(
        network.requests.find((r) => `${r.method} ${r.path}` === `PUT ${PROGRAM}/capacity`)?.body ?? '',
      ),
    ).toEqual({ places: 2, waitlistPlaces: 1 });
  });

  it('a teacher reads the capacity and cannot set it', async () => {
    const network = backend({ [`GET ${PROGRAM}/selection-proposal`]: () => envelope(proposal(null)) });
    const { element } = app(routes, {
      path: selectionUrl,
      fetch: network.fetch,
      storage: staffStorage(teacherToken, ['pedagogy_admin']),
    });
    await render(element);
    await expect
      .element(page.getByText(/un administrateur doit le fixer avant toute proposition/))
      .toBeVisible();
    expect(page.getByRole('textbox', { name: 'Nombre de places' }).query()).toBeNull();
    expect(page.getByRole('button', { name: 'Confirmer la sélection' }).query()).toBeNull();
  });
});
