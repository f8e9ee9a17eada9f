// The application's score card: its selection score in points, or N/A while it has none.
import * as styles from '../CandidateDashboard.css';
import { formatScore } from '../format';
import { DashboardCard, type CardProps } from './shared';
import { candidateCopy } from '../../../copy/candidate';

const copy = candidateCopy;

export function ScoreCard({ application, level, contextId }: CardProps) {
  const score = formatScore(application.score);
  return (
    <DashboardCard title={copy.score.title} level={level} contextId={contextId}>
      <p className={styles.score}>
        <span className={styles.scoreValue}>{score ?? copy.score.missing}</span>
        {score ? <span>{copy.score.unit}</span> : null}
      </p>
      <p className={styles.muted}>{copy.score.note}</p>
    </DashboardCard>
  );
}
