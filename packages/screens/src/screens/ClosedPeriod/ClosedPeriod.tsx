import type { Ref } from 'react';
import { CenteredPage } from '../../chrome/CenteredPage';
import { publicPagesCopy } from '../../copy/publicPages';
import { formatLongDate } from '../CandidateDashboard/format';
import * as styles from './ClosedPeriod.css';
import { Alert, CalendarIcon, flush } from '@admission/ui';

const copy = publicPagesCopy.closedPeriod;

export interface ClosedPeriodProps {
  /** The footer's support e-mail, when the page stands alone (default: the SupportContactProvider's). */
  supportEmail?: string | undefined;
  /** The footer's support phone numbers, when the page stands alone (default: the provider's). */
  supportPhones?: readonly string[] | undefined;
  /** The {product} of the footer. */
  product?: string | undefined;
  /**
   * The next period's announced opening (the admission calendar, this portal's addition to
   * candidate-service); without it the page says the dates will be announced.
   */
  nextOpening?: { day: string; academicYear: string } | null | undefined;
  /**
   * The last day to change choices while it is ahead (the admission calendar): said beside what is
   * closed, so the page agrees with the dashboard's deadline.
   */
  choicesOpenUntil?: string | null | undefined;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * "Périodes de candidature fermées": shown by the register, deposit and admission routes. Its help
 * is the footer's support block (the page's own, or CandidateLayout's when signed in): one per page.
 */
export function ClosedPeriod({
  supportEmail,
  supportPhones,
  product,
  nextOpening,
  choicesOpenUntil,
  className,
  ref,
}: ClosedPeriodProps) {
  const opensOn = nextOpening ? formatLongDate(nextOpening.day) : null;
  const openUntil = formatLongDate(choicesOpenUntil);
  return (
    <CenteredPage
      ref={ref}
      className={className}
      data-adm="closed-period"
      wide
      title={copy.title}
      {...(product ? { product } : {})}
      {...(supportEmail ? { supportEmail } : {})}
      {...(supportPhones ? { supportPhones } : {})}
    >
      <p className={styles.lead}>{copy.text}</p>
      <Alert tone="caution" title={copy.importantTitle} live="off">
        <p className={flush}>{copy.important}</p>
        {openUntil ? <p className={styles.stillOpen}>{copy.choicesOpen(openUntil)}</p> : null}
      </Alert>
      <p className={styles.datesNote}>
        <CalendarIcon />
        {/*
          A prerendered page may fill this in before the app runs (its template in the attribute,
          {year} and {day} to replace); the app then shows the same sentence once it has read the
          calendar itself, so the text it finds is not a mismatch to report.
        */}
        <span data-next-opening={copy.nextOpening('{year}', '{day}')} suppressHydrationWarning>
          {nextOpening && opensOn ? copy.nextOpening(nextOpening.academicYear, opensOn) : copy.datesNote}
        </span>
      </p>
      <Alert tone="info" title={copy.stayInformedTitle} live="off">
        <p className={flush}>{copy.stayInformed}</p>
      </Alert>
    </CenteredPage>
  );
}
