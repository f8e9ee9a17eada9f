import { lazy, Suspense, useId, type ReactNode } from 'react';
import * as styles from './CandidateDashboard.css';
import { formatDateAndTime, formatDaysLeft, formatLongDate } from './format';
import type { Application, KeyDate } from './types';
import { DocumentsCard } from './cards/DocumentsCard';
import { GradesCard } from './cards/GradesCard';
import { PersonalInfoCard } from './cards/PersonalInfoCard';
import { ProgramCard } from './cards/ProgramCard';
import { ScoreCard } from './cards/ScoreCard';
import { StatusCard } from './cards/StatusCard';
import { candidateCopy } from '../../copy/candidate';
import { fr } from '../../copy/fr';
import { Alert, Button, Card, Spinner, useSupportContacts, RefreshIcon } from '@admission/ui';

const copy = candidateCopy;

// « Forte affluence » is rare: its code and words load when it comes (docs/behaviour.md).
const Overloaded = lazy(() => import('../Overloaded/Overloaded'));

export type CandidateDashboardStatus = 'loading' | 'ready' | 'failed' | 'timeout' | 'overloaded';

export interface CandidateDashboardProps {
  /**
   * `ready` with no application shows "Aucune candidature trouvée"; `failed` and `timeout` show
   * "Impossible de charger vos candidatures" with "Réessayer" and the support contact, never the
   * empty state.
   */
  status: CandidateDashboardStatus;
  /** Newest first, as the API sorts them; each with its grades/coefs and details merged in. */
  applications: readonly Application[];
  /** "Réessayer" of a failed or timed-out load of the applications; « Réessayer maintenant » while overloaded. */
  onRetry?: (() => void) | undefined;
  /**
   * With `status: 'overloaded'` (« Forte affluence »: candidate-service answered 503 or 429), when
   * the load tries again by itself (ms since the epoch), for the countdown.
   */
  retryAt?: number | null | undefined;
  /** The countdown's clock (a story freezes it). */
  now?: (() => number) | undefined;
  /** "Réessayer" of an application's grades (call 4), when its `gradesStatus` is failed or timeout. */
  onRetryGrades?: ((candidateId: string) => void) | undefined;
  /** "Réessayer" of an application's details (call 5), when its `detailsStatus` is failed or timeout. */
  onRetryDetails?: ((candidateId: string) => void) | undefined;
  /** Starts the programme change; offered where the application's `canChangeProgram` says so. */
  onChangeProgram: (candidateId: string) => void;
  /**
   * The candidate points at, touches or focuses « Changer de programme »: the app may fetch the
   * change's code then, a moment before the click needs it.
   */
  onChangeProgramIntent?: (() => void) | undefined;
  /** Target of "Accéder à mon espace étudiant" (approved applications). */
  studentSpaceHref: string;
  /**
   * The address of "Signaler une erreur" (default: the SupportContactProvider's; without any, it
   * is not offered). The support block itself is the layout's footer: one per page.
   */
  supportEmail?: string | undefined;
  /** Rendered at the end of the page, e.g. the ProgramChangeDialog. */
  children?: ReactNode | undefined;
  /**
   * Without network, the applications are the device's last-known copy, loaded at this time (ISO
   * 8601): « Hors ligne – informations du … » above them. Their programme change is not offered.
   */
  offlineSince?: string | null | undefined;
  /**
   * The admission calendar's next key date (this portal's addition to candidate-service): shown
   * above the applications with the days left; nothing when no calendar or date is known.
   */
  nextDate?: KeyDate | null | undefined;
  /**
   * The dated history of an application, shown at the end of its status card (docs/behaviour.md,
   * deviation 53): the app renders an ApplicationHistory there, which loads only when opened.
   */
  renderHistory?: ((candidateId: string) => ReactNode) | undefined;
}

/**
 * The candidate's home: status, documents, personal information, score, grades and programme. The
 * page's content with its `<h1>`, to be placed inside CandidateLayout.
 */
