import type { Ref } from 'react';
import { CenteredPage } from '../../components/PageLayout/PageLayout';
import { Alert } from '../../components/Alert/Alert';
import { CalendarIcon } from '../../icons';
import { fr } from '../../copy/fr';
import { flush } from '../../theme/patterns.css';
import * as styles from './ClosedPeriod.css';

export interface ClosedPeriodProps {
  /** The footer's support e-mail, when the page stands alone (default: the SupportContactProvider's). */
  supportEmail?: string | undefined;
  /** The footer's support phone numbers, when the page stands alone (default: the provider's). */
  supportPhones?: readonly string[] | undefined;
  /** The {product} of the footer. */
  product?: string | undefined;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * "Périodes de candidature fermées": shown by the register, deposit and admission routes. Its help
 * is the footer's support block (the page's own, or CandidateLayout's when signed in): one per page.
 */
export function ClosedPeriod({ supportEmail, supportPhones, product, className, ref }: ClosedPeriodProps) {
  return (
    <CenteredPage
      ref={ref}
      className={className}
      wide
      title={fr.closedPeriod.title}
      {...(product ? { product } : {})}
      {...(supportEmail ? { supportEmail } : {})}
      {...(supportPhones ? { supportPhones } : {})}
    >
      <p className={styles.lead}>{fr.closedPeriod.text}</p>
      <Alert tone="warning" title={fr.closedPeriod.importantTitle} live="off">
        <p className={flush}>{fr.closedPeriod.important}</p>
      </Alert>
      <p className={styles.datesNote}>
        <CalendarIcon />
        <span>{fr.closedPeriod.datesNote}</span>
      </p>
      <Alert tone="info" title={fr.closedPeriod.stayInformedTitle} live="off">
        <p className={flush}>{fr.closedPeriod.stayInformed}</p>
      </Alert>
    </CenteredPage>
  );
}
