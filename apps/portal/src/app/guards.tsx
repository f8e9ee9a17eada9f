import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { hasAnyRole, isAccessTokenFresh } from '@admission/flows';
import { decodeAccessToken, userFromClaims } from '@admission/api-client';
import { AccessDenied, Loading, SessionUnavailable } from '@admission/ui';
import { logout, session, sessionActor } from '../services/session';

export const LOGIN_PATH = '/connexion';
export const DASHBOARD_PATH = '/admission/candidat/dashboard';

/** Location state of /connexion: where the user was going. */
export interface LoginLocationState {
  from?: string;
}

/**
 * A protected route: checks (and if need be refreshes) the session on entry, sends a logged-out
 * user to /connexion remembering where they were going, and shows the access-denied screen when
 * none of `roles` matches.
 */
export function RequireSession({ roles }: { roles?: readonly string[] }) {
  const location = useLocation();
  const navigate = useNavigate();
  const target = `${location.pathname}${location.search}`;
  const snapshot = useSelector(sessionActor, (s) => s);
  const { user, tokens } = snapshot.context;
  const loggedOut = snapshot.matches('loggedOut');
  // Evaluated when the session changes (the clock is read there, not on every render).
  const fresh = useSelector(
    sessionActor,
    (s) =>
      s.matches('active') &&
      isAccessTokenFresh(s.context.claims, Date.now() / 1000, s.context.skewSeconds, s.context.marginSeconds),
  );
  // The target this guard has let in. The check runs once per entry: a token whose lifetime is
  // shorter than the expiry margin is never "fresh", yet a successful refresh lets the user in (no
  // loop); and once in, a background refresh (a 401 mid-page) never unmounts the page.
  const [admittedTarget, setAdmittedTarget] = useState<string | null>(null);
  // A fresh token admits at once (state adjusted during render, no effect round trip).
  if (fresh && !loggedOut && admittedTarget !== target) setAdmittedTarget(target);
  const admitted = fresh || admittedTarget === target;

  useEffect(() => {
    if (fresh || loggedOut || admittedTarget === target) return;
    let live = true;
    void session.ensureFresh(target).then((outcome) => {
      if (live && outcome.ok) setAdmittedTarget(target);
    });
    return () => {
      live = false;
    };
  }, [fresh, loggedOut, admittedTarget, target]);

  if (loggedOut) {
    const state: LoginLocationState = { from: target };
    return <Navigate to={LOGIN_PATH} state={state} replace />;
  }
  if (!admitted) {
    if (snapshot.matches('stale')) {
      return (
        <SessionUnavailable
          error={snapshot.context.error ?? 'network'}
          onRetry={() =>
            void session.ensureFresh(target).then((outcome) => {
              if (outcome.ok) setAdmittedTarget(target);
            })
          }
        />
      );
    }
    return <Loading message="checkingAuth" />;
  }

  const tokenClaims = user ? null : decodeAccessToken(tokens?.accessToken);
  const roleSource = user ?? (tokenClaims ? userFromClaims(tokenClaims) : null);
  if (roles && !hasAnyRole(roleSource?.roles ?? [], roles)) {
    return (
      <AccessDenied
        dashboardHref={DASHBOARD_PATH}
        loginHref={LOGIN_PATH}
        onSwitchAccount={() => {
          navigate(LOGIN_PATH);
          logout();
        }}
      />
    );
  }
  return <Outlet />;
}

/** Whether PublicOnly sends the user on to the dashboard (also decides hydrate versus render in main.tsx). */
export function loggedInOnArrival(): boolean {
  return sessionActor.getSnapshot().matches('active');
}

/** /connexion: a user already logged in when arriving goes to the candidate dashboard. */
export function PublicOnly() {
  // Decided on arrival only: logging in on this page must not yank the user away mid-flow.
  const [redirect] = useState(loggedInOnArrival);
  if (redirect) return <Navigate to={DASHBOARD_PATH} replace />;
  return <Outlet />;
}
