import { useCallback, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { StaffLayout } from '@admission/ui';

/** Spec section 9: the sidebar state cookie lasts 7 days. */
const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

function readSidebarCollapsed(): boolean {
  return document.cookie.split('; ').some((entry) => entry === `${SIDEBAR_COOKIE}=false`);
}

/** The staff pages: the modules sidebar (its state kept in a cookie) beside the page. */
export function StaffLayoutRoute() {
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);

  const onCollapsedChange = useCallback((next: boolean) => {
    setCollapsed(next);
    // The cookie says whether the sidebar is open, as the spec's sidebar does.
    document.cookie = `${SIDEBAR_COOKIE}=${next ? 'false' : 'true'}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
  }, []);

  return (
    <StaffLayout currentPath={location.pathname} collapsed={collapsed} onCollapsedChange={onCollapsedChange}>
      <Outlet />
    </StaffLayout>
  );
}
