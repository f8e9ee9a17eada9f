import type { ReactNode, Ref } from 'react';
import * as styles from './Footer.css';
import { cx } from '../../utils/cx';
import { SupportContact } from '../SupportContact/SupportContact';
import { useUiCopy } from '../../copy/UiCopyProvider';

const DEFAULT_PRODUCT = 'Admission';

export interface FooterProps {
  /** The {product} of "Cell-INF/{product} 2025. Tous droits réservés." */
  product?: string | undefined;
  /** The support contact shown on every page (defaults: SupportContact's). */
  supportEmail?: string | undefined;
  /** Support phone numbers (default: the SupportContactProvider's). */
  supportPhones?: readonly string[] | undefined;
  /** Shown above the support contact. */
  children?: ReactNode | undefined;
  /** Extra class names on the root element. */
  className?: string | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLElement> | undefined;
}

/**
 * The foot of every page (docs/behaviour.md, « Who uses it »): the support e-mail (subject "Assistance
 * Equivalence/Admission") and phone numbers, then the copyright line.
 */
export function Footer({
  product = DEFAULT_PRODUCT,
  supportEmail,
  supportPhones,
  children,
  className,
  ref,
}: FooterProps) {
  const copy = useUiCopy();
  return (
    <footer ref={ref} className={cx(styles.footer, className)} data-adm="footer" data-adm-print="hide">
      {children}
      <SupportContact
        {...(supportEmail ? { email: supportEmail } : {})}
        {...(supportPhones ? { phones: supportPhones } : {})}
        align="center"
      />
      <p className={styles.copyright} data-adm-part="copyright">
        {copy.footer(product)}
      </p>
    </footer>
  );
}
