import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMachine, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { dashboardLoaderMachine } from '@admission/flows';
import type { Application } from '@admission/api-client';
import { CandidateDashboard } from '@admission/ui';
import { useThemeState } from '../../app/Providers';
import { LOGIN_PATH } from '../../app/guards';
import { envelopeOf } from '../../services/envelope';
import { candidateApi, logout, sessionActor, tokenStorage } from '../../services/session';
import type { DashboardLocationState } from '../login/LoginRoute';
import { ProgramChange } from './ProgramChange';

const portalDashboardLoader = dashboardLoaderMachine.provide({
  actors: {
    fetchApplications: fromPromise(async ({ input }) =>
      envelopeOf(await candidateApi.getApplicationsByAccount(input.accountId)),
    ),
    fetchGrades: fromPromise(async ({ input }) =>
      envelopeOf(await candidateApi.getGradesAndCoefs(input.bacResultId)),
    ),
    fetchDetails: fromPromise(async ({ input }) =>
      envelopeOf(await candidateApi.getApplicationDetails(input.candidateId)),
    ),
  },
});

export function DashboardRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const [theme, setTheme] = useThemeState();
  const sessionSubject = useSelector(
    sessionActor,
    (s) => s.context.user?.id ?? s.context.claims?.sub ?? null,
  );
  // The login hands over the applications it fetched (spec section 4); otherwise call 3 runs here.
  const handed = (location.state as DashboardLocationState | null)?.applications as Application[] | undefined;
  const [snapshot, send] = useMachine(portalDashboardLoader, {
    input: { accountId: tokenStorage.getAccountId() ?? sessionSubject, applications: handed ?? null },
  });
  const [editing, setEditing] = useState<string | null>(null);

  const { applications: loaded, grades, pending } = snapshot.context;
  const applications = useMemo(
    () =>
      loaded.map((application, index) => ({
        ...application,
        ...grades[application.candidateId],
        gradesLoading: pending.includes(`grades-${index}`),
      })),
    [loaded, grades, pending],
  );

  // The handed-over list served this visit; a reload of the page must fetch fresh data.
  useEffect(() => {
    if (handed) navigate(location.pathname, { replace: true, state: null });
  }, [handed, navigate, location.pathname]);

  const onLogout = useCallback(() => {
    navigate(LOGIN_PATH, { replace: true });
    logout();
  }, [navigate]);

  const editedApplication = applications.find((a) => a.candidateId === editing) ?? null;

  return (
    <CandidateDashboard
      status={snapshot.matches('loadingApplications') ? 'loading' : 'ready'}
      applications={applications}
      onChangeProgram={setEditing}
      onLogout={onLogout}
      studentSpaceHref="/student/dashboard"
      theme={theme}
      onThemeToggle={setTheme}
    >
      {editedApplication ? (
        <ProgramChange
          key={editedApplication.candidateId}
          application={editedApplication}
          onClose={() => setEditing(null)}
          onSaved={(application) => send({ type: 'APPLICATION_UPDATED', application })}
        />
      ) : null}
    </CandidateDashboard>
  );
}
