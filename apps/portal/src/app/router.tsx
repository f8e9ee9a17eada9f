import { createContext, Suspense, useContext, useEffect, type ReactNode } from 'react';
import { matchRoutes, Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { Loading, RouteError } from '@admission/screens';
import { CANDIDATE_PORTAL_ROLES, STAFF_LIST_ROLES, STAFF_ROLES, type ProgramKind } from '@admission/flows';
import { paths } from '../config/paths';
import { LoginRoute } from '../features/login/LoginRoute';
import { ErrorBoundary } from './ErrorBoundary';
import { Providers } from './Providers';
import { PublicOnly, RedirectStaff, RequireSession } from './guards';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { RouteFocus, type RouteHandle } from './RouteFocus';
import { candidateLayout, dashboard, routeTable, shellIfSignedIn, staffLayout, screen } from './routeTable';

// The router runs in declarative mode (`useRoutes`): the portal loads no data through the router,
// and the data router's machinery (loaders, actions, fetchers) was 16 kB brotli of the app's chunk.

// The login route is part of the app's own chunk: every journey starts there, and its few kB
// cost less than the requests of a chunk of its own and of the fields it shares. Every other
// route is a lazy chunk (routeTable.tsx): the login page downloads nothing of the dashboard or staff pages.
const StaffLogin = () => <LoginRoute portal="staff" />;

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
    <ErrorBoundary fallback={(error) => <RouteErrorBoundary error={error} />} resetKey={pathname}>
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

const staffListRoute = (kind: ProgramKind): RouteObject => ({
  element: <RequireSession roles={STAFF_LIST_ROLES[kind]} loginPath={paths.staffLogin} />,
  children: [{ ...screen(staffLayout), children: routeTable[kind] }],
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
      <ErrorBoundary fallback={() => <RouteError />}>
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
      // The reset-confirm success link of the spec points here; it is not in the route table.
      { path: paths.legacyLogin, element: <Navigate to={paths.login} replace /> },
      { ...screen(shellIfSignedIn), children: routeTable.publicShell },
      ...routeTable.public,
      {
        element: <RequireSession />,
        children: [
          {
            // Staff land on their own list, not on an empty candidate dashboard.
            element: <RedirectStaff />,
            children: [{ ...screen(candidateLayout), children: routeTable.candidate }],
          },
        ],
      },
      staffListRoute('universite'),
      staffListRoute('coran'),
      staffListRoute('majalis'),
      {
        element: <RequireSession roles={STAFF_ROLES} loginPath={paths.staffLogin} />,
        children: [{ ...screen(staffLayout), children: routeTable.staffModules }],
      },
      {
        element: <RequireSession roles={CANDIDATE_PORTAL_ROLES} />,
        children: [{ ...screen(candidateLayout), children: routeTable.student }],
      },
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
