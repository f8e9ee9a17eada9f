import type { ReactNode, Ref } from 'react';
import * as styles from './Footer.css';
import { cx } from '../../utils/cx';
import { SupportContact } from '../SupportContact/SupportContact';

export interface FooterProps {
  /** La dernière ligne, celle de l’application : ses droits ou son propriétaire (le paquet n’en a pas). */
  copyright: ReactNode;
  /** L’e-mail de l’assistance, sur chaque page (par défaut, celui de SupportContact). */
  supportEmail?: string | undefined;
  /** Les numéros de l’assistance (par défaut : ceux du SupportContactProvider). */
  supportPhones?: readonly string[] | undefined;
  /** Affiché au-dessus du contact de l’assistance. */
  children?: ReactNode | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLElement> | undefined;
}

/**
 * Le pied de chaque page : l’e-mail et les numéros de téléphone de l’assistance (`SupportContact`),
 * puis la ligne de droits d’auteur de l’application.
 */
export function Footer({ copyright, supportEmail, supportPhones, children, className, ref }: FooterProps) {
  return (
    <footer ref={ref} className={cx(styles.footer, className)} data-adm="footer" data-adm-print="hide">
      {children}
      <SupportContact
        {...(supportEmail ? { email: supportEmail } : {})}
        {...(supportPhones ? { phones: supportPhones } : {})}
        align="center"
      />
      <p className={styles.copyright} data-adm-part="copyright">
        {copyright}
      </p>
    </footer>
  );
}
