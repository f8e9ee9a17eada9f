import type { ReactNode, Ref } from 'react';
import * as styles from './CandidateLayout.css';
import { cx } from '../../utils/cx';
import { CandidateHeader } from '../CandidateHeader/CandidateHeader';
import { Footer } from '../Footer/Footer';
import { InLayoutContext } from '../PageLayout/InLayout';
import type { ThemeName } from '../../theme/tokens';

export interface CandidateLayoutProps {
  /** The app's name, the header's title. */
  productName: ReactNode;
  /** The footer's last line, the app's copyright. */
  copyright: ReactNode;
  /** "Déconnexion": the app clears tokens and user, then shows its login page. */
  onLogout: () => void;
  /** The theme in use (the header's toggle offers the other one). */
  theme: ThemeName;
  /** Called with the other theme; the app applies and stores it. */
  onThemeToggle: (next: ThemeName) => void;
  /** Where the header's title links to (default "/"). */
  homeHref?: string | undefined;
  /** Target of the header's "Mon espace" (the candidate dashboard). */
  dashboardHref: string;
  /** Target of the header's "Mon profil". */
  profileHref: string;
  /** The current page's path; the header link whose href equals it gets aria-current="page". */
  currentPath?: string | undefined;
  /** The footer's support contact (defaults: Footer's). */
  supportEmail?: string | undefined;
  /** The footer's support phone numbers (default: the SupportContactProvider's). */
  supportPhones?: readonly string[] | undefined;
  /** The page's content, with its `<h1>` (e.g. CandidateDashboard, StudentDashboard, Profile). */
  children: ReactNode;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * A signed-in candidate or student page: the header (the app's name, "Mon espace", "Mon
 * profil", theme, "Déconnexion"), the page's `<main>`, the footer with the support contact.
 */
export function CandidateLayout({
  productName,
  copyright,
  onLogout,
  theme,
  onThemeToggle,
  homeHref,
  dashboardHref,
  profileHref,
  currentPath,
  supportEmail,
  supportPhones,
  children,
  className,
  ref,
}: CandidateLayoutProps) {
  return (
    <div ref={ref} className={cx(styles.page, className)} data-adm="candidate-layout">
      <CandidateHeader
        productName={productName}
        onLogout={onLogout}
        theme={theme}
        onThemeToggle={onThemeToggle}
        {...(homeHref ? { homeHref } : {})}
        dashboardHref={dashboardHref}
        profileHref={profileHref}
        {...(currentPath !== undefined ? { currentPath } : {})}
      />
      <main className={styles.main} data-adm-part="main">
        <InLayoutContext.Provider value={true}>{children}</InLayoutContext.Provider>
      </main>
      <Footer
        copyright={copyright}
        {...(supportEmail ? { supportEmail } : {})}
        {...(supportPhones ? { supportPhones } : {})}
      />
    </div>
  );
}
