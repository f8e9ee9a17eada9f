import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import {
  applicationChoiceMode,
  applicationMachine,
  choicesClosedOn,
  dashboardMachine,
  dashboardStatus,
  lastKnownOf,
  nextKeyDate,
  offlineSince,
  programChangeMachine,
  programChangeOffered,
  settledFromNetwork,
  type ApplicationSnapshot,
} from '@admission/flows';
import { registerServiceWorker } from '../../services/offline/registerServiceWorker';
import { CandidateDashboard, type Application as ApplicationView } from '@admission/ui';
import { paths, receiptPath, type DashboardLocationState } from '../../config/paths';
import { useServices } from '../../services/context';
import { useAdmissionCalendar } from '../../services/useAdmissionCalendar';
import { fromCall } from '../../services/fromCall';
import { programDraftOf } from '../../services/programDraft';
import { HistorySlot } from '../../services/HistorySlot';
import { ProgramChange } from './ProgramChange';
import { useSnapshots } from './useSnapshots';

/** While the device's copy is shown: how often the dashboard tries the network again. */
const OFFLINE_RETRY_MS = 20_000;

type LoadStatus = ApplicationView['gradesStatus'];

/** The state of one load of an application's actor, as the dashboard shows it. */
function loadStatus(loading: boolean, error: 'failed' | 'timeout' | null): LoadStatus {
  return loading ? 'loading' : (error ?? 'ready');
}

/**
 * What the dashboard card of one application shows: its data, grades and the decisions of flows.
 * `closedOn`: the calendar's last day to change choices, once past (the change is then not offered).
 */
function viewOf(snapshot: ApplicationSnapshot, closedOn: string | null): ApplicationView {
  const { application, grades, gradesError, detailsError } = snapshot.context;
  const offered = programChangeOffered(snapshot);
  return {
    ...application,
    grades: grades?.grades ?? null,
    coefs: grades?.coefs ?? null,
    gradesStatus: loadStatus(snapshot.hasTag('gradesLoading'), gradesError),
    detailsStatus: loadStatus(snapshot.hasTag('detailsLoading'), detailsError),
    canChangeProgram: offered && closedOn === null,
    changeClosedOn: offered ? closedOn : null,
    choiceMode: applicationChoiceMode(application),
    receiptHref: application.lastReceiptReference ? receiptPath(application.lastReceiptReference) : null,
  };
}

/** The current choice, as the dialog summarises it: programme names in priority order. */
function currentChoiceOf(view: ApplicationView): string[] {
  if (view.choiceMode === 'multiple') {
    return [...(view.choices ?? [])]
      .sort((a, b) => a.priority - b.priority)
      .map((choice) => choice.programName);
  }
  return view.programName ? [view.programName] : [];
}

export interface DashboardRouteProps {
  /** Loads the receipt page's code while a change is saved (the router's preload). */
  preloadReceipt?: (() => Promise<unknown>) | undefined;
}

