import { Outlet, useNavigate } from 'react-router-dom';
import { CandidateLayout } from '@admission/ui';
import { paths } from '../../config/paths';
import { useServices } from '../../services/context';
import { useThemeState } from '../Providers';

/** The signed-in candidate's pages: one header (theme, "Déconnexion"), the page, one footer. */
export function CandidateLayoutRoute() {
  const navigate = useNavigate();
  const { logout } = useServices();
  const [theme, setTheme] = useThemeState();
  return (
    <CandidateLayout
      homeHref={paths.home}
      theme={theme}
      onThemeToggle={setTheme}
      onLogout={() => {
        navigate(paths.login, { replace: true });
        logout();
      }}
    >
      <Outlet />
    </CandidateLayout>
  );
}
