import { lazy, Suspense, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  choicesClosedOn,
  currentChoiceNames,
  dashboardStatus,
  overloadedRetry,
  nextKeyDate,
  offlineSince,
} from '@admission/flows';
import { CandidateDashboard } from '@admission/screens';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';
import { useAdmissionCalendar } from '../../services/useAdmissionCalendar';
import { HistorySlot } from '../../components/HistorySlot';
import { applicationView } from './applicationView';
import { dashboardMachineFor, preloadProgramChange } from './machines';
import { useDraftOfferedBack } from './useDraftOfferedBack';
import { useHandedOver } from './useHandedOver';
import { useOfflineSync } from './useOfflineSync';
import { useSnapshots } from './useSnapshots';

// The programme change's wiring and dialog load when a change starts, not with the dashboard (most
// visits only read it: 0.7 kB brotli less on the journey's 130 kB): « Modifier » starts the load
// beside the change's first call, the eligible programmes, which the dialog waits for anyway.
const ProgramChange = lazy(() =>
  import('./ProgramChange').then((module) => ({ default: module.ProgramChange })),
);

export interface DashboardRouteProps {
  /** Loads the receipt page's code while a change is saved (the router's preload). */
  preloadReceipt?: (() => Promise<unknown>) | undefined;
}

export function DashboardRoute({ preloadReceipt }: DashboardRouteProps) {
  const { candidateApi, calendarApi, sessionActor, lastKnown } = useServices();
  const { calendar, readAt } = useAdmissionCalendar(calendarApi);
  const closedOn = choicesClosedOn(calendar, readAt);
  // The account is the access token's subject, never a stored value another script could edit.
  const accountId = useSelector(sessionActor, (s) => s.context.claims?.sub ?? null);
  // The login's applications skip call 3; otherwise the device's copy is drawn at once (and kept,
  // read-only, without network) while call 3 runs.
  const handed = useHandedOver();
  const [known] = useState(() => (handed.applications ? null : lastKnown.read(accountId)));
  const dashboard = useActorRef(dashboardMachineFor(candidateApi), {
    input: {
      accountId,
      storedAccountId: accountId,
      applications: handed.applications ?? null,
      loadError: handed.loadError ?? null,
      lastKnown: known,
    },
  });
  const status = useSelector(dashboard, dashboardStatus);
  const since = useSelector(dashboard, offlineSince);
  const retry = useSelector(dashboard, overloadedRetry);
  const refs = useSelector(dashboard, (s) => s.context.applications);
  const snapshots = useSnapshots(refs);
  const applications = useMemo(
    () => snapshots.map((snapshot) => applicationView(snapshot, closedOn)),
    [snapshots, closedOn],
  );
  useOfflineSync(dashboard, accountId, snapshots);
  useDraftOfferedBack(accountId, applications, refs);

  const changing = snapshots.find((s) => s.children.programChange !== undefined);
  // The change's code arrives after the click: the button that started it is named to the dialog,
  // which gives it the focus back when it closes.
  const [opener, setOpener] = useState<HTMLElement | null>(null);
  const send = (candidateId: string, event: Parameters<(typeof refs)[number]['send']>[0]) =>
    refs[applications.findIndex((a) => a.candidateId === candidateId)]?.send(event);

  return (
    <CandidateDashboard
      status={status}
      onRetry={() => dashboard.send({ type: 'RETRY' })}
      retryAt={retry?.at}
      applications={applications}
      onChangeProgram={(candidateId) => {
        setOpener(document.activeElement instanceof HTMLElement ? document.activeElement : null);
        send(candidateId, { type: 'CHANGE_PROGRAM' });
      }}
      onChangeProgramIntent={() => void preloadProgramChange().catch(() => undefined)}
      onRetryGrades={(candidateId) => send(candidateId, { type: 'RETRY_GRADES' })}
      onRetryDetails={(candidateId) => send(candidateId, { type: 'RETRY_DETAILS' })}
      studentSpaceHref={paths.studentDashboard}
      offlineSince={since}
      nextDate={nextKeyDate(
        calendar,
        readAt,
        snapshots.map((snapshot) => snapshot.context.application),
      )}
      renderHistory={(candidateId) => <HistorySlot candidateId={candidateId} />}
    >
      {changing?.children.programChange ? (
        <Suspense fallback={null}>
          <ProgramChange
            actorRef={changing.children.programChange}
            accountId={accountId}
            currentChoice={currentChoiceNames(changing.context.application)}
            preloadReceipt={preloadReceipt}
            returnFocusTo={opener}
          />
        </Suspense>
      ) : null}
    </CandidateDashboard>
  );
}
