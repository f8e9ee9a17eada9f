import type { ReactNode } from 'react';
import * as styles from './CandidateLayout.css';
import { CandidateHeader } from '../CandidateHeader/CandidateHeader';
import { Footer } from '../Footer/Footer';
import type { ThemeName } from '../../theme/tokens';

export interface CandidateLayoutProps {
  /** "Déconnexion": the app clears tokens and user, then goes to /connexion. */
  onLogout: () => void;
  theme: ThemeName;
  onThemeToggle: (next: ThemeName) => void;
  /** Where the header's title links to (default "/"). */
  homeHref?: string;
  /** The {product} of the footer. */
  product?: string;
  /** The footer's support contact (defaults: Footer's). */
  supportEmail?: string;
  supportPhones?: readonly string[];
  /** The page's content, with its `<h1>` (e.g. CandidateDashboard, StudentDashboard, Profile). */
  children: ReactNode;
}

/** A candidate or student page: the header, the page's `<main>`, the footer. */
export function CandidateLayout({
  onLogout,
  theme,
  onThemeToggle,
  homeHref,
  product,
  supportEmail,
  supportPhones,
  children,
}: CandidateLayoutProps) {
  return (
    <div className={styles.page}>
      <CandidateHeader
        onLogout={onLogout}
        theme={theme}
        onThemeToggle={onThemeToggle}
        {...(homeHref ? { homeHref } : {})}
      />
      <main className={styles.main}>{children}</main>
      <Footer
        {...(product ? { product } : {})}
        {...(supportEmail ? { supportEmail } : {})}
        {...(supportPhones ? { supportPhones } : {})}
      />
    </div>
  );
}
