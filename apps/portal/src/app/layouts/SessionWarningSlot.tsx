import { lazy, Suspense, type ComponentType } from 'react';
import type { SessionTimeoutWarningProps } from '@admission/ui';

type Warning = ComponentType<SessionTimeoutWarningProps>;
let warningModule: Promise<{ SessionTimeoutWarningView: Warning }> | undefined;

const loadWarning = () => (warningModule ??= import('./SessionTimeoutWarningView'));

/**
 * Loads the warning's code ahead of need: called on the candidate's activity, minutes before any
 * warning can show. Off the sign-in journey (e2e/budget.spec.ts counts to the drawn dashboard).
 */
export function preloadSessionWarning(): void {
  loadWarning().catch(() => {
    warningModule = undefined; // the next activity tries again
  });
}

// A chunk that cannot be loaded (offline since the last activity) draws nothing: the idle
// countdown still ends the session on time.
const LazyWarning = lazy((): Promise<{ default: Warning }> =>
  loadWarning().then(
    (module) => ({ default: module.SessionTimeoutWarningView }),
    () => ({ default: () => null }),
  ),
);

/** The session timeout warning, drawn from its own chunk. */
export function SessionWarningSlot(props: SessionTimeoutWarningProps) {
  return (
    <Suspense fallback={null}>
      <LazyWarning {...props} />
    </Suspense>
  );
}
