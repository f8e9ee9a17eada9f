import { useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import {
  choicesClosedOn,
  currentChoiceNames,
  dashboardStatus,
  nextKeyDate,
  offlineSince,
} from '@admission/flows';
import { CandidateDashboard } from '@admission/screens';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';
import { useAdmissionCalendar } from '../../services/useAdmissionCalendar';
import { HistorySlot } from '../../components/HistorySlot';
import { applicationView } from './applicationView';
import { dashboardMachineFor } from './machines';
import { ProgramChange } from './ProgramChange';
import { useDraftOfferedBack } from './useDraftOfferedBack';
import { useHandedOver } from './useHandedOver';
import { useOfflineSync } from './useOfflineSync';
import { useSnapshots } from './useSnapshots';

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
  const refs = useSelector(dashboard, (s) => s.context.applications);
  const snapshots = useSnapshots(refs);
  const applications = useMemo(
    () => snapshots.map((snapshot) => applicationView(snapshot, closedOn)),
    [snapshots, closedOn],
  );
  useOfflineSync(dashboard, accountId, snapshots);
  useDraftOfferedBack(accountId, applications, refs);

  const changing = snapshots.find((s) => s.children.programChange !== undefined);
  const send = (candidateId: string, event: Parameters<(typeof refs)[number]['send']>[0]) =>
    refs[applications.findIndex((a) => a.candidateId === candidateId)]?.send(event);

  return (
    <CandidateDashboard
      status={status}
      onRetry={() => dashboard.send({ type: 'RETRY' })}
      applications={applications}
      onChangeProgram={(candidateId) => send(candidateId, { type: 'CHANGE_PROGRAM' })}
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
        <ProgramChange
          actorRef={changing.children.programChange}
          accountId={accountId}
          currentChoice={currentChoiceNames(changing.context.application)}
          preloadReceipt={preloadReceipt}
        />
      ) : null}
    </CandidateDashboard>
  );
}
