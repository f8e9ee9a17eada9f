// The application's status card: its badge, submission date, the student space once approved and
// its history.
import type { ReactNode } from 'react';
import * as styles from '../CandidateDashboard.css';
import { formatLongDate } from '../format';
import type { ApplicationStatus, UnknownStatus } from '../types';
import { DashboardCard, type CardProps } from './shared';
import { candidateCopy } from '../../../copy/candidate';
import { AppLink, StatusBadge, type Tone } from '@admission/ui';

const copy = candidateCopy;

/**
 * docs/behaviour.md, « Grades, statuses and badges »: yellow (caution) pending/submitted/waitlisted,
 * blue (info) reviewing, green (positive) approved, red (critical) rejected.
 */
const applicationStatusTones: Readonly<Record<ApplicationStatus | UnknownStatus, Tone>> = {
  pending: 'caution',
  submitted: 'caution',
  waitlisted: 'caution',
  reviewing: 'info',
  approved: 'positive',
  rejected: 'critical',
  unknown: 'neutral',
};

export function StatusCard({
  application,
  level,
  contextId,
  studentSpaceHref,
  history,
}: CardProps & { studentSpaceHref: string; history: ReactNode }) {
  const date = formatLongDate(application.submissionDate);
  return (
    <DashboardCard title={copy.status.title} level={level} contextId={contextId}>
      <div>
        <StatusBadge tone={applicationStatusTones[application.status]}>
          {copy.applicationStatus[application.status]}
        </StatusBadge>
      </div>
      <p className={styles.text}>{date ? `${copy.status.submittedOn} ${date}` : copy.status.noDate}</p>
      {application.status === 'approved' ? (
        <AppLink to={studentSpaceHref} appearance="primary">
          {copy.status.studentSpace}
        </AppLink>
      ) : null}
      {history}
    </DashboardCard>
  );
}
