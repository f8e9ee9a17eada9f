import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Loading, RouteError } from '@admission/ui';
import { CANDIDATE_PORTAL_ROLES, STAFF_LIST_ROLES, STAFF_ROLES, type ProgramKind } from '@admission/flows';
import { closedPeriodPaths, paths, staffListPaths, staffModulePlaceholders } from '../config/paths';
import { Providers } from './Providers';
import { PublicOnly, RedirectStaff, RequireSession } from './guards';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFocus, type RouteHandle } from './RouteFocus';

// Routes that show toasts bring their own queue (and Radix Toast) in their lazy chunk.
const toasts = () => import('./withToasts').then((m) => m.withToasts);

// One lazy chunk per route: the login page downloads nothing of the dashboard or staff pages.
const login = () => import('../features/login/LoginRoute').then((m) => ({ Component: m.LoginRoute }));
const staffLogin = () =>
  import('../features/login/LoginRoute').then((m) => ({ Component: () => <m.LoginRoute portal="staff" /> }));
const staffModule = (specPath: string) => () =>
  import('../features/staff/StaffModuleRoute').then((m) => ({
    Component: () => <m.StaffModuleRoute specPath={specPath} />,
  }));
const closedPeriod = () =>
  import('../features/public/ClosedPeriodRoute').then((m) => ({ Component: m.ClosedPeriodRoute }));
const resetRequest = () =>
  import('../features/public/ResetRequestRoute').then((m) => ({ Component: m.ResetRequestRoute }));
const resetConfirm = () =>
  import('../features/public/ResetConfirmRoute').then((m) => ({ Component: m.ResetConfirmRoute }));
const verifyEmail = () =>
  import('../features/public/VerifyEmailRoute').then((m) => ({ Component: m.VerifyEmailRoute }));
const dashboard = () =>
  Promise.all([import('../features/dashboard/DashboardRoute'), toasts()]).then(([m, withToasts]) => ({
    Component: withToasts(m.DashboardRoute),
  }));
const profile = () =>
  Promise.all([import('../features/account/ProfileRoute'), toasts()]).then(([m, withToasts]) => ({
    Component: withToasts(m.ProfileRoute),
  }));
const studentDashboard = () =>
  import('../features/account/StudentDashboardRoute').then((m) => ({ Component: m.StudentDashboardRoute }));
const testAuth = () =>
  import('../features/account/TestAuthRoute').then((m) => ({ Component: m.TestAuthRoute }));
// Layout routes: the signed-in shells own header, footer, theme and logout (candidate) or the sidebar (staff).
const candidateLayout = () =>
  import('./layouts/CandidateLayoutRoute').then((m) => ({ Component: m.CandidateLayoutRoute }));
const staffLayout = () =>
  import('./layouts/StaffLayoutRoute').then((m) => ({ Component: m.StaffLayoutRoute }));
// Public pages a signed-in candidate may open too (closed period, diagnostics): in the shell then.
const shellIfSignedIn = () =>
  import('./layouts/CandidateLayoutRoute').then((m) => ({ Component: m.CandidateShellIfSignedIn }));

const titled = (title: RouteHandle['title']): { handle: RouteHandle } => ({ handle: { title } });
const notFound = () =>
  import('../features/public/NotFoundRoute').then((m) => ({ Component: m.NotFoundRoute }));
const staffList = (kind: ProgramKind) => () =>
  Promise.all([import('../features/staff/StaffListRoute'), toasts()]).then(([m, withToasts]) => ({
    Component: withToasts(() => <m.StaffListRoute kind={kind} />),
  }));

/**
 * Starts downloading the dashboard chunk while the login's token and applications calls run, so
 * the chunk is not one more sequential round trip after them (the browser caches the module).
 */
export function prefetchDashboard(): void {
  void dashboard().catch(() => {
    // The navigation will retry and show the route error if the network is really gone.
  });
}

type LazyLoader = () => Promise<Pick<RouteObject, 'Component'>>;

/**
 * A chunk that fails to download (flaky mobile data) becomes a screen that throws its error, so
 * the route's error boundary shows the French page with a reload button. Left to itself, the
 * router keeps a failed `lazy` pending and draws an empty page.
 */
