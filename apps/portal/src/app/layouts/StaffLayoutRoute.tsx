import { useCallback, useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { StaffLayout } from '@admission/ui';
import { StaffHeader } from '@admission/screens';
import { paths, type LoginLocationState } from '../../config/paths';
import { staffNavigation } from '../../config/staffNavigation';
import { useServices } from '../../services/context';
import { useThemeState } from '../Providers';

/** The sidebar state cookie lasts 7 days (docs/behaviour.md, « Constants and limits »). */
const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

function readSidebarCollapsed(): boolean {
  return document.cookie.split('; ').some((entry) => entry === `${SIDEBAR_COOKIE}=false`);
}

/** The staff pages: header (who, theme, "Déconnexion"), the modules sidebar (its state in a cookie), the page. */
export function StaffLayoutRoute() {
  const location = useLocation();
  const navigate = useNavigate();
  const { sessionActor, logout } = useServices();
  const user = useSelector(sessionActor, (s) => s.context.user);
  const [theme, setTheme] = useThemeState();
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);

  const onCollapsedChange = useCallback((next: boolean) => {
    setCollapsed(next);
    // The cookie says whether the sidebar is open, as the spec's sidebar does.
    document.cookie = `${SIDEBAR_COOKIE}=${next ? 'false' : 'true'}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
  }, []);

  const name = user ? `${user.firstName} ${user.lastName}`.trim() || user.email : '';
  return (
    <StaffLayout
      currentPath={location.pathname}
      collapsed={collapsed}
      onCollapsedChange={onCollapsedChange}
      navigation={staffNavigation}
      header={
        <StaffHeader
          name={name}
          roles={user?.roles ?? []}
          theme={theme}
          onThemeToggle={setTheme}
          homeHref={paths.home}
          onLogout={() => {
            // The sign-in page is on screen (flushSync) before the session ends, so no guard of the
            // page left remembers it as a target: whoever signs in next lands on their own home.
            // It is told the user is leaving, so PublicOnly does not send them back in.
            const state: LoginLocationState = { loggingOut: true };
            void navigate(paths.staffLogin, { replace: true, state, flushSync: true });
            logout();
          }}
        />
      }
    >
      <Outlet />
    </StaffLayout>
  );
}
