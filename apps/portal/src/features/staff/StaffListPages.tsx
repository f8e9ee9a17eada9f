// The pages under a staff list's address, declared here, in the staff chunk, not in the route table:
// the route table gives each list one route, `{list}/*`, whose screen is this module, so the staff
// pages under a list (a candidate's file today) add no byte to the app's first chunk, which every
// candidate downloads (docs/architecture.md, « Routes »). The list's roles guard them all: they are
// drawn inside its guard and the staff shell.
import { lazy, useEffect, type ReactNode } from 'react';
import { useRoutes } from 'react-router-dom';
import type { ProgramKind } from '@admission/flows';
import { fr, pageTitles, staffCopy } from '@admission/screens';
import { StaffListRoute } from './StaffListRoute';
import { StaffFileRoute } from './StaffFileRoute';
import { paths } from '../../config/paths';

// The public 404 page's screen, from its chunk (not the staff chunk's: the public page loads it too).
const NotFoundRoute = lazy(() =>
  import('@admission/screens/screens/NotFound/NotFound').then(({ NotFound }) => ({
    default: () => <NotFound homeHref={paths.home} />,
  })),
);

/**
 * The document title of a page under the list, as documentTitle writes it (the staff titles are not
 * in the first chunk's titles.ts). RouteFocus sets the product's name on every navigation, its route
 * having no title; this sets the page's after it, on every drawing: its effect runs later, RouteFocus
 * being drawn before the pages, and each navigation draws this again (useRoutes follows the location).
 */
function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} – ${fr.common.appName}`;
  });
  return children;
}

function Pages({ kind }: { kind: ProgramKind }) {
  return useRoutes([
    {
      index: true,
      element: (
        <Titled title={staffCopy.titles[kind]}>
          <StaffListRoute kind={kind} />
        </Titled>
      ),
    },
    {
      path: 'dossier/:candidateId',
      element: (
        <Titled title={staffCopy.file.title}>
          <StaffFileRoute kind={kind} />
        </Titled>
      ),
    },
    // Anything else under the list: the 404 page, in the staff shell.
    {
      path: '*',
      element: (
        <Titled title={pageTitles.notFound}>
          <NotFoundRoute />
        </Titled>
      ),
    },
  ]);
}

/**
 * The list, a candidate's file, and the 404 page under `{list}/`. The route table gives them one
 * toast queue: a decision's toast stays on screen from the file back to the list.
 */
export function StaffListPages({ kind }: { kind: ProgramKind }) {
  return <Pages kind={kind} />;
}
