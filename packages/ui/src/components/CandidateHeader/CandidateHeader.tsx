import type { ReactNode } from 'react';
import * as styles from './CandidateHeader.css';
import { Button } from '../Button/Button';
import { AppLink } from '../Link/Link';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { LogoutIcon, SchoolIcon } from '../../icons';
import { fr } from '../../copy/fr';
import type { ThemeName } from '../../theme/tokens';

export interface CandidateHeaderProps {
  /** "Déconnexion": the app clears tokens and user, then goes to /connexion. */
  onLogout: () => void;
  theme: ThemeName;
  onThemeToggle: (next: ThemeName) => void;
  /** Where the title links to (default "/"). */
  homeHref?: string;
  /** Extra content before the buttons (e.g. the user's name). */
  children?: ReactNode;
}

export function CandidateHeader({
  onLogout,
  theme,
  onThemeToggle,
  homeHref = '/',
  children,
}: CandidateHeaderProps) {
  return (
    <header className={styles.header}>
      <AppLink to={homeHref} className={styles.brand}>
        <SchoolIcon className={styles.brandMark} />
        {fr.common.appName}
      </AppLink>
      <div className={styles.actions}>
        {children}
        <ThemeToggle theme={theme} onToggle={onThemeToggle} />
        <Button tone="secondary" size="sm" onClick={onLogout}>
          <LogoutIcon />
          {fr.common.logout}
        </Button>
      </div>
    </header>
  );
}
