import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useMachine } from '@xstate/react';
import { loginMachine, portalAdmits, safeRedirectTarget, type LoginPortal } from '@admission/flows';
import { Login } from '@admission/screens';
import {
  paths,
  staffListPaths,
  type DashboardLocationState,
  type LoginLocationState,
} from '../../config/paths';
import { useServices } from '../../services/context';
import { fromCall } from '../../services/fromCall';
import { readLoginFailures, storeLoginFailures } from '../../services/loginFailures';
import { reportLog } from '../../services/report';
import { rememberTypedAddress, typedAddress } from '../../services/typedAddress';

/** The candidate login (`/connexion`) or, with `portal="staff"`, the staff sign-in: one machine, one screen. */
export function LoginRoute({ portal = 'candidate' }: { portal?: LoginPortal }) {
  const { tokenClient, candidateApi, signIn } = useServices();
  const navigate = useNavigate();
  const location = useLocation();
  const { from, notice, confirmation } = (location.state as LoginLocationState | null) ?? {};
  const [snapshot, send] = useMachine(
    loginMachine.provide({
      actors: {
        // A session this page refuses for its roles never keeps its DPoP key (docs/behaviour.md,
        // deviation 55): admitted by the same rule as the machine's.
        requestToken: fromCall((input) =>
          tokenClient.passwordGrant(input.username, input.password, {
            admit: ({ user }) => portalAdmits(portal, user.roles),
          }),
        ),
        fetchApplications: fromCall((input, signal) =>
          candidateApi.getApplicationsByAccount(input.accountId, { signal }),
        ),
      },
      actions: {
        storeSession: (_, signedIn) => signIn(signedIn),
        storeFailures: (_, counts) => storeLoginFailures(counts),
        // Refused by the role check: nothing is stored, and the session opened at the identity
        // provider is ended too (best effort: the refusal is shown whatever the answer).
        // Revoked without a proof: the refused grant's key was not kept (revocation reads none).
        endRefusedSession: (_, { tokens }) => {
          if (tokens.refresh_token) void tokenClient.logout(tokens.refresh_token, { key: null });
        },
        log: reportLog,
      },
    }),
    { input: { portal, failures: readLoginFailures() } },
  );

  useEffect(() => {
    if (snapshot.status !== 'done') return;
    const outcome = snapshot.output;
    if (outcome.destination === 'staff') {
      const home = staffListPaths[outcome.home];
      navigate(from ? safeRedirectTarget(from, home) : home, { replace: true });
    } else if (from) {
      navigate(safeRedirectTarget(from, paths.dashboard), { replace: true });
    } else if (outcome.destination === 'deposit') {
      navigate(paths.deposit, { replace: true });
    } else {
      const state: DashboardLocationState = outcome.applications
        ? { applications: outcome.applications }
        : { loadError: outcome.loadError };
      navigate(paths.dashboard, { replace: true, state });
    }
  }, [snapshot.status, snapshot.output, from, navigate]);

  return (
    <Login
      variant={portal}
      status={snapshot.hasTag('busy') || snapshot.hasTag('overloaded') ? 'submitting' : 'idle'}
      overloaded={
        snapshot.hasTag('overloaded') && snapshot.context.retry
          ? { retryAt: snapshot.context.retry.at, onCancel: () => send({ type: 'CANCEL' }) }
          : undefined
      }
      error={snapshot.context.error ?? undefined}
      notice={notice}
      confirmation={confirmation}
      // After a verification link: the address, when this page had it typed (kept in memory only).
      defaultEmail={(confirmation && typedAddress()) || undefined}
      onSubmit={({ email, password }) => {
        rememberTypedAddress(email);
        send({ type: 'SUBMIT', username: email, password });
      }}
      registerHref={paths.register}
      resetPasswordHref={paths.resetPassword}
      staffLoginHref={paths.staffLogin}
      resendVerificationHref={paths.resendVerification}
    />
  );
}
