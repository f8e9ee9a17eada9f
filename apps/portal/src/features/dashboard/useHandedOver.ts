import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { DashboardLocationState } from '../../config/paths';

/**
 * What the login handed over with its navigation (docs/behaviour.md, deviation 15): the
 * applications it fetched, or the failure of that call. It serves this visit only: the history
 * entry is cleared, so a reload of the page fetches fresh data.
 */
export function useHandedOver(): DashboardLocationState {
  const navigate = useNavigate();
  const location = useLocation();
  const handed = (location.state as DashboardLocationState | null) ?? {};
  const applications = handed.applications;
  useEffect(() => {
    if (applications) navigate(location.pathname, { replace: true, state: null });
  }, [applications, navigate, location.pathname]);
  return handed;
}
