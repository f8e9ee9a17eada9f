import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useEffect,
  type ComponentType,
  type ReactNode,
} from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { ErrorBoundary } from 'react-error-boundary';
import { Loading, RouteError } from '@admission/ui';
import { CANDIDATE_PORTAL_ROLES, STAFF_LIST_ROLES, STAFF_ROLES, type ProgramKind } from '@admission/flows';
import { closedPeriodPaths, paths, staffListPaths, staffModulePaths } from '../config/paths';
import { LoginRoute } from '../features/login/LoginRoute';
import { Providers } from './Providers';
import { PublicOnly, RedirectStaff, RequireSession } from './guards';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFocus, type RouteHandle } from './RouteFocus';

// The router runs in declarative mode (`useRoutes`): the portal loads no data through the router,
// and the data router's machinery (loaders, actions, fetchers) was 16 kB brotli of the app's chunk.

/** A route screen in a chunk of its own: loaded when first drawn, or ahead with `preload`. */
interface LazyScreen {
  element: ReactNode;
  preload: () => Promise<unknown>;
}

/**
 * A screen loaded on demand. Once `preload` has resolved, the first render draws it at once
 * (React.lazy resolves a thenable that calls back synchronously), so a prerendered page hydrates
 * without suspending. A chunk that fails to download throws to the route's error boundary, which
 * shows the French page with a reload button.
 */
function lazyScreen(load: () => Promise<ComponentType>): LazyScreen {
  let loaded: ComponentType | undefined;
  const preload = () =>
    load().then((Screen) => {
      loaded = Screen;
      return Screen;
    });
  const Screen = lazy(() =>
    loaded
      ? ({
          then: (resolve: (module: { default: ComponentType }) => void) => resolve({ default: loaded! }),
        } as Promise<{
          default: ComponentType;
        }>)
      : preload().then((Loaded) => ({ default: Loaded })),
  );
  return { element: <Screen />, preload };
}

// Routes that show toasts bring their own queue (and Radix Toast) in their lazy chunk.
const toasts = () => import('./withToasts').then((m) => m.withToasts);

// The login route is part of the app's own chunk: every journey starts there, and its few kB
// cost less than the requests of a chunk of its own and of the fields it shares. Every other
// route is a lazy chunk: the login page downloads nothing of the dashboard or staff pages.
const StaffLogin = () => <LoginRoute portal="staff" />;
const staffModule = lazyScreen(() =>
  import('../features/staff/StaffModuleRoute').then((m) => m.StaffModuleRoute),
);
const closedPeriod = lazyScreen(() =>
  import('../features/public/ClosedPeriodRoute').then((m) => m.ClosedPeriodRoute),
);
const resetRequest = lazyScreen(() =>
  import('../features/public/ResetRequestRoute').then((m) => m.ResetRequestRoute),
);
const resetConfirm = lazyScreen(() =>
  import('../features/public/ResetConfirmRoute').then((m) => m.ResetConfirmRoute),
);
const resendVerification = lazyScreen(() =>
  import('../features/public/ResendVerificationRoute').then((m) => m.ResendVerificationRoute),
);
const verifyEmail = lazyScreen(() =>
  import('../features/public/VerifyEmailRoute').then((m) => m.VerifyEmailRoute),
);
const receipt = lazyScreen(() => import('../features/dashboard/ReceiptRoute').then((m) => m.ReceiptRoute));
// The dashboard opens the receipt page after a saved change: it loads its code while saving.
const dashboard = lazyScreen(() =>
  Promise.all([import('../features/dashboard/DashboardRoute'), toasts()]).then(([m, withToasts]) => {
    const Dashboard = withToasts(m.DashboardRoute);
    return function DashboardScreen() {
      return <Dashboard preloadReceipt={receipt.preload} />;
    };
  }),
);
const profile = lazyScreen(() =>
  Promise.all([import('../features/account/ProfileRoute'), toasts()]).then(([m, withToasts]) =>
    withToasts(m.ProfileRoute),
  ),
);
const studentDashboard = lazyScreen(() =>
  import('../features/account/StudentDashboardRoute').then((m) => m.StudentDashboardRoute),
);
const testAuth = lazyScreen(() => import('../features/account/TestAuthRoute').then((m) => m.TestAuthRoute));
// Layout routes: the signed-in shells own header, footer, theme and logout (candidate) or the sidebar (staff).
const candidateLayout = lazyScreen(() =>
  import('./layouts/CandidateLayoutRoute').then((m) => m.CandidateLayoutRoute),
);
const staffLayout = lazyScreen(() => import('./layouts/StaffLayoutRoute').then((m) => m.StaffLayoutRoute));
// Public pages a signed-in candidate may open too (closed period, diagnostics): in the shell then.
const shellIfSignedIn = lazyScreen(() =>
  import('./layouts/CandidateLayoutRoute').then((m) => m.CandidateShellIfSignedIn),
);
const notFound = lazyScreen(() => import('../features/public/NotFoundRoute').then((m) => m.NotFoundRoute));
const staffList = (kind: ProgramKind) =>
  lazyScreen(() =>
    Promise.all([import('../features/staff/StaffListRoute'), toasts()]).then(([m, withToasts]) =>
      withToasts(() => <m.StaffListRoute kind={kind} />),
    ),
  );

