import type { ReactNode, Ref } from 'react';
import * as styles from './CandidateHeader.css';
import { cx } from '../../utils/cx';
import { Button } from '../Button/Button';
import { AppLink } from '../Link/Link';
import { ThemeToggle } from '../ThemeToggle/ThemeToggle';
import { LogoutIcon, SchoolIcon } from '../../icons';
import { useUiCopy } from '../../copy/UiCopyProvider';
import type { ThemeName } from '../../theme/tokens';

export interface CandidateHeaderProps {
  /** Le nom de l’application, titre de l’en-tête (un lien vers `homeHref`), à côté de la marque. */
  productName: ReactNode;
  /** « Déconnexion » : l’application efface les jetons et l’utilisateur, puis affiche sa page de connexion. */
  onLogout: () => void;
  /** Le thème affiché (le bouton propose l’autre). */
  theme: ThemeName;
  /** Appelée avec l’autre thème ; l’application l’applique et le garde. */
  onThemeToggle: (next: ThemeName) => void;
  /** La cible du titre (par défaut « / »). */
  homeHref?: string | undefined;
  /** La cible de « Mon espace » ; avec `profileHref`, l’en-tête montre les deux liens. */
  dashboardHref?: string | undefined;
  /** La cible de « Mon profil ». */
  profileHref?: string | undefined;
  /** Le chemin de la page affichée : le lien qui y mène porte aria-current="page". */
  currentPath?: string | undefined;
  /** Un contenu avant le bouton de thème (le nom de la personne connectée, par exemple). */
  children?: ReactNode | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLElement> | undefined;
  /** Le crochet de style `data-adm` de la racine (par défaut `candidate-header` ; StaffHeader donne `staff-header`). */
  'data-adm'?: string | undefined;
}

/**
 * L’en-tête d’une personne connectée : le nom de l’application (accueil), « Mon espace » et « Mon
 * profil », le bouton de thème et « Déconnexion ». Deux lignes sur un écran étroit (titre et bouton
 * de thème, puis liens et « Déconnexion »), une seule à partir de 48rem ; rien ne déborde jamais.
 */
export function CandidateHeader({
  productName,
  onLogout,
  theme,
  onThemeToggle,
  homeHref = '/',
  dashboardHref,
  profileHref,
  currentPath,
  children,
  className,
  ref,
  'data-adm': name = 'candidate-header',
}: CandidateHeaderProps) {
  const copy = useUiCopy();
  const links =
    dashboardHref !== undefined && profileHref !== undefined
      ? [
          { href: dashboardHref, label: copy.shell.dashboard },
          { href: profileHref, label: copy.shell.profile },
        ]
      : [];
  return (
    <header ref={ref} className={cx(styles.header, className)} data-adm={name} data-adm-print="hide">
      <AppLink to={homeHref} className={styles.brand} data-adm-part="brand">
        <SchoolIcon className={styles.brandMark} />
        {productName}
      </AppLink>
      {links.length > 0 ? (
        <nav aria-label={copy.shell.navigation} className={styles.nav} data-adm-part="nav">
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
      <div className={styles.tools} data-adm-part="tools">
        {children}
        <ThemeToggle theme={theme} onToggle={onThemeToggle} />
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={onLogout}
        className={styles.logout}
        data-adm-part="logout"
      >
        <LogoutIcon />
        {copy.common.logout}
      </Button>
    </header>
  );
}
