import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { documentTitle, type PageTitle } from '@admission/ui';

/** What a route declares in its `handle`: the page whose title the document takes. */
export interface RouteHandle {
  title: PageTitle;
}

/** The title of the deepest matched route that declares one. */
export function useRouteTitle(): PageTitle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle as RouteHandle | undefined;
    if (handle?.title) return handle.title;
  }
  return undefined;
}

/**
 * Each route has its own document title; after a navigation (not on the first load) focus moves to
 * the new page's heading, so a screen reader announces the page and the keyboard starts there.
 */
export function RouteFocus() {
  const title = useRouteTitle();
  const { pathname } = useLocation();
  const first = useRef(true);

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);

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
