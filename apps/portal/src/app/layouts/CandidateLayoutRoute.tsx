import { useEffect, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useActorRef, useSelector } from '@xstate/react';
import { idleMachine } from '@admission/flows';
import { CandidateLayout } from '@admission/screens';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';
import { useThemeState } from '../Providers';
import { preloadSessionWarning, SessionWarningSlot } from './SessionWarningSlot';

/** What counts as the candidate being there (pointer moves do not: a cat on a keyboard would). */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

/**
 * The signed-in candidate's pages: one header (« Mon espace », « Mon profil », theme,
 * « Déconnexion »), the page, one footer; and the session timeout warning, for shared phones and
 * cybercafé computers: after a while without activity a countdown, then the session ends.
 */
export function CandidateLayoutRoute() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { logout, session, config } = useServices();
  const [theme, setTheme] = useThemeState();
  const idle = useActorRef(
    idleMachine.provide({ actions: { keepSessionAlive: () => void session.refresh() } }),
    { input: { idleSeconds: config.idleSeconds, warningSeconds: config.idleWarningSeconds } },
  );
  const secondsLeft = useSelector(idle, (s) => (s.matches('warning') ? s.context.secondsLeft : null));

  useEffect(() => {
    const onActivity = () => {
      idle.send({ type: 'ACTIVITY' });
      preloadSessionWarning();
    };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    return () => {
      for (const type of ACTIVITY_EVENTS) window.removeEventListener(type, onActivity, { capture: true });
    };
  }, [idle]);

  useEffect(() => {
    // The guard then sends the user to /connexion, remembering the page and, when the countdown ran
    // out, saying why.
    const subscription = idle.subscribe((snapshot) => {
      if (snapshot.status === 'done') logout(snapshot.output.reason === 'expired' ? 'inactivity' : undefined);
    });
    return () => subscription.unsubscribe();
  }, [idle, logout]);

  return (
    <CandidateLayout
      homeHref={paths.home}
      dashboardHref={paths.dashboard}
      profileHref={paths.profile}
      // The dashboard has two paths; "Mon espace" is current on both.
      currentPath={pathname === paths.home ? paths.dashboard : pathname}
      theme={theme}
      onThemeToggle={setTheme}
      onLogout={() => {
        navigate(paths.login, { replace: true });
        logout();
      }}
    >
      <Outlet />
      {secondsLeft !== null ? (
        <SessionWarningSlot
          secondsLeft={secondsLeft}
          onStay={() => idle.send({ type: 'STAY' })}
          onLogout={() => idle.send({ type: 'LOGOUT' })}
        />
      ) : null}
    </CandidateLayout>
  );
}

/**
 * A public page (closed period, diagnostics) opened by a signed-in candidate: inside the shell, so
 * there is a way back and a way out. Decided on arrival, like the login page's redirect.
 */
export function CandidateShellIfSignedIn() {
  const { sessionActor } = useServices();
  const [signedIn] = useState(() => sessionActor.getSnapshot().matches('active'));
  return signedIn ? <CandidateLayoutRoute /> : <Outlet />;
}
