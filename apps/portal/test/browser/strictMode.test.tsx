// The dev server runs the app in React.StrictMode: every effect mounts, unmounts and mounts again,
// so each machine's actor is stopped (its calls aborted) and started again before any answer. The
// aborted first call must never show as a failure; neither when a hidden <Activity> stops the
// actors and shows them again.
import { Activity, StrictMode, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import type { StaffApplication } from '@admission/api-client';
import { STAFF_LIST_ROLES, type ProgramKind } from '@admission/flows';
import { RequireSession } from '../../src/app/guards';
import { paths, staffListPaths } from '../../src/config/paths';
import { DashboardRoute } from '../../src/features/dashboard/DashboardRoute';
import { VerifyEmailRoute } from '../../src/features/public/VerifyEmailRoute';
import { StaffListRoute } from '../../src/features/staff/StaffListRoute';
import {
  app,
  candidateService,
  envelope,
  fakeFetch,
  json,
  landing,
  makeToken,
  memoryStorage,
  signedInStorage,
  TOKEN_PATH,
  tokenResponse,
} from './support';

const STAFF_LOAD_ERROR = 'Impossible de charger les candidatures.';
const DASHBOARD_ERRORS = [
  'Impossible de charger vos candidatures',
  'Impossible de charger vos notes',
  'Impossible de charger votre choix de programme',
];

/** Every text in `texts` that showed in the page at any moment since the call, until `stop()`. */
function watchFor(texts: string[]) {
  const seen = new Set<string>();
  const look = () => texts.forEach((text) => document.body.textContent?.includes(text) && seen.add(text));
  const observer = new MutationObserver(look);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    seen: () => {
      look();
      return [...seen];
    },
    stop: () => observer.disconnect(),
  };
}
let watcher: ReturnType<typeof watchFor> | undefined;
afterEach(() => watcher?.stop());

const adminToken = makeToken({
  sub: 'staff-1',
  email: 'admin@example.org',
  realm_access: { roles: ['default-roles-admission', 'admin'] },
});

function staffStorage() {
  const storage = memoryStorage();
  storage.setItem('access_token', adminToken);
  storage.setItem('refresh_token', 'refresh-1');
  storage.setItem('accountId', 'staff-1');
  return storage;
}

const row = (id: string, firstName: string, kind: ProgramKind): StaffApplication => ({
  id,
  kind,
  firstName,
  lastName: 'Diop',
  email: `${firstName.toLowerCase()}@example.org`,
  status: 'pending',
  documents: [],
  submissionDate: '2025-07-01T10:00:00Z',
  version: 1,
});

/** The lists, answered after `delayMs` (a server is never faster than a remount). */
function staffService(delayMs = 20) {
  const answered = (kind: ProgramKind, name: string) => async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    return envelope({
      items: [row(`${kind}-1`, name, kind)],
      page: 1,
      pageSize: 20,
      totalItems: 1,
      totalPages: 1,
    });
  };
  return fakeFetch({
    [`POST ${TOKEN_PATH}`]: () => json(tokenResponse(adminToken)),
    'GET /api/candidate-service/Staff/applications/universite': answered('universite', 'Aminata'),
    'GET /api/candidate-service/Staff/applications/coran': answered('coran', 'Moussa'),
    'GET /api/candidate-service/Staff/applications/majalis': answered('majalis', 'Fatou'),
  });
}

const staffRoutes = (wrap: (list: ReactNode) => ReactNode = (list) => list) => [
  ...(['universite', 'coran', 'majalis'] as const).map((kind) => ({
    element: <RequireSession roles={STAFF_LIST_ROLES[kind]} loginPath={paths.staffLogin} />,
    children: [{ path: staffListPaths[kind], element: wrap(<StaffListRoute kind={kind} />) }],
  })),
];

