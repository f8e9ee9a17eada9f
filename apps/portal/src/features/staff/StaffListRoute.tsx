import { useCallback, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { ApplicationsList, sampleApplicationsByKind } from '@admission/ui';

/** Spec section 9: the sidebar state cookie lasts 7 days. */
const SIDEBAR_COOKIE = 'sidebar_state';
const SIDEBAR_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

function readSidebarCollapsed(): boolean {
  return document.cookie.split('; ').some((entry) => entry === `${SIDEBAR_COOKIE}=false`);
}

/** The staff lists use the spec's hard-coded sample data: no server call. */
export function StaffListRoute({ kind }: { kind: 'universite' | 'coran' | 'majalis' }) {
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);

  const onCollapsedChange = useCallback((next: boolean) => {
    setCollapsed(next);
    // The cookie says whether the sidebar is open, as the spec's sidebar does.
    document.cookie = `${SIDEBAR_COOKIE}=${next ? 'false' : 'true'}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
  }, []);

  return (
    <ApplicationsList
      kind={kind}
      applications={sampleApplicationsByKind[kind]}
      currentPath={location.pathname}
      sidebarCollapsed={collapsed}
      onSidebarCollapsedChange={onCollapsedChange}
    />
  );
}
