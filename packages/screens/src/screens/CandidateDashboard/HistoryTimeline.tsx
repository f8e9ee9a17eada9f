import * as styles from './CandidateDashboard.css';
import { formatDateAndTime } from './format';
import { candidateCopy } from '../../copy/candidate';
import { fr } from '../../copy/fr';
import { historyCopy as copy } from '../../copy/history';
import { Alert, Button, AppLink, Spinner, RefreshIcon } from '@admission/ui';

/** One dated event of an application (this portal's addition to candidate-service). */
export interface HistoryEntry {
  kind: 'submitted' | 'choiceChanged' | 'decision';
  /** ISO 8601 date-time; unreadable: « Date non renseignée ». */
  at: string;
  decision?: 'accepted' | 'rejected' | 'waitlisted' | null | undefined;
  /** A `waitlisted` decision's rank on the waiting list. */
  waitlistRank?: number | null | undefined;
  /** The decision's reason, where staff gave one. */
  reason?: string | null | undefined;
  /** A change's receipt: its reference, and where it is shown (absent: the reference alone). */
  receiptReference?: string | null | undefined;
  receiptHref?: string | null | undefined;
}

export interface HistoryTimelineProps {
  /** loading, ready (`events`), unavailable (the service has no history to give), failed or timeout. */
  status: 'loading' | 'ready' | 'unavailable' | 'failed' | 'timeout';
  /** Oldest first, as the service gives them. */
  events: readonly HistoryEntry[];
  /** « Réessayer » after a failure. */
  onRetry: () => void;
}

function titleOf(entry: HistoryEntry): string {
  if (entry.kind === 'decision') {
    if (entry.decision === 'waitlisted') return copy.waitlisted(entry.waitlistRank);
    return entry.decision === 'accepted' ? copy.accepted : copy.rejected;
  }
  return copy[entry.kind];
}

/** The content of « Historique de la candidature »: its events dated, oldest first (docs/behaviour.md, deviation 53). */
export function HistoryTimeline({ status, events, onRetry }: HistoryTimelineProps) {
  if (status === 'loading') return <Spinner label={copy.loading} />;
  if (status === 'unavailable') {
    return (
      <p className={styles.muted} data-adm="history-timeline">
        {copy.unavailable}
      </p>
    );
  }
  if (status === 'failed' || status === 'timeout') {
    return (
      <>
        <Alert tone="critical">{status === 'timeout' ? fr.common.timeout : copy.failed}</Alert>
        <div>
          <Button variant="secondary" size="sm" onClick={onRetry}>
            <RefreshIcon />
            {fr.common.retry}
          </Button>
        </div>
      </>
    );
  }
  return (
    <ol className={styles.timeline} data-adm="history-timeline">
      {events.map((entry, index) => (
        <li key={`${entry.kind}-${entry.at}-${index}`} className={styles.timelineItem}>
          <time dateTime={entry.at} className={styles.muted}>
            {formatDateAndTime(entry.at) ?? candidateCopy.status.noDate}
          </time>
          <strong>{titleOf(entry)}</strong>
          {entry.kind === 'decision' && entry.reason ? (
            <span className={styles.text}>{copy.reason(entry.reason)}</span>
          ) : null}
          {entry.receiptReference ? (
            entry.receiptHref ? (
              <AppLink to={entry.receiptHref}>{copy.receipt(entry.receiptReference)}</AppLink>
            ) : (
              <span className={styles.text}>{copy.receipt(entry.receiptReference)}</span>
            )
          ) : null}
        </li>
      ))}
    </ol>
  );
}
