import { useEffect, useRef } from 'react';
import { matchRoutes, useLocation, type RouteMatch, type RouteObject } from 'react-router-dom';
import { documentTitle, type PageTitle } from '@admission/screens';

/**
 * What a route declares in its `handle`: the page whose title the document takes, and for a lazy
 * screen the download of its chunk (see router.tsx).
 */
export interface RouteHandle {
  title?: PageTitle | undefined;
  preload?: () => Promise<unknown>;
}

/** The title of the deepest matched route that declares one. */
export function titleOfMatches(matches: RouteMatch[] | null): PageTitle | undefined {
  const titles = (matches ?? []).map(({ route }) => (route.handle as RouteHandle | undefined)?.title);
  return titles.filter((title) => title !== undefined).at(-1);
}

/**
 * Each route has its own document title; after a navigation (not on the first load) focus moves to
 * the new page's heading, so a screen reader announces the page and the keyboard starts there.
 */
export function RouteFocus({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const { pathname } = location;
  const title = titleOfMatches(matchRoutes(routes, location));
  const first = useRef(true);

  // On every navigation, not only when the title changes: a page that sets its own title (the staff
  // pages under a list, features/staff/StaffListPages.tsx) does so after this, being drawn later.
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title, pathname]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const heading = document.querySelector('main h1') ?? document.querySelector('h1');
    if (!(heading instanceof HTMLElement)) return;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: false });
  }, [pathname]);

  return null;
}
