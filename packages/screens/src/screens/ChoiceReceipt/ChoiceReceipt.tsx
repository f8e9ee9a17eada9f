import type { Ref } from 'react';
import type { ReceiptEmailErrorCode, ReceiptLoadErrorCode } from '@admission/flows';
import * as styles from './ChoiceReceipt.css';
import { receiptCopy as copy } from '../../copy/receipt';
import { formatDateAndTime } from '../CandidateDashboard/format';
import { Alert, Button, AppLink, Spinner, MailIcon, PrinterIcon, Stack, cx } from '@admission/ui';

/** The receipt of a saved programme change, as the service gave it (this portal's addition). */
export interface ChoiceReceiptView {
  /** e.g. `JUS-2026-4F7K-9QXM`. */
  reference: string;
  candidateId: string;
  /** ISO 8601 date-time of the save. */
  savedAt: string;
  /** The application's version the change made (1 is the submission). */
  version: number;
  /** The choice as saved, by rank (one item of rank 1 for a single programme). */
  choices: readonly { rank: number; programName: string }[];
}

export interface ChoiceReceiptProps {
  /** loading, ready (`receipt` given), notFound (unknown or not this account's), or failed (`loadError`). */
  status: 'loading' | 'ready' | 'notFound' | 'failed';
  receipt?: ChoiceReceiptView | null | undefined;
  /** Right after « Enregistrer »: the page opens by confirming the change. */
  justSaved?: boolean | undefined;
  /** Whose application it is, printed with the receipt (from the session). */
  candidateName?: string | null | undefined;
  /** Why the receipt could not be loaded, when `status` is failed. */
  loadError?: ReceiptLoadErrorCode | null | undefined;
  /** « Réessayer » after a failed load (absent: not offered, e.g. once the session ended). */
  onRetry?: (() => void) | undefined;
  /** Where the e-mail stands: idle, sending, sent, or failed (`emailError`). */
  emailStatus?: 'idle' | 'sending' | 'sent' | 'failed' | undefined;
  emailError?: ReceiptEmailErrorCode | null | undefined;
  /** The service's own words: where the e-mail went, or when to try again. */
  emailMessage?: string | null | undefined;
  /** « Recevoir par e-mail ». */
  onSendEmail: () => void;
  /** « Imprimer ou enregistrer en PDF » (the app calls `window.print()`). */
  onPrint: () => void;
  /** « Retour au tableau de bord ». */
  dashboardHref: string;
  /**
   * Draws the page as it prints (no actions, black on white), for review in Storybook; the browser
   * applies the same rules when printing, whatever this says.
   */
  printPreview?: boolean | undefined;
  /** Extra class names on the root element. */
  className?: string | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * The receipt of a programme change (docs/behaviour.md, deviation 52): its reference, date and
 * time, the choices as saved; « Imprimer ou enregistrer en PDF » (a print stylesheet: one A4 page,
 * nothing but the receipt) and « Recevoir par e-mail ». The page's content with its `<h1>`, placed
 * inside CandidateLayout.
 */
export function ChoiceReceipt({
  status,
  receipt,
  justSaved = false,
  candidateName,
  loadError,
  onRetry,
  emailStatus = 'idle',
  emailError,
  emailMessage,
  onSendEmail,
  onPrint,
  dashboardHref,
  printPreview = false,
  className,
  ref,
}: ChoiceReceiptProps) {
  const shown = status === 'ready' && receipt ? receipt : null;
  const savedAt = shown ? (formatDateAndTime(shown.savedAt) ?? shown.savedAt) : null;
  const backLink = (
    <AppLink to={dashboardHref} appearance={shown ? 'secondary' : 'primary'}>
      {copy.backToDashboard}
    </AppLink>
  );
  return (
    <div
      ref={ref}
      className={cx(styles.page, className)}
      data-adm="choice-receipt"
      data-adm-receipt=""
      {...(printPreview ? { 'data-adm-print-preview': '' } : {})}
    >
      <h1 className={styles.title} data-adm-part="title">
        {shown && justSaved ? copy.savedTitle : copy.title}
      </h1>
      {status === 'loading' ? <Spinner label={copy.loading} /> : null}
      {status === 'notFound' ? (
        <>
          <Alert tone="info">{copy.notFound}</Alert>
          <div className={styles.actions}>{backLink}</div>
        </>
      ) : null}
      {status === 'failed' ? (
        <>
          <Alert tone="critical">{copy.loadErrors[loadError ?? 'failed']}</Alert>
          <div className={styles.actions}>
            {onRetry ? <Button onClick={onRetry}>{copy.retry}</Button> : null}
            {backLink}
          </div>
        </>
      ) : null}
      {shown ? (
        <>
          <section className={styles.panel} aria-labelledby="receipt-reference-label">
            <p id="receipt-reference-label" className={styles.panelLabel}>
              {copy.referenceLabel}
            </p>
            <p className={styles.reference}>{shown.reference}</p>
          </section>
          <dl className={styles.facts}>
            {candidateName ? (
              <>
                <dt>{copy.candidate}</dt>
                <dd>{candidateName}</dd>
              </>
            ) : null}
            <dt>{copy.savedAt}</dt>
            <dd>
              <time dateTime={shown.savedAt}>{savedAt}</time>
            </dd>
            <dt>{copy.application}</dt>
            <dd className={styles.identifier}>{shown.candidateId}</dd>
            <dt>{copy.version}</dt>
            <dd>{shown.version}</dd>
          </dl>
          <Stack as="section" space="sm" aria-labelledby="receipt-choices-title">
            <h2 id="receipt-choices-title" className={styles.subtitle}>
              {copy.choicesTitle}
            </h2>
            <Stack as="ol" space="xs">
              {[...shown.choices]
                .sort((a, b) => a.rank - b.rank)
                .map((choice) => (
                  <li key={choice.rank} className={styles.choice}>
                    <span className={styles.rank}>{copy.rank(choice.rank)}</span>
                    <strong>{choice.programName}</strong>
                  </li>
                ))}
            </Stack>
          </Stack>
          <p className={styles.keep}>{copy.keepIt}</p>
          <div className={styles.actions} data-adm-print="hide">
            <Button onClick={onPrint}>
              <PrinterIcon />
              {copy.print}
            </Button>
            <Button
              variant="secondary"
              onClick={onSendEmail}
              busy={emailStatus === 'sending'}
              busyLabel={copy.emailSending}
            >
              <MailIcon />
              {copy.email}
            </Button>
            {backLink}
          </div>
          <div data-adm-print="hide" role="status">
            {emailStatus === 'sent' ? (
              <Alert tone="positive" live="off">
                {emailMessage ?? copy.emailSent}
              </Alert>
            ) : null}
          </div>
          {emailStatus === 'failed' ? (
            <Alert tone="critical" data-adm-print="hide">
              {emailError === 'tooMany' && emailMessage
                ? emailMessage
                : copy.emailErrors[emailError ?? 'failed']}
            </Alert>
          ) : null}
          <p className={styles.printOnly}>{copy.printedFrom}</p>
        </>
      ) : null}
    </div>
  );
}
