import type { ReactNode, Ref } from 'react';
import * as styles from './CandidateLayout.css';
import { cx } from '../../utils/cx';
import { CandidateHeader } from '../CandidateHeader/CandidateHeader';
import { Footer } from '../Footer/Footer';
import { InLayoutContext } from '../PageLayout/InLayout';
import type { ThemeName } from '../../theme/tokens';

export interface CandidateLayoutProps {
  /** Le nom de l’application, titre de l’en-tête. */
  productName: ReactNode;
  /** La dernière ligne du pied de page, celle de l’application (ses droits). */
  copyright: ReactNode;
  /** « Déconnexion » : l’application efface les jetons et l’utilisateur, puis affiche sa page de connexion. */
  onLogout: () => void;
  /** Le thème affiché (le bouton de l’en-tête propose l’autre). */
  theme: ThemeName;
  /** Appelée avec l’autre thème ; l’application l’applique et le garde. */
  onThemeToggle: (next: ThemeName) => void;
  /** La cible du titre de l’en-tête (par défaut « / »). */
  homeHref?: string | undefined;
  /** La cible de « Mon espace » dans l’en-tête (le tableau de bord du candidat). */
  dashboardHref: string;
  /** La cible de « Mon profil » dans l’en-tête. */
  profileHref: string;
  /** Le chemin de la page affichée : le lien de l’en-tête qui y mène porte aria-current="page". */
  currentPath?: string | undefined;
  /** L’e-mail de l’assistance du pied de page (par défaut, celui du Footer). */
  supportEmail?: string | undefined;
  /** Les numéros de l’assistance du pied de page (par défaut : ceux du SupportContactProvider). */
  supportPhones?: readonly string[] | undefined;
  /** Le contenu de la page, avec son `<h1>` (un tableau de bord, un profil…). */
  children: ReactNode;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * Une page de candidat ou d’étudiant connecté : l’en-tête (le nom de l’application, « Mon espace »,
 * « Mon profil », le thème, « Déconnexion »), le `<main>` de la page, le pied de page avec le
 * contact de l’assistance.
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
