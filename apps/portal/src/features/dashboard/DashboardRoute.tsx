import { useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  applicationChoiceMode,
  applicationMachine,
  canChangeProgram,
  dashboardMachine,
  programChangeMachine,
  type ApplicationSnapshot,
} from '@admission/flows';
import { CandidateDashboard, type Application as ApplicationView } from '@admission/ui';
import { paths, type DashboardLocationState } from '../../config/paths';
import { useServices } from '../../services/context';
import { ProgramChange } from './ProgramChange';
import { useSnapshots } from './useSnapshots';

/** What the dashboard card of one application shows: its data, grades and the decisions of flows. */
function viewOf(snapshot: ApplicationSnapshot): ApplicationView {
  const { application, grades } = snapshot.context;
  return {
    ...application,
    grades: grades?.grades ?? null,
    coefs: grades?.coefs ?? null,
    gradesLoading: snapshot.hasTag('gradesLoading'),
    canChangeProgram: canChangeProgram(application),
    choiceMode: applicationChoiceMode(application),
  };
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
  const loading = useSelector(dashboard, (s) => s.hasTag('loading'));
  const refs = useSelector(dashboard, (s) => s.context.applications);
  const snapshots = useSnapshots(refs);
  const applications = useMemo(() => snapshots.map(viewOf), [snapshots]);
  const changing = snapshots.map((s) => s.children.programChange).find((child) => child !== undefined);

  // The handed-over list served this visit; a reload of the page must fetch fresh data.
  useEffect(() => {
    if (handed) navigate(location.pathname, { replace: true, state: null });
  }, [handed, navigate, location.pathname]);

  return (
    <CandidateDashboard
      status={loading ? 'loading' : 'ready'}
      applications={applications}
      onChangeProgram={(candidateId) =>
        refs[applications.findIndex((a) => a.candidateId === candidateId)]?.send({ type: 'CHANGE_PROGRAM' })
      }
      studentSpaceHref={paths.studentDashboard}
    >
      {changing ? <ProgramChange actorRef={changing} /> : null}
    </CandidateDashboard>
  );
}
