import { useEffect } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import {
  dashboardStatus,
  lastKnownOf,
  offlineSince,
  settledFromNetwork,
  type ApplicationSnapshot,
  type dashboardMachine,
} from '@admission/flows';
import { useServices } from '../../services/context';
import { registerServiceWorker } from '../../services/offline/registerServiceWorker';

/** While the device's copy is shown: how often the dashboard tries the network again. */
const OFFLINE_RETRY_MS = 20_000;

/**
 * The dashboard without network (docs/behaviour.md, deviation 34 and « Offline »). A load from the
 * network that is over without failure becomes the device's copy of this account's dashboard, and
 * the offline service worker is registered (the page's assets are all there by now). When the
 * connection is back, fresh data replaces what is on screen, without a reload.
 */
export function useOfflineSync(
  dashboard: ActorRefFrom<typeof dashboardMachine>,
  accountId: string | null,
  snapshots: readonly ApplicationSnapshot[],
): void {
  const { lastKnown } = useServices();
  const status = useSelector(dashboard, dashboardStatus);
  const since = useSelector(dashboard, offlineSince);

  const fresh = status === 'ready' && since === null && snapshots.every(settledFromNetwork);
  const complete = snapshots.every((s) => s.context.gradesError === null && s.context.detailsError === null);
  useEffect(() => {
    if (!fresh || !accountId) return;
    if (complete) {
      lastKnown.write(
        lastKnownOf(
          accountId,
          new Date(),
          snapshots.map((s) => ({ application: s.context.application, grades: s.context.grades })),
        ),
      );
    }
    void registerServiceWorker();
  }, [fresh, complete, snapshots, accountId, lastKnown]);

  // The `online` event is the quick way; while the device's copy is shown the dashboard also tries
  // again every 20 s, because a device may say it is online while the server is out of reach (a
  // captive portal, a weak signal) and then never say it came back (a page the worker served
  // offline can start out « online »: Chromium did so under the e2e's emulated offline, and no
  // `online` event followed).
  useEffect(() => {
    const refresh = () => dashboard.send({ type: 'REFRESH' });
    window.addEventListener('online', refresh);
    const retry = since === null ? undefined : setInterval(refresh, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', refresh);
      clearInterval(retry);
    };
  }, [dashboard, since]);
}