function failSafe(load: LazyLoader): LazyLoader {
  return () =>
    load().catch((error: unknown) => ({
      Component: () => {
        throw error;
      },
    }));
}

// Every route gets its own error boundary: a failure shows a French message and a way back.
function withBoundary(route: RouteObject): RouteObject {
  const lazy = typeof route.lazy === 'function' ? { lazy: failSafe(route.lazy as LazyLoader) } : {};
  if (route.index) return { ...route, ...lazy, errorElement: <RouteErrorBoundary /> };
  return {
    ...route,
    ...lazy,
    errorElement: <RouteErrorBoundary />,
    children: route.children?.map(withBoundary),
  };
}

const staffTitles = { universite: 'staffUniversite', coran: 'staffCoran', majalis: 'staffMajalis' } as const;

const staffListRoute = (kind: ProgramKind): RouteObject => ({
  element: <RequireSession roles={STAFF_LIST_ROLES[kind]} loginPath={paths.staffLogin} />,
  children: [
    {
      lazy: staffLayout,
      children: [{ path: staffListPaths[kind], lazy: staffList(kind), ...titled(staffTitles[kind]) }],
    },
  ],
});

export const routes: RouteObject[] = [
  {
    element: (
      <Providers>
        <RouteFocus />
        <Outlet />
      </Providers>
    ),
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading />,
    children: [
      {
        path: paths.login,
        element: <PublicOnly />,
        children: [{ index: true, lazy: login, ...titled('login') }],
      },
      { path: paths.candidateLogin, lazy: login, ...titled('login') },
      {
        path: paths.staffLogin,
        element: <PublicOnly />,
        children: [{ index: true, lazy: staffLogin, ...titled('staffLogin') }],
      },
      {
        lazy: shellIfSignedIn,
        children: [
          ...closedPeriodPaths.map((path) => ({ path, lazy: closedPeriod, ...titled('closedPeriod') })),
          { path: paths.testAuth, lazy: testAuth, ...titled('authDiagnostics') },
        ],
      },
      { path: paths.resetPassword, lazy: resetRequest, ...titled('resetRequest') },
      { path: paths.resetPasswordConfirm, lazy: resetConfirm, ...titled('resetConfirm') },
      { path: `${paths.verifyEmail}/:userId?`, lazy: verifyEmail, ...titled('verifyEmail') },
      // The reset-confirm success link of the spec points here; it is not in the route table.
      { path: paths.legacyLogin, element: <Navigate to={paths.login} replace /> },
      {
        element: <RequireSession />,
        children: [
          {
            // Staff land on their own list, not on an empty candidate dashboard.
            element: <RedirectStaff />,
            children: [
              {
                lazy: candidateLayout,
                children: [
                  { path: paths.home, lazy: dashboard, ...titled('dashboard') },
                  { path: paths.dashboard, lazy: dashboard, ...titled('dashboard') },
                  { path: paths.profile, lazy: profile, ...titled('profile') },
                ],
              },
            ],
          },
        ],
      },
      staffListRoute('universite'),
      staffListRoute('coran'),
      staffListRoute('majalis'),
      {
        // Sidebar modules without a screen here: a page inside the staff shell, not a 404.
        element: <RequireSession roles={STAFF_ROLES} loginPath={paths.staffLogin} />,
        children: [
          {
            lazy: staffLayout,
            children: Object.entries(staffModulePlaceholders).map(([specPath, path]) => ({
              path,
              lazy: staffModule(specPath),
            })),
          },
        ],
      },
      {
        element: <RequireSession roles={CANDIDATE_PORTAL_ROLES} />,
        children: [
          {
            lazy: candidateLayout,
            children: [
              { path: paths.studentDashboard, lazy: studentDashboard, ...titled('studentDashboard') },
            ],
          },
        ],
      },
      { path: '*', lazy: notFound, ...titled('notFound') },
    ].map((route) => withBoundary(route as RouteObject)),
  },
];

/**
 * Loads the lazy routes that match `pathname` and writes them into the route objects, so the first
 * render is the page itself (not HydrateFallback) and hydrates the prerendered HTML as is.
 */
export async function resolveLazyMatches(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}

export function createRouter() {
  return createBrowserRouter(routes);
}
