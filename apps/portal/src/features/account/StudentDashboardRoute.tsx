import { useNavigate } from 'react-router-dom';
import { StudentDashboard } from '@admission/ui';
import { useThemeState } from '../../app/Providers';
import { LOGIN_PATH } from '../../app/guards';
import { logout } from '../../services/session';

/** Placeholder student space: hard-coded sample data, no calls (spec section 2). */
export function StudentDashboardRoute() {
  const navigate = useNavigate();
  const [theme, setTheme] = useThemeState();
  return (
    <StudentDashboard
      theme={theme}
      onThemeToggle={setTheme}
      onLogout={() => {
        navigate(LOGIN_PATH, { replace: true });
        logout();
      }}
    />
  );
}
