import type { ReactNode } from 'react';
import * as styles from './CandidateHeader.css';
import { Button } from '../Button/Button';
import { AppLink } from '../Link/Link';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { LogoutIcon, SchoolIcon } from '../../icons';
import { fr } from '../../copy/fr';
import type { ThemeName } from '../../theme/tokens';

export interface CandidateHeaderProps {
  /** "Déconnexion": the app clears tokens and user, then shows its login page. */
  onLogout: () => void;
  theme: ThemeName;
  onThemeToggle: (next: ThemeName) => void;
  /** Where the title links to (default "/"). */
  homeHref?: string | undefined;
  /** Target of "Mon espace"; with `profileHref`, the header shows both links. */
  dashboardHref?: string | undefined;
  /** Target of "Mon profil". */
  profileHref?: string | undefined;
  /** The current page's path: the link whose href equals it is marked aria-current="page". */
  currentPath?: string | undefined;
  /** Extra content before the theme toggle (e.g. the user's name). */
  children?: ReactNode | undefined;
}

/**
 * The signed-in header: "Admission en ligne" (home), "Mon espace" and "Mon profil", the theme
 * toggle and "Déconnexion". Two rows on a narrow screen (title and toggle, then links and
 * "Déconnexion"), one row from 48rem; nothing ever overflows.
 */
export function CandidateHeader({
  onLogout,
  theme,
  onThemeToggle,
  homeHref = '/',
  dashboardHref,
  profileHref,
  currentPath,
  children,
}: CandidateHeaderProps) {
  const links =
    dashboardHref !== undefined && profileHref !== undefined
      ? [
          { href: dashboardHref, label: fr.shell.dashboard },
          { href: profileHref, label: fr.shell.profile },
        ]
      : [];
  return (
    <header className={styles.header}>
      <AppLink to={homeHref} className={styles.brand}>
        <SchoolIcon className={styles.brandMark} />
        {fr.common.appName}
      </AppLink>
      {links.length > 0 ? (
        <nav aria-label={fr.shell.navigation} className={styles.nav}>
          <ul className={styles.navList}>
            {links.map((link) => (
              <li key={link.label}>
                <AppLink
                  to={link.href}
                  className={styles.navLink}
                  aria-current={link.href === currentPath ? 'page' : undefined}
                >
                  {link.label}
                </AppLink>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <div className={styles.tools}>
        {children}
        <ThemeToggle theme={theme} onToggle={onThemeToggle} />
      </div>
      <Button tone="secondary" size="sm" onClick={onLogout} className={styles.logout}>
        <LogoutIcon />
        {fr.common.logout}
      </Button>
    </header>
  );
}