export function CandidateDashboard({
  status,
  applications,
  onRetry,
  retryAt,
  now,
  onRetryGrades,
  onRetryDetails,
  onChangeProgram,
  onChangeProgramIntent,
  studentSpaceHref,
  supportEmail,
  children,
  offlineSince,
  nextDate,
  renderHistory,
}: CandidateDashboardProps) {
  const configured = useSupportContacts();
  const reportEmail = supportEmail ?? configured.email;
  const offlineWhen = offlineSince ? formatDateAndTime(offlineSince) : null;
  const several = applications.length > 1;
  const nextDay = nextDate ? formatLongDate(nextDate.day) : null;
  return (
    <>
      <h1 className={styles.pageTitle}>{copy.dashboard.title}</h1>
      {nextDate && nextDay ? (
        <Alert tone="info" title={copy.calendar.title} live="off">
          {copy.calendar.next(copy.calendar.kinds[nextDate.kind], nextDay, formatDaysLeft(nextDate.daysLeft))}
        </Alert>
      ) : null}
      {offlineWhen ? (
        <Alert tone="caution" title={copy.dashboard.offlineTitle(offlineWhen)}>
          {copy.dashboard.offlineText}
        </Alert>
      ) : null}
      {status === 'overloaded' && retryAt ? (
        <Suspense>
          <Overloaded context="load" retryAt={retryAt} now={now} onRetryNow={onRetry} />
        </Suspense>
      ) : status === 'loading' || status === 'overloaded' ? (
        <Spinner label={copy.dashboard.loadingTitle} hint={copy.dashboard.loadingHint} centered />
      ) : status === 'failed' || status === 'timeout' ? (
        // A failure is never shown as absence: not the "Aucune candidature trouvée" state.
        <Card title={copy.dashboard.loadFailedTitle} className={styles.emptyState}>
          <Alert tone="critical">
            {status === 'timeout' ? fr.common.timeout : copy.dashboard.loadFailed}
          </Alert>
          {onRetry ? (
            <div>
              <Button onClick={onRetry}>
                <RefreshIcon />
                {fr.common.retry}
              </Button>
            </div>
          ) : null}
        </Card>
      ) : applications.length === 0 ? (
        <Card title={copy.dashboard.noApplicationTitle} className={styles.emptyState}>
          <p className={styles.text}>{copy.dashboard.noApplicationText}</p>
          <p className={styles.text}>{copy.dashboard.closedPeriodsText}</p>
        </Card>
      ) : (
        applications.map((application) => (
          <ApplicationCards
            key={application.candidateId}
            application={application}
            withHeading={several}
            studentSpaceHref={studentSpaceHref}
            onChangeProgram={onChangeProgram}
            onChangeProgramIntent={onChangeProgramIntent}
            onRetryGrades={onRetryGrades}
            onRetryDetails={onRetryDetails}
            supportEmail={reportEmail}
            history={renderHistory?.(application.candidateId)}
          />
        ))
      )}
      {children}
    </>
  );
}

interface ApplicationCardsProps {
  application: Application;
  /** With several applications each gets its own heading and its cards sit one level below. */
  withHeading: boolean;
  studentSpaceHref: string;
  onChangeProgram: (candidateId: string) => void;
  onChangeProgramIntent: (() => void) | undefined;
  onRetryGrades: ((candidateId: string) => void) | undefined;
  onRetryDetails: ((candidateId: string) => void) | undefined;
  supportEmail: string | undefined;
  history: ReactNode;
}

function ApplicationCards({
  application,
  withHeading,
  studentSpaceHref,
  onChangeProgram,
  onChangeProgramIntent,
  onRetryGrades,
  onRetryDetails,
  supportEmail,
  history,
}: ApplicationCardsProps) {
  const retryGrades = onRetryGrades ? () => onRetryGrades(application.candidateId) : undefined;
  const retryDetails = onRetryDetails ? () => onRetryDetails(application.candidateId) : undefined;
  const headingId = useId();
  const level = withHeading ? 3 : 2;
  const contextId = withHeading ? headingId : undefined;
  const cards = (
    <div className={styles.grid}>
      <StatusCard
        application={application}
        level={level}
        contextId={contextId}
        studentSpaceHref={studentSpaceHref}
        history={history}
      />
      <ScoreCard application={application} level={level} contextId={contextId} />
      <DocumentsCard application={application} level={level} contextId={contextId} />
      <ProgramCard
        application={application}
        level={level}
        contextId={contextId}
        onChangeProgram={onChangeProgram}
        onChangeProgramIntent={onChangeProgramIntent}
        onRetry={retryDetails}
      />
      <PersonalInfoCard
        application={application}
        level={level}
        contextId={contextId}
        supportEmail={supportEmail}
      />
      <GradesCard application={application} level={level} contextId={contextId} onRetry={retryGrades} />
    </div>
  );
  if (!withHeading) return cards;
  return (
    <section aria-labelledby={headingId} className={styles.application}>
      <h2 id={headingId} className={styles.applicationTitle}>
        {copy.dashboard.applicationHeading(application.programName)}
      </h2>
      {cards}
    </section>
  );
}
