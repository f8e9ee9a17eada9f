import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { hasAnyRole, isAccessTokenFresh, staffRedirect, type SessionActorRef } from '@admission/flows';
import { decodeAccessToken, rolesOf } from '@admission/api-client';
import { AccessDenied, Loading, SessionUnavailable } from '@admission/screens';
import { paths, staffListPaths, type LoginLocationState } from '../config/paths';
import { useServices } from '../services/context';

/**
 * A protected route: checks (and if need be refreshes) the session on entry, sends a logged-out
 * user to /connexion remembering where they were going, and shows the access-denied screen when
 * none of `roles` matches.
 */
export function RequireSession({
  roles,
  loginPath = paths.login,
}: {
  roles?: readonly string[];
  /** Where a logged-out user signs in: the candidate login, or the staff sign-in for staff pages. */
  loginPath?: string;
}) {
  const { sessionActor, session, logout, endedForInactivity, endedAsExpired, lastKnown } = useServices();
  const location = useLocation();
  const navigate = useNavigate();
  const target = `${location.pathname}${location.search}`;
  const snapshot = useSelector(sessionActor, (s) => s);
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
    void session.ensureFresh().then((token) => {
      if (live && token) setAdmittedTarget(target);
    });
    return () => {
      live = false;
    };
  }, [fresh, loggedOut, admittedTarget, target, session]);

  if (loggedOut) {
    // A session that ended (refresh refused) remembers the page; a user this guard had let in who
    // logged out ("Déconnexion", here or in another tab, or the inactivity warning) does not: the
    // next sign-in goes home. Inactivity is said on the sign-in page.
    const deliberate = admittedTarget !== null && snapshot.context.error === null;
    const state: LoginLocationState = {
      ...(deliberate ? {} : { from: target }),
      ...(endedForInactivity()
        ? { notice: 'idleLogout' as const }
        : endedAsExpired()
          ? { notice: 'sessionExpired' as const }
          : {}),
    };
    return <Navigate to={loginPath} state={state} replace />;
  }
  // No network to check the session with, and this account's copy on the device: the pages open,
  // and the dashboard shows the copy read-only (docs/behaviour.md, deviation 34). The session is
  // not ended by a network failure; the next check once online decides.
  const offlineWithCopy =
    snapshot.matches('stale') &&
    (snapshot.context.error === 'network' || snapshot.context.error === 'timeout') &&
    lastKnown.read(snapshot.context.claims?.sub ?? null) !== null;
  // Once the copy has opened the page, it stays open: a refresh that a 401 starts later (the
  // session shows "refreshing", no longer "stale") must not put the spinner back over it, unmount
  // the page and have it call again, every time limit, for ever (docs/behaviour.md,
  // « Session »: every wait has one end).
  if (offlineWithCopy && !loggedOut && admittedTarget !== target) setAdmittedTarget(target);
  if (!admitted && !offlineWithCopy) {
    if (snapshot.matches('stale')) {
      return (
        <SessionUnavailable
          error={snapshot.context.error ?? 'network'}
          loginHref={loginPath}
          onRetry={() =>
            void session.ensureFresh().then((token) => {
              if (token) setAdmittedTarget(target);
            })
          }
        />
      );
    }
    return <Loading message="checkingAuth" />;
  }

  if (roles && !hasAnyRole(sessionRoles(sessionActor), roles)) {
    return (
      <AccessDenied
        dashboardHref={paths.dashboard}
        loginHref={loginPath}
        onSwitchAccount={() => {
          navigate(loginPath);
          logout();
        }}
      />
    );
  }
  return <Outlet />;
}

/** Candidate pages: staff (without a candidate role) go to their first list instead. */
export function RedirectStaff() {
  const { sessionActor } = useServices();
  const home = staffRedirect(sessionRoles(sessionActor));
  if (home) return <Navigate to={staffListPaths[home]} replace />;
  return <Outlet />;
}

/**
 * The roles of the signed-in user, from the access token's claims only: the stored `user` is a
 * convenience copy any script on the origin can edit, so it never opens a route.
 */
function sessionRoles(sessionActor: SessionActorRef): readonly string[] {
  const claims = decodeAccessToken(sessionActor.getSnapshot().context.tokens?.accessToken);
  return claims ? rolesOf(claims) : [];
}

/** Whether PublicOnly sends the user on to the dashboard (also decides hydrate versus render in main.tsx). */
export function loggedInOnArrival(sessionActor: SessionActorRef): boolean {
  return sessionActor.getSnapshot().matches('active');
}

/** /connexion: a user already logged in when arriving goes to the candidate dashboard. */
export function PublicOnly() {
  const { sessionActor } = useServices();
  const leaving = (useLocation().state as LoginLocationState | null)?.loggingOut === true;
  // Decided on arrival only: logging in on this page must not yank the user away mid-flow.
  const [redirect] = useState(() => !leaving && loggedInOnArrival(sessionActor));
  if (redirect) return <Navigate to={paths.dashboard} replace />;
  return <Outlet />;
}
