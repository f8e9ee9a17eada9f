import { createBrowserRouter, matchRoutes, Navigate, Outlet, type RouteObject } from 'react-router-dom';
import { Loading, RouteError } from '@admission/ui';
import { CANDIDATE_PORTAL_ROLES, STAFF_LIST_ROLES } from '@admission/flows';
import { Providers } from './Providers';
import { LOGIN_PATH, PublicOnly, RequireSession } from './guards';
import { RouteErrorBoundary } from './RouteErrorBoundary';

/** Spec section 2: every path that shows the closed-period page. */
export const CLOSED_PERIOD_PATHS = [
  '/admission/register',
  '/admission',
  '/admission/candidats',
  '/admission/etudiant',
  '/admission/coran',
  '/admission/majalis',
  '/admission/etudiant/depot',
  '/admission/coran/depot',
  '/admission/majalis/depot',
] as const;

/** Public pages whose HTML and CSS are prerendered at build time (see apps/portal/prerender). */
export const PRERENDERED_PATHS = [
  LOGIN_PATH,
  '/admission/candidat/login',
  ...CLOSED_PERIOD_PATHS,
  '/admission/reset-password',
] as const;

// Routes that show toasts bring their own queue (and Radix Toast) in their lazy chunk.
const toasts = () => import('./withToasts').then((m) => m.withToasts);

// One lazy chunk per route: the login page downloads nothing of the dashboard or staff pages.
const login = () => import('../features/login/LoginRoute').then((m) => ({ Component: m.LoginRoute }));
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
const notFound = () =>
  import('../features/public/NotFoundRoute').then((m) => ({ Component: m.NotFoundRoute }));
const staffList = (kind: 'universite' | 'coran' | 'majalis') => () =>
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

export const routes: RouteObject[] = [
  {
    element: (
      <Providers>
        <Outlet />
      </Providers>
    ),
    errorElement: <RouteError />,
    HydrateFallback: () => <Loading />,
    children: [
      { path: LOGIN_PATH, element: <PublicOnly />, children: [{ index: true, lazy: login }] },
      { path: '/admission/candidat/login', lazy: login },
      ...CLOSED_PERIOD_PATHS.map((path) => ({ path, lazy: closedPeriod })),
      { path: '/admission/reset-password', lazy: resetRequest },
      { path: '/admission/reset-password/confirm', lazy: resetConfirm },
      { path: '/admission/verify-email/:userId?', lazy: verifyEmail },
      // The reset-confirm success link of the spec points here; it is not in the route table.
      { path: '/admission/login', element: <Navigate to={LOGIN_PATH} replace /> },
      {
        element: <RequireSession />,
        children: [
          { path: '/', lazy: dashboard },
          { path: '/admission/candidat/dashboard', lazy: dashboard },
          { path: '/profil', lazy: profile },
        ],
      },
      {
        element: <RequireSession roles={STAFF_LIST_ROLES.universite} />,
        children: [{ path: '/admission/etudiant-candidats', lazy: staffList('universite') }],
      },
      {
        element: <RequireSession roles={STAFF_LIST_ROLES.coran} />,
        children: [{ path: '/admission/coran-candidats', lazy: staffList('coran') }],
      },
      {
        element: <RequireSession roles={STAFF_LIST_ROLES.majalis} />,
        children: [{ path: '/admission/majalis-candidats', lazy: staffList('majalis') }],
      },
      {
        element: <RequireSession roles={CANDIDATE_PORTAL_ROLES} />,
        children: [{ path: '/student/dashboard', lazy: studentDashboard }],
      },
      { path: '/test-auth', lazy: testAuth },
      { path: '*', lazy: notFound },
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
