import { lazy, Suspense } from 'react';
import { Spinner } from '@admission/ui';
import { ApplicationHistory, fr } from '@admission/screens';
import type { HistoryProps } from './History';

// The history's code, client and copy come when a disclosure is first opened: off the sign-in journey.
const History = lazy(() => import('./History').then((m) => ({ default: m.History })));

/**
 * « Historique de la candidature » of one application, its content loaded when first opened
 * (docs/behaviour.md, deviation 53).
 */
export function HistorySlot(props: HistoryProps) {
  return (
    <ApplicationHistory>
      <Suspense fallback={<Spinner label={fr.common.loading} />}>
        <History {...props} />
      </Suspense>
    </ApplicationHistory>
  );
}
