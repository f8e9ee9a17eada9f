import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { StaffApplication } from '@admission/api-client';
import { STAFF_LIST_ROLES, STAFF_ROLES } from '@admission/flows';
import { RedirectStaff, RequireSession } from '../../src/app/guards';
import { StaffLayoutRoute } from '../../src/app/layouts/StaffLayoutRoute';
import { paths, staffListPaths } from '../../src/config/paths';
import { LoginRoute } from '../../src/features/login/LoginRoute';
import { StaffListRoute } from '../../src/features/staff/StaffListRoute';
import { StaffModuleRoute } from '../../src/features/staff/StaffModuleRoute';
import {
  app,
  envelope,
  fakeFetch,
  json,
  landing,
  makeToken,
  memoryStorage,
  staffStorage,
  TOKEN_PATH,
  tokenResponse,
  type FakeRequest,
} from './support';

const adminToken = makeToken({
  sub: 'staff-1',
  email: 'admin@example.org',
  given_name: 'Abdoulaye',
  family_name: 'Sy',
  realm_access: { roles: ['default-roles-admission', 'admin'] },
});
const coranToken = makeToken({
  sub: 'staff-1',
  given_name: 'Serigne',
  family_name: 'Mbacke', // ASCII: the test's token encoder is not UTF-8
  realm_access: { roles: ['quran_teacher'] },
});

const routes = [
  { path: paths.staffLogin, element: <LoginRoute portal="staff" /> },
  { path: paths.login, element: <LoginRoute /> },
  ...(['universite', 'coran'] as const).map((kind) => ({
    element: <RequireSession roles={STAFF_LIST_ROLES[kind]} loginPath={paths.staffLogin} />,
    children: [
      {
        element: <StaffLayoutRoute />,
        children: [{ path: staffListPaths[kind], element: <StaffListRoute kind={kind} /> }],
      },
    ],
  })),
  {
    element: <RequireSession roles={STAFF_ROLES} loginPath={paths.staffLogin} />,
    children: [
      {
        element: <StaffLayoutRoute />,
        children: [{ path: '/bibliotheque', element: <StaffModuleRoute name="Bibliothèque" /> }],
      },
    ],
  },
  {
    element: <RequireSession />,
    children: [{ element: <RedirectStaff />, children: [landing(paths.dashboard, 'dashboard')] }],
  },
];

const row = (
  id: string,
  firstName: string,
  status: StaffApplication['status'] = 'pending',
): StaffApplication => ({
  id,
  kind: 'universite',
  firstName,
  lastName: 'Diop',
  email: `${firstName.toLowerCase()}@example.org`,
  status,
  documents: [
    { name: 'Carte d’identité', url: `https://docs.example.org/${id}.pdf` },
    { name: 'Autre document', url: 'javascript:alert(1)' },
  ],
  submissionDate: '2025-07-01T10:00:00Z',
  version: 1,
});

const pageOf = (items: StaffApplication[], page = 1, totalPages = 3) => ({
  items,
  page,
  pageSize: 20,
  totalItems: totalPages * 20,
  totalPages,
});

/** The address of a fetch call, read without consuming its body. */
const urlOf = (input: RequestInfo | URL) => (input instanceof Request ? input.url : String(input));

const LIST = '/api/candidate-service/Staff/applications/universite';
const listQueries = (requests: FakeRequest[]) => requests.filter((request) => request.path === LIST).length;

function staffBackend(
  decide: (request: FakeRequest) => Response = (request) =>
    envelope({ ...row('CAND-1', 'Aminata'), status: JSON.parse(request.body).decision, version: 2 }),
) {
  const seen: string[] = [];
  const network = fakeFetch({
    [`POST ${TOKEN_PATH}`]: () => json(tokenResponse(adminToken)),
    [`GET ${LIST}`]: () => envelope(pageOf([row('CAND-1', 'Aminata'), row('CAND-2', 'Moussa', 'accepted')])),
    'POST /api/candidate-service/Staff/applications/CAND-1/decisions': decide,
  });
  const fetch: typeof globalThis.fetch = async (input, init) => {
    seen.push(urlOf(input));
    return network.fetch(input, init);
  };
  return { ...network, fetch, seen };
}