/** A route drawn by a lazy screen: its element, and its preload in the handle for `preloadMatches`. */
function screen(lazyOne: LazyScreen, title?: RouteHandle['title']): Pick<RouteObject, 'element' | 'handle'> {
  return { element: lazyOne.element, handle: { title, preload: lazyOne.preload } satisfies RouteHandle };
}

const titled = (title: RouteHandle['title']): { handle: RouteHandle } => ({ handle: { title } });

/**
 * Starts downloading the dashboard chunk while the login's token and applications calls run, so
 * the chunk is not one more sequential round trip after them (the browser caches the module).
 */
export function prefetchDashboard(): void {
  void Promise.all([dashboard.preload(), candidateLayout.preload()]).catch(() => {
    // The navigation will retry and show the route error if the network is really gone.
  });
}

/** A failure while drawing a route: the French page with a way back, and a reload for a lost chunk. */
function RouteBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorBoundary} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}

/**
 * Called once the page is drawn and, for a prerendered page, hydrated: main.tsx then replays a
 * submit held by the boot script. Inside the Suspense boundary, so it waits for what is in it.
 */
export const AppReadyContext = createContext<() => void>(() => {});

function AppReady() {
  const onReady = useContext(AppReadyContext);
  useEffect(onReady, [onReady]);
  return null;
}

// Every route gets its own error boundary: a failure shows a French message and a way back.
function withBoundary(route: RouteObject): RouteObject {
  const element = route.element ? <RouteBoundary>{route.element}</RouteBoundary> : undefined;
  if (route.index) return { ...route, element };
  return { ...route, element, children: route.children?.map(withBoundary) };
}

const staffTitles = { universite: 'staffUniversite', coran: 'staffCoran', majalis: 'staffMajalis' } as const;

const staffListRoute = (kind: ProgramKind): RouteObject => ({
  element: <RequireSession roles={STAFF_LIST_ROLES[kind]} loginPath={paths.staffLogin} />,
  children: [
    {
      ...screen(staffLayout),
      children: [{ path: staffListPaths[kind], ...screen(staffList(kind), staffTitles[kind]) }],
    },
  ],
});

/**
 * The root of every page: providers, the document title and focus, and the matched route. One
 * Suspense boundary for all: a navigation (a transition in react-router) keeps the page on screen
 * while the next one's chunk downloads; only a first load shows the loading screen.
 */
function Root() {
  return (
    <Providers>
      <RouteFocus routes={routes} />
      <Suspense fallback={<Loading />}>
        <Outlet />
        <AppReady />
      </Suspense>
    </Providers>
  );
}

export const routes: RouteObject[] = [
  {
    element: (
      <ErrorBoundary fallback={<RouteError />}>
        <Root />
      </ErrorBoundary>
    ),
    children: [
      {
        path: paths.login,
        element: <PublicOnly />,
        children: [{ index: true, element: <LoginRoute />, ...titled('login') }],
      },
      { path: paths.candidateLogin, element: <LoginRoute />, ...titled('login') },
      {
        path: paths.staffLogin,
        element: <PublicOnly />,
        children: [{ index: true, element: <StaffLogin />, ...titled('staffLogin') }],
      },
      {
        ...screen(shellIfSignedIn),
        children: [
          ...closedPeriodPaths.map((path) => ({ path, ...screen(closedPeriod, 'closedPeriod') })),
          { path: paths.testAuth, ...screen(testAuth, 'authDiagnostics') },
        ],
      },
      { path: paths.resetPassword, ...screen(resetRequest, 'resetRequest') },
      { path: paths.resetPasswordConfirm, ...screen(resetConfirm, 'resetConfirm') },
      { path: `${paths.verifyEmail}/:userId?`, ...screen(verifyEmail, 'verifyEmail') },
      { path: paths.resendVerification, ...screen(resendVerification, 'resendVerification') },
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
                ...screen(candidateLayout),
                children: [
                  { path: paths.home, ...screen(dashboard, 'dashboard') },
                  { path: paths.dashboard, ...screen(dashboard, 'dashboard') },
                  { path: paths.profile, ...screen(profile, 'profile') },
                  { path: paths.receipt, ...screen(receipt, 'receipt') },
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
            ...screen(staffLayout),
            children: Object.values(staffModulePaths).map((path) => ({ path, ...screen(staffModule) })),
          },
        ],
      },
      {
        element: <RequireSession roles={CANDIDATE_PORTAL_ROLES} />,
        children: [
          {
            ...screen(candidateLayout),
            children: [{ path: paths.studentDashboard, ...screen(studentDashboard, 'studentDashboard') }],
          },
        ],
      },
      { path: '*', ...screen(notFound, 'notFound') },
    ].map((route) => withBoundary(route as RouteObject)),
  },
];

/** The portal's pages, drawn by whichever router is around them (browser, memory or static). */
export function AppRoutes({ table = routes }: { table?: RouteObject[] }) {
  return useRoutes(table);
}

/**
 * Loads the lazy screens that match `pathname`, so the first render is the page itself (not the
 * loading screen) and hydrates the prerendered HTML as is.
 */
export async function preloadMatches(pathname: string, table: RouteObject[] = routes): Promise<void> {
  const matches = matchRoutes(table, pathname) ?? [];
  await Promise.all(matches.map(({ route }) => (route.handle as RouteHandle | undefined)?.preload?.()));
}
