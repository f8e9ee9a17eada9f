// What the staff pages the staff chunk routes itself (StaffListPages, StaffModulePages) share: their
// document titles, the 404 page and the toasts of a decision.
import { lazy, useEffect, type ReactNode } from 'react';
import type { StaffDecisionKind } from '@admission/api-client';
import { fr, staffCopy } from '@admission/screens';
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

/** The toast of one decision recorded, from a list or from the file. */
export const decidedToast = (decision: StaffDecisionKind) =>
  decision === 'accepted'
    ? ({ tone: 'positive', ...staffCopy.acceptedToast } as const)
    : ({ tone: 'info', ...staffCopy.rejectedToast } as const);

/** The toast of a decision that was not recorded. */
export const decisionFailedToast = { tone: 'critical', ...staffCopy.failedToast } as const;