describe('staff sign-in', () => {
  it('signs admin in at /admission/personnel/connexion and lands on the university list, with the header', async () => {
    const network = staffBackend();
    const storage = memoryStorage();
    await render(app(routes, { path: paths.staffLogin, fetch: network.fetch, storage }).element);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Connexion personnel' })).toBeVisible();
    await userEvent.fill(page.getByLabelText('E-mail'), 'admin@example.org');
    await userEvent.fill(page.getByLabelText('Mot de passe', { exact: true }), 'Admission#2025');
    await userEvent.click(page.getByRole('button', { name: 'Se connecter' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Candidatures Université' }))
      .toBeVisible();
    await expect.element(page.getByText('Abdoulaye Sy')).toBeVisible();
    await expect.element(page.getByText('Administrateur')).toBeVisible();
    expect(storage.getItem('access_token')).toBe(adminToken);
    // No candidate call: staff have no applications of their own.
    expect(network.requests.some((request) => request.path.includes('with-applications-bac'))).toBe(false);
  });

  it('refuses a candidate with "Cet espace est réservé au personnel" and stores nothing', async () => {
    const network = fakeFetch({ [`POST ${TOKEN_PATH}`]: () => json(tokenResponse(makeToken())) });
    const storage = memoryStorage();
    await render(app(routes, { path: paths.staffLogin, fetch: network.fetch, storage }).element);
    await userEvent.fill(page.getByLabelText('E-mail'), 'candidat.soumis@example.org');
    await userEvent.fill(page.getByLabelText('Mot de passe', { exact: true }), 'Admission#2025');
    await userEvent.click(page.getByRole('button', { name: 'Se connecter' }));
    await expect
      .element(page.getByRole('group', { name: 'Il y a un problème' }))
      .toHaveTextContent('Accès non autorisé. Cet espace est réservé au personnel.');
    expect(storage.getItem('access_token')).toBeNull();
  });

  it('the candidate login keeps refusing staff, and offers the staff sign-in', async () => {
    const network = staffBackend();
    await render(app(routes, { path: paths.login, fetch: network.fetch }).element);
    await userEvent.fill(page.getByLabelText('E-mail'), 'admin@example.org');
    await userEvent.fill(page.getByLabelText('Mot de passe', { exact: true }), 'Admission#2025');
    await userEvent.click(page.getByRole('button', { name: 'Se connecter' }));
    await expect
      .element(page.getByRole('group', { name: 'Il y a un problème' }))
      .toHaveTextContent('Accès non autorisé. Ce portail est réservé aux candidats.');
    await userEvent.click(page.getByRole('link', { name: 'Connexion personnel' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Connexion personnel' })).toBeVisible();
  });

  it('staff opening a candidate page land on their first list', async () => {
    const network = fakeFetch({
      [`POST ${TOKEN_PATH}`]: () => json(tokenResponse(coranToken)),
      'GET /api/candidate-service/Staff/applications/coran': () => envelope(pageOf([], 1, 0)),
    });
    await render(
      app(routes, {
        path: paths.dashboard,
        fetch: network.fetch,
        storage: staffStorage(coranToken, ['quran_teacher']),
      }).element,
    );
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Candidatures Institut du Coran' }))
      .toBeVisible();
    await expect.element(page.getByText('Aucune candidature', { exact: true })).toBeVisible();
  });

  it('a logged-out visit to a staff list goes to the staff sign-in', async () => {
    const network = fakeFetch({});
    await render(app(routes, { path: staffListPaths.universite, fetch: network.fetch }).element);
    await expect.element(page.getByRole('heading', { level: 1, name: 'Connexion personnel' })).toBeVisible();
  });

  it('"Déconnexion" ends the session and opens the staff sign-in', async () => {
    const network = staffBackend();
    const storage = staffStorage(adminToken, ['admin']);
    const { element, router } = app(routes, { path: '/bibliotheque', fetch: network.fetch, storage });
    await render(element);
    await userEvent.click(page.getByRole('button', { name: 'Déconnexion' }));
    await expect.element(page.getByRole('heading', { level: 1, name: 'Connexion personnel' })).toBeVisible();
    // The sign-in page shows while the identity provider ends the session; the tokens go after it.
    await expect.poll(() => storage.getItem('access_token')).toBeNull();
    // The page left is not remembered: whoever signs in next lands on their own home (no state at
    // all, or one without `from`).
    await expect.poll(() => router.state.location.pathname).toBe(paths.staffLogin);
    expect(router.state.location.state ?? {}).not.toHaveProperty('from');
  });

  it('a logout on a staff page (here or in another tab) does not remember that page', async () => {
    const network = staffBackend();
    const { element, router, services } = app(routes, {
      path: '/bibliotheque',
      fetch: network.fetch,
      storage: staffStorage(adminToken, ['admin']),
    });
    await render(element);
    await expect.element(page.getByRole('link', { name: 'Retour aux candidatures' })).toBeVisible();
    services.logout();
    await expect.element(page.getByRole('heading', { level: 1, name: 'Connexion personnel' })).toBeVisible();
    await expect.poll(() => router.state.location.pathname).toBe(paths.staffLogin);
    expect(router.state.location.state ?? {}).not.toHaveProperty('from');
  });

  it('a module the portal does not implement opens inside the shell with a way back', async () => {
    const network = staffBackend();
    await render(
      app(routes, {
        path: '/bibliotheque',
        fetch: network.fetch,
        storage: staffStorage(adminToken, ['admin']),
      }).element,
    );
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Module non disponible dans ce portail' }))
      .toBeVisible();
    await expect.element(page.getByRole('navigation', { name: 'Navigation des modules' })).toBeVisible();
    await userEvent.click(page.getByRole('link', { name: 'Retour aux candidatures' }));
    await expect
      .element(page.getByRole('heading', { level: 1, name: 'Candidatures Université' }))
      .toBeVisible();
  });
});

describe('staff list', () => {
  const signedIn = () => staffStorage(adminToken, ['admin']);

  it('search, filter and page go in the URL and in the call; the back button restores them', async () => {
    const network = staffBackend();
    const { element, router } = app(routes, {
      path: staffListPaths.universite,
      fetch: network.fetch,
      storage: signedIn(),
    });
    await render(element);
    await expect.element(page.getByRole('rowheader', { name: 'Aminata' })).toBeVisible();
    expect(network.seen.at(-1)).toContain('page=1&pageSize=20&sort=-submissionDate');
    await userEvent.fill(page.getByRole('searchbox', { name: 'Nom ou e-mail' }), 'Diop');
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Statut' }), 'pending');
    await userEvent.click(page.getByRole('button', { name: 'Rechercher', exact: true }));
    await expect.poll(() => router.state.location.search).toBe('?recherche=Diop&statut=pending');
    await expect.poll(() => network.seen.at(-1)).toContain('search=Diop&status=pending');
    await userEvent.click(page.getByRole('button', { name: 'Page suivante' }));
    await expect.poll(() => router.state.location.search).toBe('?recherche=Diop&statut=pending&page=2');
    await expect.poll(() => network.seen.at(-1)).toContain('page=2');
    await router.navigate(-1);
    await expect.poll(() => network.seen.at(-1)).toContain('page=1&');
    await expect.element(page.getByRole('searchbox', { name: 'Nom ou e-mail' })).toHaveValue('Diop');
    await router.navigate(-1);
    await expect.element(page.getByRole('searchbox', { name: 'Nom ou e-mail' })).toHaveValue('');
    // The field is restored before the list's call goes out: wait for the call, then count them.
    await expect.poll(() => listQueries(network.requests)).toBe(5);
  });

  it('a service that ranks: score and main choice as columns, the pending ones by merit, order and programme in the URL and the call', async () => {
    const ranked = (id: string, firstName: string, score: number | null) => ({
      ...row(id, firstName),
      score,
      mainChoice: { programId: 'prog-sociologie', programName: 'Sociologie' },
    });
    const network = fakeFetch({
      [`GET ${LIST}`]: () =>
        envelope(pageOf([ranked('CAND-1', 'Aminata', 13.42), ranked('CAND-2', 'Moussa', null)])),
      'GET /api/candidate-service/Staff/programs/universite': () =>
        envelope([
          { programId: 'prog-sociologie', programName: 'Sociologie' },
          { programId: 'prog-lettres-modernes', programName: 'Lettres Modernes' },
        ]),
    });
    const lists: string[] = [];
    const lastList = () => lists.at(-1);
    const { element, router } = app(routes, {
      path: staffListPaths.universite,
      fetch: async (input, init) => {
        if (new URL(urlOf(input)).pathname === LIST) lists.push(urlOf(input));
        return network.fetch(input, init);
      },
      storage: signedIn(),
    });
    await render(element);
    const aminata = page.getByRole('row').filter({ hasText: 'aminata@example.org' });
    await expect.element(aminata.getByText('13,42', { exact: true })).toBeVisible();
    await expect.element(aminata.getByText('Sociologie')).toBeVisible();
    await expect
      .element(page.getByRole('row').filter({ hasText: 'moussa@example.org' }).getByText('Non calculé'))
      .toBeVisible();
    await expect.element(page.getByRole('columnheader', { name: 'Score' })).toBeInTheDocument();
    const sort = page.getByRole('combobox', { name: 'Trier par' });
    await expect.element(sort).toHaveValue('date');
    // « En attente » chosen: the order follows, by merit, and the URL leaves that default out.
    await userEvent.selectOptions(page.getByRole('combobox', { name: 'Statut' }), 'pending');
    await expect.element(sort).toHaveValue('score');
    await userEvent.click(page.getByRole('button', { name: 'Rechercher', exact: true }));
    await expect.poll(() => router.state.location.search).toBe('?statut=pending');
    await expect.poll(() => lastList()).toContain('sort=-score&status=pending');
    await userEvent.selectOptions(
      page.getByRole('combobox', { name: 'Formation (choix principal)' }),
      'prog-sociologie',
    );
    await userEvent.selectOptions(sort, 'name');
    await userEvent.click(page.getByRole('button', { name: 'Rechercher', exact: true }));
    await expect
      .poll(() => router.state.location.search)
      .toBe('?statut=pending&formation=prog-sociologie&tri=nom');
    await expect.poll(() => lastList()).toContain('sort=lastName&status=pending&programId=prog-sociologie');
    await router.navigate(-1);
    await expect.element(sort).toHaveValue('score');
  });

  it('a service without the ranking (404 on its programmes): the list as before, whatever the URL says', async () => {
    const network = staffBackend();
    await render(
      app(routes, {
        path: `${staffListPaths.universite}?tri=nom&formation=prog-sociologie`,
        fetch: network.fetch,
        storage: signedIn(),
      }).element,
    );
    await expect.element(page.getByRole('rowheader', { name: 'Aminata' })).toBeVisible();
    expect(network.seen.at(-1)).toContain('page=1&pageSize=20&sort=-submissionDate');
    expect(network.seen.at(-1)).not.toContain('programId');
    expect(page.getByRole('combobox', { name: 'Trier par' }).query()).toBeNull();
    expect(page.getByRole('columnheader', { name: 'Score' }).query()).toBeNull();
  });

  it('while the programmes are asked, the search form cannot be typed into: the list draws it anew', async () => {
    let answerPrograms: (response: Response) => void = () => {};
    const network = fakeFetch({
      [`GET ${LIST}`]: () => envelope(pageOf([row('CAND-1', 'Aminata')])),
      'GET /api/candidate-service/Staff/programs/universite': () =>
        new Promise<Response>((resolve) => {
          answerPrograms = resolve;
        }),
    });
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    const field = page.getByRole('searchbox', { name: 'Nom ou e-mail' });
    await expect.element(field).toBeDisabled();
    await expect.element(page.getByRole('button', { name: 'Rechercher', exact: true })).toBeDisabled();
    answerPrograms(envelope([{ programId: 'prog-sociologie', programName: 'Sociologie' }]));
    await expect.element(page.getByRole('rowheader', { name: 'Aminata' })).toBeVisible();
    await expect.element(field).toBeEnabled();
    await userEvent.fill(field, 'Diop');
    await expect.element(field).toHaveValue('Diop');
  });

  it('a failed load shows "Réessayer", never an empty list', async () => {
    let fail = true;
    const network = fakeFetch({
      [`GET ${LIST}`]: () =>
        fail
          ? json({ isSuccess: false, message: 'panne' }, 500)
          : envelope(pageOf([row('CAND-1', 'Aminata')])),
    });
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    await expect.element(page.getByText('Impossible de charger les candidatures.')).toBeVisible();
    expect(page.getByText('Aucune candidature', { exact: true }).query()).toBeNull();
    fail = false;
    await userEvent.click(page.getByRole('button', { name: 'Réessayer' }));
    await expect.element(page.getByRole('rowheader', { name: 'Aminata' })).toBeVisible();
  });

  it('accepting shows the server row, sends the version, and toasts the spec text', async () => {
    const network = staffBackend(() =>
      envelope({ ...row('CAND-1', 'Aminata'), status: 'accepted', version: 2 }),
    );
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    const accept = page.getByRole('button', { name: 'Accepter la candidature de Aminata Diop' });
    await userEvent.click(accept);
    await expect.element(page.getByText('La candidature a été acceptée avec succès.')).toBeVisible();
    await expect.element(page.getByText('Candidature acceptée')).toBeVisible();
    const aminata = page.getByRole('row').filter({ hasText: 'aminata@example.org' });
    await expect.element(aminata.getByText('Acceptée')).toBeVisible();
    await expect.element(accept).toBeDisabled();
    const decision = network.requests.find(
      (request) => request.method === 'POST' && request.path.endsWith('decisions'),
    );
    expect(JSON.parse(decision?.body ?? '')).toEqual({ decision: 'accepted', version: 1 });
  });

  it('the row changes at once, before the server answers', async () => {
    const network = staffBackend();
    const slow: typeof globalThis.fetch = async (input, init) => {
      if (urlOf(input).includes('decisions')) await new Promise((resolve) => setTimeout(resolve, 1500));
      return network.fetch(input, init);
    };
    await render(app(routes, { path: staffListPaths.universite, fetch: slow, storage: signedIn() }).element);
    await userEvent.click(page.getByRole('button', { name: 'Accepter la candidature de Aminata Diop' }));
    const aminata = page.getByRole('row').filter({ hasText: 'aminata@example.org' });
    await expect.element(aminata.getByText('Acceptée')).toBeVisible();
    // Not answered yet: no toast so far.
    expect(page.getByText('Candidature acceptée').query()).toBeNull();
    await expect.element(page.getByText('Candidature acceptée')).toBeVisible();
  });

  it('a refused decision rolls the row back with an "Erreur" toast', async () => {
    const network = staffBackend(() => json({ isSuccess: false, message: 'panne' }, 500));
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    await userEvent.click(page.getByRole('button', { name: 'Accepter la candidature de Aminata Diop' }));
    await expect
      .element(page.getByText('La décision n’a pas pu être enregistrée. Veuillez réessayer.'))
      .toBeVisible();
    const aminata = page.getByRole('row').filter({ hasText: 'aminata@example.org' });
    await expect.element(aminata.getByText('En attente')).toBeVisible();
    await expect
      .element(page.getByRole('button', { name: 'Accepter la candidature de Aminata Diop' }))
      .toBeEnabled();
  });

  it('a 409 says "Cette candidature a déjà été traitée" and shows the current state', async () => {
    const network = staffBackend(() =>
      json(
        {
          isSuccess: false,
          message: 'Cette candidature a déjà été traitée.',
          data: { ...row('CAND-1', 'Aminata'), status: 'rejected', version: 2 },
        },
        409,
      ),
    );
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    await userEvent.click(page.getByRole('button', { name: 'Accepter la candidature de Aminata Diop' }));
    await expect.element(page.getByText('Cette candidature a déjà été traitée')).toBeVisible();
    await expect.element(page.getByText('Candidature de Aminata Diop : Rejetée.')).toBeVisible();
    const aminata = page.getByRole('row').filter({ hasText: 'aminata@example.org' });
    await expect.element(aminata.getByText('Rejetée')).toBeVisible();
  });

  it('rejecting asks for confirmation with an optional reason, then toasts', async () => {
    const network = staffBackend();
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    await userEvent.click(page.getByRole('button', { name: 'Rejeter la candidature de Aminata Diop' }));
    const dialog = page.getByRole('dialog', { name: 'Rejeter la candidature' });
    await expect.element(dialog).toBeVisible();
    expect(network.requests.some((request) => request.method === 'POST')).toBe(false);
    await userEvent.fill(dialog.getByRole('textbox', { name: 'Motif (facultatif)' }), 'Dossier incomplet');
    await userEvent.click(dialog.getByRole('button', { name: 'Confirmer le rejet' }));
    await expect.element(page.getByText('La candidature a été rejetée.')).toBeVisible();
    const decision = network.requests.find(
      (request) => request.method === 'POST' && request.path.endsWith('decisions'),
    );
    expect(JSON.parse(decision?.body ?? '')).toEqual({
      decision: 'rejected',
      version: 1,
      reason: 'Dossier incomplet',
    });
  });

  it('"Voir les documents" lists the API documents; only http(s) addresses are links', async () => {
    const network = staffBackend();
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    await userEvent.click(page.getByRole('button', { name: 'Voir les documents de Aminata Diop' }));
    const dialog = page.getByRole('dialog', { name: 'Documents joints' });
    await expect
      .element(dialog.getByRole('link', { name: /Voir Carte d’identité/ }))
      .toHaveAttribute('href', 'https://docs.example.org/CAND-1.pdf');
    await expect.element(dialog.getByText('Lien indisponible')).toBeVisible();
    expect(dialog.getByRole('link').all()).toHaveLength(1);
  });
});

describe('staff list export and printing', () => {
  const signedIn = () => staffStorage(adminToken, ['admin']);
  const EXPORT = `${LIST}/export`;
  const CSV = '\ufeffNuméro de candidature;Nom\r\nCAND-1;Diop\r\n';
  const csvFile = () =>
    new Response(CSV, {
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="candidatures-universite-2026-11-28.csv"',
      },
    });
  const rankingBackend = (exportFile: (request: FakeRequest) => Response | Promise<Response>) =>
    fakeFetch({
      [`GET ${LIST}`]: () => envelope(pageOf([row('CAND-1', 'Aminata')], 2, 3)),
      'GET /api/candidate-service/Staff/programs/universite': () =>
        envelope([{ programId: 'prog-sociologie', programName: 'Sociologie' }]),
      [`GET ${EXPORT}`]: exportFile,
    });

  /** The links the page clicks to download, kept from the browser (no file is written). */
  function catchDownloads() {
    const clicked: { href: string; download: string; inDocument: boolean }[] = [];
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      if (!this.download) return click.call(this);
      clicked.push({ href: this.href, download: this.download, inDocument: this.isConnected });
    };
    return { clicked, restore: () => (HTMLAnchorElement.prototype.click = click) };
  }

  it('« Exporter (CSV) » asks the list’s filters and order, without its page, with the bearer, and downloads the file', async () => {
    let answer: (response: Response) => void = () => {};
    const network = rankingBackend(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const downloads = catchDownloads();
    try {
      await render(
        app(routes, {
          path: `${staffListPaths.universite}?recherche=Diop&statut=pending&formation=prog-sociologie&tri=nom&page=2`,
          fetch: network.fetch,
          storage: signedIn(),
        }).element,
      );
      await expect.element(page.getByRole('rowheader', { name: 'Aminata' })).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: 'Exporter (CSV)' }));
      await expect.element(page.getByRole('button', { name: 'Export en cours…' })).toBeDisabled();
      const asked = network.requests.find((request) => request.path === EXPORT);
      expect(asked?.headers.get('authorization')).toBe(`Bearer ${adminToken}`);
      expect(asked?.headers.get('accept')).toBe('text/csv');
      answer(csvFile());
      await expect.poll(() => downloads.clicked.length).toBe(1);
      const [download] = downloads.clicked;
      expect(download?.download).toBe('candidatures-universite-2026-11-28.csv');
      expect(download?.href).toMatch(/^blob:/);
      expect(download?.inDocument).toBe(true);
      // The file as the service sent it, byte order mark included.
      const saved = new Uint8Array(await (await fetch(download?.href ?? '')).arrayBuffer());
      expect(saved).toEqual(new TextEncoder().encode(CSV));
      await expect.element(page.getByRole('button', { name: 'Exporter (CSV)' })).toBeEnabled();
      expect(document.querySelector('a[download]')).toBeNull();
    } finally {
      downloads.restore();
    }
    const exportUrls = network.requests.filter((request) => request.path === EXPORT);
    expect(exportUrls).toHaveLength(1);
  });

  it('the export’s query string is the list’s, without page and pageSize', async () => {
    const urls: string[] = [];
    const network = rankingBackend(() => csvFile());
    const downloads = catchDownloads();
    try {
      await render(
        app(routes, {
          path: `${staffListPaths.universite}?recherche=Diop&statut=pending&formation=prog-sociologie&tri=nom&page=2`,
          fetch: async (input, init) => {
            urls.push(urlOf(input));
            return network.fetch(input, init);
          },
          storage: signedIn(),
        }).element,
      );
      await expect.element(page.getByRole('rowheader', { name: 'Aminata' })).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: 'Exporter (CSV)' }));
      await expect.poll(() => downloads.clicked.length).toBe(1);
    } finally {
      downloads.restore();
    }
    const exported = new URL(urls.find((url) => new URL(url).pathname === EXPORT) ?? '');
    expect(Object.fromEntries(exported.searchParams)).toEqual({
      search: 'Diop',
      status: 'pending',
      programId: 'prog-sociologie',
      sort: 'lastName',
    });
  });

  it('a failed export toasts « Erreur » and loses nothing; a second try works', async () => {
    let fail = true;
    const network = rankingBackend(() =>
      fail ? json({ isSuccess: false, message: 'panne' }, 500) : csvFile(),
    );
    const downloads = catchDownloads();
    try {
      const { element, router } = app(routes, {
        path: `${staffListPaths.universite}?statut=pending`,
        fetch: network.fetch,
        storage: signedIn(),
      });
      await render(element);
      await expect.element(page.getByRole('rowheader', { name: 'Aminata' })).toBeVisible();
      await userEvent.click(page.getByRole('button', { name: 'Exporter (CSV)' }));
      await expect
        .element(page.getByText('La liste n’a pas pu être exportée. Veuillez réessayer.'))
        .toBeVisible();
      expect(downloads.clicked).toEqual([]);
      await expect.element(page.getByRole('rowheader', { name: 'Aminata' })).toBeVisible();
      expect(router.state.location.search).toBe('?statut=pending');
      fail = false;
      await userEvent.click(page.getByRole('button', { name: 'Exporter (CSV)' }));
      await expect.poll(() => downloads.clicked.length).toBe(1);
    } finally {
      downloads.restore();
    }
  });

  it('a 403 says the role may not export; a 404 (a service without the export) hides the button', async () => {
    let status = 403;
    const network = rankingBackend(() => json({ isSuccess: false, message: 'refusé' }, status));
    await render(
      app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
    );
    const button = page.getByRole('button', { name: 'Exporter (CSV)' });
    await userEvent.click(button);
    await expect.element(page.getByText('Votre rôle ne permet pas d’exporter cette liste.')).toBeVisible();
    status = 404;
    await userEvent.click(button);
    await expect
      .element(page.getByText('Le service de candidature ne propose pas l’export des listes.'))
      .toBeVisible();
    expect(button.query()).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Imprimer' })).toBeVisible();
  });

  it('« Imprimer » opens the browser’s print dialog', async () => {
    const network = rankingBackend(() => csvFile());
    const print = window.print;
    let printed = 0;
    window.print = () => {
      printed += 1;
    };
    try {
      await render(
        app(routes, { path: staffListPaths.universite, fetch: network.fetch, storage: signedIn() }).element,
      );
      await userEvent.click(page.getByRole('button', { name: 'Imprimer' }));
      expect(printed).toBe(1);
    } finally {
      window.print = print;
    }
  });
});
