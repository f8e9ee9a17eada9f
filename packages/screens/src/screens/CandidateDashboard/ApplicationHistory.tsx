import { useState, type ReactNode, type SyntheticEvent } from 'react';
import * as styles from './CandidateDashboard.css';
import { candidateCopy } from '../../copy/candidate';

export interface ApplicationHistoryProps {
  /**
   * The history itself (a HistoryTimeline), rendered from the first opening on and kept while
   * closed: the app loads it then, and only then, so a visit that does not need it costs nothing.
   */
  children: ReactNode;
  /** The disclosure was opened (every time). */
  onOpen?: (() => void) | undefined;
}

/**
 * « Historique de la candidature » (docs/behaviour.md, deviation 53): a disclosure at the end of an
 * application's status card (and in the staff's « Documents joints » dialog), its content rendered
 * once first opened.
 */
export function ApplicationHistory({ children, onOpen }: ApplicationHistoryProps) {
  const [opened, setOpened] = useState(false);
  const toggled = (event: SyntheticEvent<HTMLDetailsElement>) => {
    if (!event.currentTarget.open) return;
    setOpened(true);
    onOpen?.();
  };
  return (
    <details className={styles.history} onToggle={toggled} data-adm="application-history">
      <summary className={styles.historySummary} data-adm-part="summary">
        {candidateCopy.history.title}
      </summary>
      {opened ? (
        <div className={styles.historyBody} data-adm-part="body">
          {children}
        </div>
      ) : null}
    </details>
  );
}