export function DashboardRoute({ preloadReceipt }: DashboardRouteProps) {
  const { candidateApi, calendarApi, sessionActor, lastKnown } = useServices();
  const { calendar, readAt } = useAdmissionCalendar(calendarApi);
  const closedOn = choicesClosedOn(calendar, readAt);
  const navigate = useNavigate();
  const location = useLocation();
  // The account is the access token's subject, never a stored value another script could edit.
  const sessionSubject = useSelector(sessionActor, (s) => s.context.claims?.sub ?? null);
  // The login hands over the applications it fetched (spec section 4); otherwise call 3 runs here.
  const handedState = location.state as DashboardLocationState | null;
  const handed = handedState?.applications;
  // The device's copy of the last load, drawn at once (and kept, read-only, without network).
  const [known] = useState(() => (handed ? null : lastKnown.read(sessionSubject)));
  const dashboard = useActorRef(
    dashboardMachine.provide({
      actors: {
        fetchApplications: fromCall((input, signal) =>
          candidateApi.getApplicationsByAccount(input.accountId, { signal }),
        ),
        application: applicationMachine.provide({
          actors: {
            fetchGrades: fromCall((input, signal) =>
              candidateApi.getGradesAndCoefs(input.bacResultId, { signal }),
            ),
            fetchDetails: fromCall((input, signal) =>
              candidateApi.getApplicationDetails(input.candidateId, { signal }),
            ),
            programChange: programChangeMachine.provide({
              actors: {
                loadEligiblePrograms: fromCall((input, signal) =>
                  candidateApi.getEligiblePrograms(input.bacSerie, { signal }),
                ),
                saveChoices: fromCall((input) => candidateApi.updateWithChoices(input.fields)),
                reloadDetails: fromCall((input, signal) =>
                  candidateApi.getApplicationDetails(input.candidateId, { signal }),
                ),
              },
            }),
          },
        }),
      },
    }),
    {
      input: {
        accountId: sessionSubject,
        storedAccountId: sessionSubject,
        applications: handed ?? null,
        loadError: handedState?.loadError ?? null,
        lastKnown: known,
      },
    },
  );
  const status = useSelector(dashboard, dashboardStatus);
  const since = useSelector(dashboard, offlineSince);
  const refs = useSelector(dashboard, (s) => s.context.applications);
  const snapshots = useSnapshots(refs);
  const applications = useMemo(
    () => snapshots.map((snapshot) => viewOf(snapshot, closedOn)),
    [snapshots, closedOn],
  );
  const changingIndex = snapshots.findIndex((s) => s.children.programChange !== undefined);
  const changing = snapshots[changingIndex]?.children.programChange;
  const changed = applications[changingIndex];
  const send = (candidateId: string, event: Parameters<(typeof refs)[number]['send']>[0]) =>
    refs[applications.findIndex((a) => a.candidateId === candidateId)]?.send(event);

  // A load from the network is over, without failure: it becomes the device's copy, and the
  // offline service worker is registered (the page's assets are all there by now).
  const fresh = status === 'ready' && since === null && snapshots.every(settledFromNetwork);
  const complete = snapshots.every((s) => s.context.gradesError === null && s.context.detailsError === null);
  useEffect(() => {
    if (!fresh || !sessionSubject) return;
    if (complete) {
      lastKnown.write(
        lastKnownOf(
          sessionSubject,
          new Date(),
          snapshots.map((s) => ({ application: s.context.application, grades: s.context.grades })),
        ),
      );
    }
    void registerServiceWorker();
  }, [fresh, complete, snapshots, sessionSubject, lastKnown]);

  // The connection is back: fresh data replaces what is on screen, without a reload. The `online`
  // event is the quick way; while the device's copy is shown the dashboard also tries again every
  // 20 s, because a device may say it is online while the server is out of reach (a captive portal,
  // a weak signal) and then never say it came back (a page the worker served offline can start out
  // « online »: Chromium did so under the e2e's emulated offline, and no `online` event followed).
  useEffect(() => {
    const refresh = () => dashboard.send({ type: 'REFRESH' });
    window.addEventListener('online', refresh);
    const retry = since === null ? undefined : setInterval(refresh, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', refresh);
      clearInterval(retry);
    };
  }, [dashboard, since]);

  // A change interrupted by a reload, Back or a session that ended: offered back, opened again with
  // the selection kept, once its application may change (this account's only; flows checks it fits).
  const draft = useMemo(() => programDraftOf(sessionSubject), [sessionSubject]);
  const draftIndex = applications.findIndex(
    (view) => view.candidateId === draft?.candidateId && view.canChangeProgram,
  );
  const offeredBack = useRef(false);
  useEffect(() => {
    if (!draft || draftIndex < 0 || offeredBack.current) return;
    offeredBack.current = true;
    refs[draftIndex]?.send({ type: 'CHANGE_PROGRAM', draft: draft.selection });
  }, [draft, draftIndex, refs]);

  // The handed-over list served this visit; a reload of the page must fetch fresh data.
  useEffect(() => {
    if (handed) navigate(location.pathname, { replace: true, state: null });
  }, [handed, navigate, location.pathname]);

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
      nextDate={nextKeyDate(calendar, readAt)}
      renderHistory={(candidateId) => <HistorySlot candidateId={candidateId} />}
    >
      {changing && changed ? (
        <ProgramChange
          actorRef={changing}
          accountId={sessionSubject}
          currentChoice={currentChoiceOf(changed)}
          preloadReceipt={preloadReceipt}
        />
      ) : null}
    </CandidateDashboard>
  );
}
