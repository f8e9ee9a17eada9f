import type { ReactNode } from 'react';
import * as styles from './Footer.css';
import { fr } from '../../copy/fr';
import { flush } from '../../theme/patterns.css';

export const DEFAULT_PRODUCT = 'Admission';

export interface FooterProps {
  /** The {product} of "Cell-INF/{product} 2025. Tous droits réservés." */
  product?: string;
  /** Shown above the copyright line (e.g. a SupportContact). */
  children?: ReactNode;
}

export function Footer({ product = DEFAULT_PRODUCT, children }: FooterProps) {
  return (
    <footer className={styles.footer}>
      {children}
      <p className={flush}>{fr.footer(product)}</p>
    </footer>
  );
}
