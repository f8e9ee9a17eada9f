import type { ReactNode, Ref } from 'react';
import * as styles from './PageLayout.css';
import { cx } from '../../utils/cx';
import { SchoolIcon } from '../../icons';
import { Footer } from '../Footer/Footer';
import { useInLayout } from './InLayout';

export interface CenteredPageProps {
  /** Le nom de l’application, en tête de page à côté de la marque (une page seule). */
  productName: ReactNode;
  /** La dernière ligne du pied de page, celle de l’application (une page seule). */
  copyright: ReactNode;
  /** L’unique `<h1>` de la page. */
  title: ReactNode;
  /** Une ligne sous le titre. */
  subtitle?: ReactNode | undefined;
  /** Le contenu du panneau. */
  children?: ReactNode | undefined;
  /** Affiché sous le panneau. */
  after?: ReactNode | undefined;
  /** Un panneau plus large (48 rem au lieu de 30 rem). */
  wide?: boolean | undefined;
  /** L’e-mail de l’assistance du pied de page (par défaut : celui du SupportContactProvider). */
  supportEmail?: string | undefined;
  /** Les numéros de l’assistance du pied de page (par défaut : ceux du SupportContactProvider). */
  supportPhones?: readonly string[] | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
  /**
   * Le repère de style `data-adm` de la racine (`centered-page` par défaut) : un écran dessiné avec
   * ce gabarit donne son propre nom (`login`, `not-found`…).
   */
  'data-adm'?: string | undefined;
}

/**
 * Une page entière avec un panneau centré et le pied de page (contact de l’assistance, droits
 * d’auteur) : le gabarit des pages de connexion, de réinitialisation, de vérification, de période
 * fermée et d’erreur.
 */
export function CenteredPage({
  productName,
  copyright,
  title,
  subtitle,
  children,
  after,
  wide,
  supportEmail,
  supportPhones,
  className,
  ref,
  'data-adm': name = 'centered-page',
}: CenteredPageProps) {
  const inLayout = useInLayout();
  const heading = (
    <>
      <h1 className={styles.title} data-adm-part="title">
        {title}
      </h1>
      {subtitle ? (
        <p className={styles.subtitle} data-adm-part="subtitle">
          {subtitle}
        </p>
      ) : null}
    </>
  );
  if (inLayout) {
    return (
      <div ref={ref} className={cx(styles.panel, wide && styles.wide, className)} data-adm={name}>
        {heading}
        {children}
        {after}
      </div>
    );
  }
  return (
    <div ref={ref} className={cx(styles.page, className)} data-adm={name}>
      <div className={styles.content}>
        {/* The app's name heads the page, on the public pages too. */}
        <header className={styles.brand} data-adm-part="header">
          <SchoolIcon className={styles.brandMark} />
          {productName}
        </header>
        <main className={cx(styles.panel, wide && styles.wide)} data-adm-part="panel">
          {heading}
          {children}
        </main>
        {after}
      </div>
      <Footer
        copyright={copyright}
        {...(supportEmail ? { supportEmail } : {})}
        {...(supportPhones ? { supportPhones } : {})}
      />
    </div>
  );
}

/**
 * Les noms de classe des parties de la page centrée, pour les écrans composés avec elle (et le
 * centrage de `Loading`).
 */
export const pageStyles = {
  centered: styles.centered,
  form: styles.form,
  links: styles.links,
  linksParagraph: styles.linksParagraph,
  actions: styles.actions,
};
