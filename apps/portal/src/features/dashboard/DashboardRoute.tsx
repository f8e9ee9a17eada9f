import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  applicationChoiceMode,
  applicationMachine,
  dashboardMachine,
  programChangeMachine,
  programChangeOffered,
  type ApplicationSnapshot,
} from '@admission/flows';
import { CandidateDashboard, type Application as ApplicationView } from '@admission/ui';
import { paths, type DashboardLocationState } from '../../config/paths';
import { useServices } from '../../services/context';
import { ProgramChange } from './ProgramChange';
import { useSnapshots } from './useSnapshots';

type LoadStatus = ApplicationView['gradesStatus'];

/** The state of one load of an application's actor, as the dashboard shows it. */
function loadStatus(loading: boolean, error: 'failed' | 'timeout' | null): LoadStatus {
  return loading ? 'loading' : (error ?? 'ready');
}

/** What the dashboard card of one application shows: its data, grades and the decisions of flows. */
function viewOf(snapshot: ApplicationSnapshot): ApplicationView {
  const { application, grades, gradesError, detailsError } = snapshot.context;
  return {
    ...application,
    grades: grades?.grades ?? null,
    coefs: grades?.coefs ?? null,
    gradesStatus: loadStatus(snapshot.hasTag('gradesLoading'), gradesError),
    detailsStatus: loadStatus(snapshot.hasTag('detailsLoading'), detailsError),
    canChangeProgram: programChangeOffered(snapshot),
    choiceMode: applicationChoiceMode(application),
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

export function DashboardRoute() {
  const { candidateApi, sessionActor } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  // The account is the access token's subject, never a stored value another script could edit.
  const sessionSubject = useSelector(sessionActor, (s) => s.context.claims?.sub ?? null);
  // The login hands over the applications it fetched (spec section 4); otherwise call 3 runs here.
  const handed = (location.state as DashboardLocationState | null)?.applications;
  const dashboard = useActorRef(
    dashboardMachine.provide({
      actors: {
        fetchApplications: fromPromise(({ input }) => candidateApi.getApplicationsByAccount(input.accountId)),
        application: applicationMachine.provide({
          actors: {
            fetchGrades: fromPromise(({ input }) => candidateApi.getGradesAndCoefs(input.bacResultId)),
            fetchDetails: fromPromise(({ input }) => candidateApi.getApplicationDetails(input.candidateId)),
            programChange: programChangeMachine.provide({
              actors: {
                loadEligiblePrograms: fromPromise(({ input }) =>
                  candidateApi.getEligiblePrograms(input.bacSerie),
                ),
                saveChoices: fromPromise(({ input }) => candidateApi.updateWithChoices(input.fields)),
                reloadDetails: fromPromise(({ input }) =>
                  candidateApi.getApplicationDetails(input.candidateId),
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
      },
    },
  );
  const status = useSelector(dashboard, (s) =>
    s.hasTag('loading') ? 'loading' : s.matches('failed') ? (s.context.error ?? 'failed') : 'ready',
  );
  const refs = useSelector(dashboard, (s) => s.context.applications);
  const snapshots = useSnapshots(refs);
  const applications = useMemo(() => snapshots.map(viewOf), [snapshots]);
  const changingIndex = snapshots.findIndex((s) => s.children.programChange !== undefined);
  const changing = snapshots[changingIndex]?.children.programChange;
  const changed = applications[changingIndex];
  const send = (candidateId: string, event: Parameters<(typeof refs)[number]['send']>[0]) =>
    refs[applications.findIndex((a) => a.candidateId === candidateId)]?.send(event);

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
    >
      {changing && changed ? (
        <ProgramChange actorRef={changing} currentChoice={currentChoiceOf(changed)} />
      ) : null}
    </CandidateDashboard>
  );
}