describe('under React.StrictMode (the dev server), a first load is never a failure', () => {
  it.each([
    ['universite', 'Aminata'],
    ['coran', 'Moussa'],
    ['majalis', 'Fatou'],
  ] as const)(
    'the %s staff list shows its rows, never « Impossible de charger les candidatures. »',
    async (kind, name) => {
      const network = staffService();
      watcher = watchFor([STAFF_LOAD_ERROR]);
      const { element } = app(staffRoutes(), {
        path: staffListPaths[kind],
        fetch: network.fetch,
        storage: staffStorage(),
      });
      await render(<StrictMode>{element}</StrictMode>);
      await expect.element(page.getByText(`${name.toLowerCase()}@example.org`)).toBeVisible();
      expect(watcher.seen()).toEqual([]);
      // The remount asked again: the first call was aborted with its actor, and nobody read it.
      expect(network.requests.filter((r) => r.path.endsWith(`/Staff/applications/${kind}`)).length).toBe(2);
    },
  );

  it('the dashboard shows the application, its grades and details, never a load failure', async () => {
    const network = fakeFetch(candidateService());
    watcher = watchFor(DASHBOARD_ERRORS);
    const { element } = app([{ path: paths.dashboard, element: <DashboardRoute /> }], {
      path: paths.dashboard,
      fetch: network.fetch,
      storage: signedInStorage(),
    });
    await render(<StrictMode>{element}</StrictMode>);
    await expect.element(page.getByText('+221 77 412 35 68')).toBeVisible();
    await expect.element(page.getByText('14/20')).toBeVisible();
    expect(watcher.seen()).toEqual([]);
  });

  it('the dashboard asks for the calendar once, and not again when the candidate comes back', async () => {
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const network = fakeFetch(
      candidateService({
        calendar: async () => {
          await new Promise((resolve) => setTimeout(resolve, 20));
          return envelope({
            academicYear: '2026-2027',
            timeZone: 'UTC',
            opensOn: day(-60),
            choicesCloseOn: day(3),
            resultsOn: day(40),
            enrolmentOn: null,
          });
        },
      }),
    );
    const calendarCalls = () => network.requests.filter((r) => r.path.endsWith('/AdmissionCalendar/current'));
    const { element, router } = app(
      [{ path: paths.dashboard, element: <DashboardRoute /> }, landing('/ailleurs')],
      { path: paths.dashboard, fetch: network.fetch, storage: signedInStorage() },
    );
    await render(<StrictMode>{element}</StrictMode>);
    const deadline = page.getByText(/^Dernier jour pour modifier vos choix\u00a0: .* \(dans 3 jours\)$/);
    await expect.element(deadline).toBeVisible();
    // Mounted twice, asked once: the second mount takes the first one's answer, none is aborted.
    expect(calendarCalls()).toHaveLength(1);
    await router.navigate('/ailleurs');
    await expect.element(page.getByTestId('landing')).toBeVisible();
    await router.navigate(paths.dashboard);
    await expect.element(deadline).toBeVisible();
    expect(calendarCalls()).toHaveLength(1);
  });

  it('verify-email ends on success, never « Une erreur inattendue »', async () => {
    const userId = '5b0e1f3a-7c2d-4e8f-9a6b-1c3d5e7f9a0b';
    const network = fakeFetch({
      [`POST /api/auth/users/${userId}/verify-email`]: async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return json({ message: 'E-mail vérifié avec succès.' });
      },
    });
    watcher = watchFor(['Une erreur inattendue s’est produite', 'Erreur lors de la vérification']);
    const { element } = app([{ path: `${paths.verifyEmail}/:userId?`, element: <VerifyEmailRoute /> }], {
      path: `${paths.verifyEmail}/${userId}?token=jeton-du-lien`,
      fetch: network.fetch,
      storage: memoryStorage(),
    });
    await render(<StrictMode>{element}</StrictMode>);
    await expect.element(page.getByText('E-mail vérifié avec succès ! Redirection en cours…')).toBeVisible();
    expect(watcher.seen()).toEqual([]);
    // The link's token goes in the body (docs/behaviour.md, deviation 49: the id alone is no secret).
    expect(network.requests.map((request) => JSON.parse(request.body) as unknown)).toContainEqual({
      token: 'jeton-du-lien',
    });
  });
});

describe('an <Activity> hidden mid-load (actors stopped) and shown again', () => {
  it('the staff list ends on its rows, not on the aborted call', async () => {
    let show: (visible: boolean) => void = () => {};
    function Toggle({ children }: { children: ReactNode }) {
      const [visible, setVisible] = useState(true);
      show = setVisible;
      return <Activity mode={visible ? 'visible' : 'hidden'}>{children}</Activity>;
    }
    const network = staffService(200);
    watcher = watchFor([STAFF_LOAD_ERROR]);
    const { element } = app(
      staffRoutes((list) => <Toggle>{list}</Toggle>),
      { path: staffListPaths.universite, fetch: network.fetch, storage: staffStorage() },
    );
    await render(element);
    await expect.poll(() => network.requests.length).toBeGreaterThan(0);
    show(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    show(true);
    await expect.element(page.getByText('aminata@example.org')).toBeVisible();
    expect(watcher.seen()).toEqual([]);
  });
});
