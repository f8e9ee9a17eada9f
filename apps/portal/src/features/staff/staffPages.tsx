// What the staff pages the staff chunk routes itself (StaffListPages, StaffModulePages) share: their
// document titles and the 404 page.
import { lazy, useEffect, type ReactNode } from 'react';
import { fr } from '@admission/screens';
import { paths } from '../../config/paths';

// The public 404 page's screen, from its chunk (not the staff chunk's: the public page loads it too).
export const StaffNotFound = lazy(() =>
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
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  useEffect(() => {
    document.title = `${title} – ${fr.common.appName}`;
  });
  return children;
}
