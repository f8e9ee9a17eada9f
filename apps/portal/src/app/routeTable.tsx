// The portal's lazy pages, one line each under the shell around them (guards and layout, placed by
// router.tsx): where the page is, its document title and its screen (the lazy import of the
// feature's route module). A module that belongs to a journey's chunk says so in its import,
// `import(/* journey: candidate */ '…')`: vite.config.ts reads these through ../../journeys.ts at build
// time (a comment: the pages pay no byte for it). The router, the document titles and the production
// chunks are derived from this file.
import { lazy, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router-dom';
import type { ProgramKind } from '@admission/flows';
import { closedPeriodPaths, paths, staffListPaths, staffModuleSections } from '../config/paths';
import type { RouteHandle } from './RouteFocus';

/** A route screen in a chunk of its own: loaded when first drawn, or ahead with `preload`. */
export interface LazyScreen {
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

/**
 * What surrounds a page (the route tree of router.tsx): `public` nothing; `publicShell` the candidate's shell
 * when signed in; `candidate` a session, staff sent to their list, the candidate's shell; `student`
 * a candidate-portal role, the candidate's shell; `staffModules` a staff role, the staff shell;
 * a programme kind (`universite`…) the roles of that kind's staff list, the staff shell.
 */
export type Shell = 'public' | 'publicShell' | 'candidate' | 'student' | 'staffModules' | ProgramKind;

/** A route drawn by a lazy screen: its element, and its preload in the handle for `preloadMatches`. */
export function screen(
  lazyOne: LazyScreen,
  title?: RouteHandle['title'],
): Pick<RouteObject, 'element' | 'handle'> {
  return { element: lazyOne.element, handle: { title, preload: lazyOne.preload } satisfies RouteHandle };
}

/**
 * A line of the table: the page at `path` (a path of config/paths.ts), whose document title is
 * `title` (ui's `pageTitles`; undefined: the product's name alone), drawn by the screen `load`
 * resolves to.
 */
const page = (
  path: string,
  title: RouteHandle['title'],
  load: () => Promise<ComponentType>,
): RouteObject => ({
  path,
  ...screen(lazyScreen(load), title),
});

/** The same page at each of `paths`. */
const pages = (paths: readonly string[], title: RouteHandle['title'], lazyOne: LazyScreen): RouteObject[] =>
  paths.map((path) => ({ path, ...screen(lazyOne, title) }));

// Routes that show toasts bring their own queue (and Radix Toast) in their lazy chunk. Both
// journeys use it: it lands in the candidate's chunk, like the rest of what they share.
const toasts = () => import(/* journey: candidate */ './withToasts').then((m) => m.withToasts);

// Layout routes: the signed-in shells own header, footer, theme and logout (candidate) or the sidebar (staff).
export const candidateLayout = lazyScreen(() =>
  import(/* journey: candidate */ './layouts/CandidateLayoutRoute').then((m) => m.CandidateLayoutRoute),
);
export const staffLayout = lazyScreen(() =>
  import(/* journey: staff */ './layouts/StaffLayoutRoute').then((m) => m.StaffLayoutRoute),
);
// Public pages a signed-in candidate may open too (closed period, diagnostics): in the shell then.
export const shellIfSignedIn = lazyScreen(() =>
  import(/* journey: candidate */ './layouts/CandidateLayoutRoute').then((m) => m.CandidateShellIfSignedIn),
);

const receipt = lazyScreen(() => import('../features/dashboard/ReceiptRoute').then((m) => m.ReceiptRoute));

// The dashboard opens the receipt page after a saved change: it loads its code while saving.
export const dashboard = lazyScreen(() =>
  Promise.all([import(/* journey: candidate */ '../features/dashboard/DashboardRoute'), toasts()]).then(
    ([m, withToasts]) => {
      const Dashboard = withToasts(m.DashboardRoute);
      return function DashboardScreen() {
        return <Dashboard preloadReceipt={receipt.preload} />;
      };
    },
  ),
);

// A staff list and the pages under its address (a candidate's file…): one route, whose pages the staff
// chunk declares (features/staff/StaffListPages.tsx), so that none of them costs the candidate's
// first download a byte; they set their document titles too (the route has none: the product's
// name, until the page is drawn). The list's guard and shell are around it (router.tsx).
const staffList = (kind: ProgramKind): RouteObject[] => [
  page(`${staffListPaths[kind]}/*`, undefined, () =>
    Promise.all([import(/* journey: staff */ '../features/staff/StaffListPages'), toasts()]).then(
      ([m, withToasts]) => withToasts(() => <m.StaffListPages kind={kind} />),
    ),
  ),
];

// The login is not here: it is part of the app's own chunk (router.tsx).
export const routeTable: Record<Shell, RouteObject[]> = {
  public: [
    page(paths.resetPassword, 'resetRequest', () =>
      import('../features/public/ResetRequestRoute').then((m) => m.ResetRequestRoute),
    ),
    page(paths.resetPasswordConfirm, 'resetConfirm', () =>
      import('../features/public/ResetConfirmRoute').then((m) => m.ResetConfirmRoute),
    ),
    page(`${paths.verifyEmail}/:userId?`, 'verifyEmail', () =>
      import('../features/public/VerifyEmailRoute').then((m) => m.VerifyEmailRoute),
    ),
    page(paths.resendVerification, 'resendVerification', () =>
      import('../features/public/ResendVerificationRoute').then((m) => m.ResendVerificationRoute),
    ),
    page(paths.help, 'help', () =>
      import('@admission/screens/screens/Help/Help').then(({ Help }) => () => (
        <Help
          resetPasswordHref={paths.resetPassword}
          resendVerificationHref={paths.resendVerification}
          registerHref={paths.register}
          loginHref={paths.login}
        />
      )),
    ),
    page('*', 'notFound', () => import('../features/public/NotFoundRoute').then((m) => m.NotFoundRoute)),
  ],
  publicShell: [
    ...pages(
      closedPeriodPaths,
      'closedPeriod',
      lazyScreen(() => import('../features/public/ClosedPeriodRoute').then((m) => m.ClosedPeriodRoute)),
    ),
    page(paths.testAuth, 'authDiagnostics', () =>
      import('../features/account/TestAuthRoute').then((m) => m.TestAuthRoute),
    ),
  ],
  candidate: [
    ...pages([paths.home, paths.dashboard], 'dashboard', dashboard),
    page(paths.profile, 'profile', () =>
      Promise.all([import('../features/account/ProfileRoute'), toasts()]).then(([m, withToasts]) =>
        withToasts(m.ProfileRoute),
      ),
    ),
    ...pages([paths.receipt], 'receipt', receipt),
  ],
  universite: staffList('universite'),
  coran: staffList('coran'),
  majalis: staffList('majalis'),
  staffModules: [
    // Sidebar modules without a screen here: a page inside the staff shell, not a 404. One route per
    // section of their addresses, whose screen, in the staff chunk, knows the addresses.
    ...pages(
      staffModuleSections.map((section) => `${section}/*`),
      undefined,
      lazyScreen(() =>
        import(/* journey: staff */ '../features/staff/StaffModulePages').then((m) => m.StaffModulePages),
      ),
    ),
  ],
  student: [
    page(paths.studentDashboard, 'studentDashboard', () =>
      import('../features/account/StudentDashboardRoute').then((m) => m.StudentDashboardRoute),
    ),
  ],
};
