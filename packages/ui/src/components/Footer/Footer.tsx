import type { ReactNode, Ref } from 'react';
import * as styles from './Footer.css';
import { cx } from '../../utils/cx';
import { SupportContact } from '../SupportContact/SupportContact';

export interface FooterProps {
  /** The last line, the app's own: its copyright or its owner (the package has none of its own). */
  copyright: ReactNode;
  /** The support contact shown on every page (defaults: SupportContact's). */
  supportEmail?: string | undefined;
  /** Support phone numbers (default: the SupportContactProvider's). */
  supportPhones?: readonly string[] | undefined;
  /** Shown above the support contact. */
  children?: ReactNode | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLElement> | undefined;
}

/**
 * The foot of every page: the support e-mail and phone numbers (SupportContact), then the app's
 * copyright line.
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
