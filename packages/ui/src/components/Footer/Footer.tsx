import type { ReactNode } from 'react';
import * as styles from './Footer.css';
import { SupportContact } from '../SupportContact/SupportContact';
import { fr } from '../../copy/fr';

export const DEFAULT_PRODUCT = 'Admission';

export interface FooterProps {
  /** The {product} of "Cell-INF/{product} 2025. Tous droits réservés." */
  product?: string | undefined;
  /** The support contact shown on every page (defaults: SupportContact's). */
  supportEmail?: string | undefined;
  supportPhones?: readonly string[] | undefined;
  /** Shown above the support contact. */
  children?: ReactNode | undefined;
}

/**
 * The foot of every page (spec section 1): the support e-mail (subject "Assistance
 * Equivalence/Admission") and phone numbers, then the copyright line.
 */
export function Footer({ product = DEFAULT_PRODUCT, supportEmail, supportPhones, children }: FooterProps) {
  return (
    <footer className={styles.footer}>
      {children}
      <SupportContact
        {...(supportEmail ? { email: supportEmail } : {})}
        {...(supportPhones ? { phones: supportPhones } : {})}
        align="center"
      />
      <p className={styles.copyright}>{fr.footer(product)}</p>
    </footer>
  );
}
