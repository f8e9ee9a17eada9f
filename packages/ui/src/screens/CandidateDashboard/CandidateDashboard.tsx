import { useId, type ReactNode } from 'react';
import * as styles from './CandidateDashboard.css';
import { formatDateAndTime, formatDaysLeft, formatLongDate, formatScore } from './format';
import type {
  Application,
  ApplicationStatus,
  Choice,
  ChoiceStatus,
  KeyDate,
  LoadStatus,
  UnknownStatus,
} from './types';
import { Alert } from '../../components/Alert/Alert';
import { AppLink } from '../../components/Link/Link';
import { Button } from '../../components/Button/Button';
import { Card, type CardProps as CardPropsOfBlock } from '../../components/Card/Card';
import { Dialog } from '../../components/Dialog/Dialog';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import { GradeMark } from '../../components/GradeMark/GradeMark';
import { link as linkStyle } from '../../components/Link/Link.css';
import { Spinner } from '../../components/Spinner/Spinner';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge/StatusBadge';
import { useSupportContacts, mailtoHref } from '../../components/SupportContact/SupportContact';
import { RefreshIcon } from '../../icons';
import { isSafeExternalUrl } from '../../utils/safeUrl';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { cx } from '../../utils/cx';
import { candidateCopy } from '../../copy/candidate';
import { fr } from '../../copy/fr';

const copy = candidateCopy;

/** Spec section 4: yellow pending/submitted/waitlisted, blue reviewing, green approved, red rejected. */
const applicationStatusTones: Readonly<Record<ApplicationStatus | UnknownStatus, StatusTone>> = {
  pending: 'yellow',
  submitted: 'yellow',
  waitlisted: 'yellow',
  reviewing: 'blue',
  approved: 'green',
  rejected: 'red',
  unknown: 'neutral',
};

const choiceStatusTones: Readonly<Record<ChoiceStatus, StatusTone>> = {
  accepted: 'green',
  waitlisted: 'yellow',
  rejected: 'red',
  cancelled: 'neutral',
  pending: 'yellow',
};

function isChoiceStatus(status: Choice['status']): status is ChoiceStatus {
  return typeof status === 'string' && status in choiceStatusTones;
}

const wholeNumber = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** "Position sur la liste d'attente : 14" for a waitlisted choice with a rank, else null. */
function waitlistPosition(choice: Choice | undefined): string | null {
  if (!choice || choice.status !== 'waitlisted') return null;
  const rank = choice.rank;
  if (typeof rank !== 'number' || !Number.isFinite(rank) || rank < 1) return null;
  return copy.program.waitlistPosition(wholeNumber.format(rank));
}

/** Spec section 4: accepted, waitlisted, rejected, cancelled have their label; anything else is "En attente". */
function choiceBadge(status: Choice['status']) {
  const known: ChoiceStatus = isChoiceStatus(status) ? status : 'pending';
  return <StatusBadge tone={choiceStatusTones[known]}>{copy.choiceStatus[known]}</StatusBadge>;
}

/** Spec section 4: the single-choice badge reads the application's status. */
function singleChoiceBadge(status: ApplicationStatus | UnknownStatus) {
  // Not "Soumis": a status nobody could read says nothing of the choice.
  if (status === 'unknown') return <StatusBadge tone="neutral">{copy.applicationStatus.unknown}</StatusBadge>;
  if (status === 'approved') return <StatusBadge tone="green">{copy.singleChoiceBadge.approved}</StatusBadge>;
  if (status === 'rejected') return <StatusBadge tone="red">{copy.singleChoiceBadge.rejected}</StatusBadge>;
  if (status === 'pending') return <StatusBadge tone="yellow">{copy.singleChoiceBadge.pending}</StatusBadge>;
  return <StatusBadge tone="yellow">{copy.singleChoiceBadge.other}</StatusBadge>;
}

export type CandidateDashboardStatus = 'loading' | 'ready' | 'failed' | 'timeout';

