import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { loginMachine, safeRedirectTarget } from '@admission/flows';
import { decodeAccessToken, userFromClaims } from '@admission/api-client';
import { Login } from '@admission/ui';
import { DASHBOARD_PATH, type LoginLocationState } from '../../app/guards';
import { candidateApi, loggedInEvent, sessionActor, tokenClient } from '../../services/session';

/** What the dashboard receives through navigation from the login (spec section 4). */
export interface DashboardLocationState {
  applications?: unknown[];
}

const portalLoginMachine = loginMachine.provide({
  actors: {
    requestToken: fromPromise(async ({ input }) => {
      const outcome = await tokenClient.passwordGrant(input.username, input.password);
      if (outcome.kind === 'success') return outcome.tokens;
      throw { code: outcome.kind };
    }),
    loadUser: fromPromise(async ({ input }) => {
      // Just issued by the identity provider: only its shape is checked here, not its expiry, so a
      // short-lived token or a client clock that is minutes off does not look like a bad login.
      const claims = decodeAccessToken(input.tokens.access_token);
      if (!claims) throw { code: 'invalidCredentials' };
      return userFromClaims(claims);
    }),
    fetchApplications: fromPromise(async ({ input }) => {
      const result = await candidateApi.getApplicationsByAccount(input.accountId);
      if (result.ok) return { isSuccess: true, data: result.data };
      // No answer at all counts as "the fetch threw" (spec: go to the dashboard anyway).
      if (result.error.kind === 'network' || result.error.kind === 'badResponse') throw result.error;
      return { isSuccess: false };
    }),
  },
  actions: {
    storeSession: (_, { tokens, user }) => sessionActor.send(loggedInEvent(tokens, user)),
  },
});

export function LoginRoute() {
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as LoginLocationState | null)?.from;
  const [snapshot, send] = useMachine(portalLoginMachine);

  useEffect(() => {
    if (snapshot.status !== 'done' || !snapshot.output) return;
    const outcome = snapshot.output;
    if (from) {
      navigate(safeRedirectTarget(from, DASHBOARD_PATH), { replace: true });
    } else if (outcome.destination === 'deposit') {
      navigate(outcome.path, { replace: true });
    } else {
      const state: DashboardLocationState = outcome.applications
        ? { applications: outcome.applications }
        : {};
      navigate(DASHBOARD_PATH, { replace: true, state });
    }
  }, [snapshot.status, snapshot.output, from, navigate]);

  const busy =
    snapshot.matches('submitting') ||
    snapshot.matches('checkingRole') ||
    snapshot.matches('fetchingApplications') ||
    snapshot.status === 'done';
  return (
    <Login
      status={busy ? 'submitting' : 'idle'}
      error={snapshot.context.error ?? undefined}
      onSubmit={({ email, password }) => send({ type: 'SUBMIT', username: email, password })}
      registerHref="/admission/register"
      resetPasswordHref="/admission/reset-password"
    />
  );
}
