// The application's grades card: each subject's mark with its coefficient.
import * as styles from '../CandidateDashboard.css';
import { DashboardCard, LoadError, isFailure, type CardProps } from './shared';
import { candidateCopy } from '../../../copy/candidate';
import { GradeMark, Spinner } from '@admission/ui';

const copy = candidateCopy;

interface GradeRow {
  subject: string;
  mark: number;
  coefficient: number | undefined;
}

export function GradesCard({
  application,
  level,
  contextId,
  onRetry,
}: CardProps & { onRetry: (() => void) | undefined }) {
  const coefs = application.coefs ?? {};
  const rows: GradeRow[] = Object.entries(application.grades ?? {})
    .filter(([, mark]) => typeof mark === 'number' && Number.isFinite(mark))
    .map(([subject, mark]) => ({ subject, mark, coefficient: coefs[subject] }));
  const status = application.gradesStatus;
  return (
    <DashboardCard title={copy.grades.title} level={level} contextId={contextId} className={styles.wide}>
      {isFailure(status) ? (
        <LoadError
          status={status}
          message={copy.grades.failed}
          retryContext={copy.grades.retryContext}
          onRetry={onRetry}
        />
      ) : rows.length === 0 && status === 'loading' ? (
        <Spinner label={copy.grades.loading} />
      ) : rows.length === 0 ? (
        // Only an answer with no grade is "Aucune note disponible".
        <p className={styles.text}>{copy.grades.none}</p>
      ) : (
        // A list rather than a table: each subject stays readable on a 320 px screen without scrolling.
        <ul className={styles.grades}>
          {rows.map((row) => (
            <li key={row.subject} className={styles.grade}>
              <span className={styles.subject}>{row.subject}</span>
              <GradeMark mark={row.mark} />
              <span className={styles.coefficient}>
                {copy.grades.coefficient}
                {'\u00a0: '}
                {row.coefficient ?? copy.personal.notProvided}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}