export interface CandidateDashboardProps {
  /**
   * `ready` with no application shows "Aucune candidature trouvée"; `failed` and `timeout` show
   * "Impossible de charger vos candidatures" with "Réessayer" and the support contact, never the
   * empty state.
   */
  status: CandidateDashboardStatus;
  /** Newest first, as the API sorts them; each with its grades/coefs and details merged in. */
  applications: readonly Application[];
  /** "Réessayer" of a failed or timed-out load of the applications. */
  onRetry?: (() => void) | undefined;
  /** "Réessayer" of an application's grades (call 4), when its `gradesStatus` is failed or timeout. */
  onRetryGrades?: ((candidateId: string) => void) | undefined;
  /** "Réessayer" of an application's details (call 5), when its `detailsStatus` is failed or timeout. */
  onRetryDetails?: ((candidateId: string) => void) | undefined;
  /** Starts the programme change; offered where the application's `canChangeProgram` says so. */
  onChangeProgram: (candidateId: string) => void;
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
   * The dated history of an application, shown at the end of its status card (issue 26): the app
   * renders an ApplicationHistory there, which loads only when opened.
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
  onRetryGrades,
  onRetryDetails,
  onChangeProgram,
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
        <Alert tone="warning" title={copy.dashboard.offlineTitle(offlineWhen)}>
          {copy.dashboard.offlineText}
        </Alert>
      ) : null}
      {status === 'loading' ? (
        <Spinner label={copy.dashboard.loadingTitle} hint={copy.dashboard.loadingHint} centered />
      ) : status === 'failed' || status === 'timeout' ? (
        // A failure is never shown as absence: not the "Aucune candidature trouvée" state.
        <Card title={copy.dashboard.loadFailedTitle} className={styles.emptyState}>
          <Alert tone="error">{status === 'timeout' ? fr.common.timeout : copy.dashboard.loadFailed}</Alert>
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

interface CardProps {
  application: Application;
  level: 2 | 3;
  /** Id of the application's heading when several are shown, so each card's name is unique. */
  contextId: string | undefined;
}

/** A Card whose accessible name also names its application when several are on the page. */
function DashboardCard({
  title,
  level,
  contextId,
  ...rest
}: Omit<CardPropsOfBlock, 'title' | 'headingLevel'> & {
  title: string;
  level: 2 | 3;
  contextId: string | undefined;
}) {
  const titleId = useId();
  return (
    <Card
      {...rest}
      title={<span id={titleId}>{title}</span>}
      headingLevel={level}
      {...(contextId ? { 'aria-labelledby': `${titleId} ${contextId}` } : {})}
    />
  );
}

/**
 * A call that failed or ran out of time, in place of what it would have shown: the reason and
 * "Réessayer" (its accessible name says what it tries again).
 */
function LoadError({
  status,
  message,
  retryContext,
  onRetry,
}: {
  status: Exclude<LoadStatus, 'loading' | 'ready'>;
  message: string;
  retryContext: string;
  onRetry: (() => void) | undefined;
}) {
  return (
    <>
      <Alert tone="error" live="polite">
        {status === 'timeout' ? fr.common.timeout : message}
      </Alert>
      {onRetry ? (
        <div>
          <Button tone="secondary" onClick={onRetry}>
            <RefreshIcon />
            {fr.common.retry}
            <VisuallyHidden> {retryContext}</VisuallyHidden>
          </Button>
        </div>
      ) : null}
    </>
  );
}

function isFailure(status: LoadStatus): status is 'failed' | 'timeout' {
  return status === 'failed' || status === 'timeout';
}

function StatusCard({
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

function DocumentsCard({ application, level, contextId }: CardProps) {
  const documents = [
    { label: copy.documents.cin, url: application.cinUrl },
    { label: copy.documents.other, url: application.autreDocUrl },
  ].filter((document) => isSafeExternalUrl(document.url));
  return (
    <DashboardCard title={copy.documents.title} level={level} contextId={contextId}>
      {documents.length === 0 ? (
        // Only answered details may say there is no document.
        <p className={styles.text}>
          {application.detailsStatus === 'loading'
            ? copy.documents.loading
            : isFailure(application.detailsStatus)
              ? copy.documents.unavailable
              : copy.documents.none}
        </p>
      ) : (
        <ul className={styles.list}>
          {documents.map((document) => (
            <li key={document.label}>
              <ExternalLink href={document.url}>{document.label}</ExternalLink>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function orNotProvided(value: string | null | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

interface Fact {
  term: string;
  value: string;
  /** How the value is laid out: a phone number never breaks, an e-mail only when it cannot fit. */
  kind?: 'email' | 'phone' | undefined;
}

function PersonalInfoCard({
  application,
  level,
  contextId,
  supportEmail,
}: CardProps & { supportEmail: string | undefined }) {
  const fullName = [application.bacFirstName, application.bacLastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  // E-mail and phone may come with the details (call 5): only answered details may say "Non renseigné".
  const missingContact =
    application.detailsStatus === 'loading'
      ? copy.personal.loading
      : isFailure(application.detailsStatus)
        ? copy.personal.unavailable
        : copy.personal.notProvided;
  const facts: Fact[] = [
    { term: copy.personal.fullName, value: orNotProvided(fullName, copy.personal.notProvided) },
    {
      term: copy.personal.birthDate,
      value: formatLongDate(application.bacDob) ?? copy.personal.notProvidedFeminine,
    },
    {
      term: copy.personal.birthPlace,
      value: orNotProvided(application.bacPlaceOfBirth, copy.personal.notProvided),
    },
    { term: copy.personal.email, value: orNotProvided(application.email, missingContact), kind: 'email' },
    { term: copy.personal.phone, value: orNotProvided(application.phone, missingContact), kind: 'phone' },
  ];
  return (
    <DashboardCard
      title={copy.personal.title}
      level={level}
      contextId={contextId}
      className={styles.personal}
      actions={
        <PersonalInfoExplanation
          candidateId={application.candidateId}
          facts={facts}
          supportEmail={supportEmail}
        />
      }
    >
      <dl className={styles.facts}>
        {facts.map((fact) => (
          <div key={fact.term} className={styles.factGroup}>
            <dt className={styles.term}>{fact.term}</dt>
            <dd className={cx(styles.definition, fact.kind && styles[fact.kind])}>{fact.value}</dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
  );
}

/**
 * "Modifier" opens why these data cannot be changed here, and a "Signaler une erreur" e-mail to
 * support per field, its body naming the candidate number and the field.
 */
function PersonalInfoExplanation({
  candidateId,
  facts,
  supportEmail,
}: {
  candidateId: string;
  facts: readonly Fact[];
  supportEmail: string | undefined;
}) {
  return (
    <Dialog
      title={copy.personal.editTitle}
      description={copy.personal.editText}
      trigger={
        <Button tone="secondary" size="sm">
          {copy.personal.edit}
        </Button>
      }
    >
      {supportEmail ? <p className={styles.text}>{copy.personal.editHelp}</p> : null}
      <ul className={styles.list}>
        {facts.map((fact) => (
          <li key={fact.term} className={styles.reportRow}>
            <span className={styles.choiceName}>
              <span className={styles.muted}>{fact.term}</span>
              <strong className={fact.kind && styles[fact.kind]}>{fact.value}</strong>
            </span>
            {supportEmail ? (
              <a
                className={linkStyle}
                href={mailtoHref(supportEmail, copy.personal.reportBody(candidateId, fact.term, fact.value))}
              >
                {copy.personal.reportError}
                <VisuallyHidden>
                  {'\u00a0: '}
                  {fact.term}
                </VisuallyHidden>
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}

function ScoreCard({ application, level, contextId }: CardProps) {
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

interface GradeRow {
  subject: string;
  mark: number;
  coefficient: number | undefined;
}

function GradesCard({
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
                {copy.grades.coefficient} : {row.coefficient ?? copy.personal.notProvided}
              </span>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

function ProgramCard({
  application,
  level,
  contextId,
  onChangeProgram,
  onRetry,
}: CardProps & { onChangeProgram: (candidateId: string) => void; onRetry: (() => void) | undefined }) {
  const choices = application.choices ?? [];
  const details = application.detailsStatus;
  // A single choice may come with its own choice row (and its waitlist position).
  const singleChoice =
    choices.find((choice) => choice.programId === application.programId) ??
    (choices.length === 1 ? choices[0] : undefined);
  const singlePosition = waitlistPosition(singleChoice);
  return (
    <DashboardCard title={copy.program.title} level={level} contextId={contextId}>
      {details === 'loading' ? (
        // Until the details answer, a ranked application could look like a single programme.
        <Spinner label={copy.program.loading} />
      ) : isFailure(details) ? (
        <LoadError
          status={details}
          message={copy.program.failed}
          retryContext={copy.program.retryContext}
          onRetry={onRetry}
        />
      ) : application.choiceMode === 'multiple' ? (
        <>
          <p className={styles.muted}>{copy.program.choices}</p>
          <ol className={styles.list}>
            {choices.map((choice) => {
              const position = waitlistPosition(choice);
              return (
                <li key={choice.id} className={styles.choice}>
                  <span className={styles.choiceName}>
                    <span className={styles.muted}>{copy.program.priority(choice.priority)}</span>
                    <strong>{choice.programName}</strong>
                    {position ? <span className={styles.position}>{position}</span> : null}
                  </span>
                  {choiceBadge(choice.status)}
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <>
          <div className={styles.row}>
            <strong>{application.programName || copy.program.none}</strong>
            {application.programName ? singleChoiceBadge(application.status) : null}
          </div>
          {singlePosition ? <p className={styles.position}>{singlePosition}</p> : null}
        </>
      )}
      {details === 'ready' && application.ufrName ? (
        <p className={styles.muted}>{application.ufrName}</p>
      ) : null}
      {application.canChangeProgram ? (
        <>
          <p className={styles.muted}>{copy.program.changeNote}</p>
          <div>
            <Button tone="secondary" onClick={() => onChangeProgram(application.candidateId)}>
              {copy.program.change}
            </Button>
          </div>
        </>
      ) : application.changeClosedOn ? (
        <p className={styles.muted}>
          {copy.program.changeClosed(
            formatLongDate(application.changeClosedOn) ?? application.changeClosedOn,
          )}
        </p>
      ) : null}
      {application.receiptHref ? (
        <p className={styles.receiptLink}>
          <AppLink to={application.receiptHref}>{copy.program.receipt}</AppLink>
        </p>
      ) : null}
    </DashboardCard>
  );
}
