import { useId, type ReactNode } from 'react';
import * as styles from './CandidateDashboard.css';
import { formatLongDate, formatScore } from './format';
import type { Application, ApplicationStatus, Choice, ChoiceStatus } from './types';
import { AppLink } from '../../components/Link/Link';
import { Button } from '../../components/Button/Button';
import { Card, type CardProps as CardPropsOfBlock } from '../../components/Card/Card';
import { ExternalLink } from '../../components/ExternalLink/ExternalLink';
import { GradeMark } from '../../components/GradeMark/GradeMark';
import { Spinner } from '../../components/Spinner/Spinner';
import { StatusBadge, type StatusTone } from '../../components/StatusBadge/StatusBadge';
import { SupportContact } from '../../components/SupportContact/SupportContact';
import { isSafeExternalUrl } from '../../utils/safeUrl';
import { candidateCopy } from '../../copy/candidate';

const copy = candidateCopy;

/** Spec section 4: yellow pending/submitted/waitlisted, blue reviewing, green approved, red rejected. */
export const applicationStatusTones: Readonly<Record<ApplicationStatus, StatusTone>> = {
  pending: 'yellow',
  submitted: 'yellow',
  waitlisted: 'yellow',
  reviewing: 'blue',
  approved: 'green',
  rejected: 'red',
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

/** Spec section 4: accepted, waitlisted, rejected, cancelled have their label; anything else is "En attente". */
function choiceBadge(status: Choice['status']) {
  const known: ChoiceStatus = isChoiceStatus(status) ? status : 'pending';
  return <StatusBadge tone={choiceStatusTones[known]}>{copy.choiceStatus[known]}</StatusBadge>;
}

/** Spec section 4: the single-choice badge reads the application's status. */
function singleChoiceBadge(status: ApplicationStatus) {
  if (status === 'approved') return <StatusBadge tone="green">{copy.singleChoiceBadge.approved}</StatusBadge>;
  if (status === 'rejected') return <StatusBadge tone="red">{copy.singleChoiceBadge.rejected}</StatusBadge>;
  if (status === 'pending') return <StatusBadge tone="yellow">{copy.singleChoiceBadge.pending}</StatusBadge>;
  return <StatusBadge tone="yellow">{copy.singleChoiceBadge.other}</StatusBadge>;
}

export type CandidateDashboardStatus = 'loading' | 'ready';

export interface CandidateDashboardProps {
  /** `ready` with no application shows "Aucune candidature trouvée". */
  status: CandidateDashboardStatus;
  /** Newest first, as the API sorts them; each with its grades/coefs and details merged in. */
  applications: readonly Application[];
  /** Starts the programme change; offered where the application's `canChangeProgram` says so. */
  onChangeProgram: (candidateId: string) => void;
  /** The "Modifier" button of the personal information (the spec shows no action). */
  onEditPersonalInfo?: (candidateId: string) => void;
  /** Target of "Accéder à mon espace étudiant" (approved applications). */
  studentSpaceHref: string;
  /** Support contacts of the empty state (defaults: SupportContact's). */
  supportEmail?: string;
  supportPhones?: readonly string[];
  /** Rendered at the end of the page, e.g. the ProgramChangeDialog. */
  children?: ReactNode;
}

/**
 * The candidate's home: status, documents, personal information, score, grades and programme. The
 * page's content with its `<h1>`, to be placed inside CandidateLayout.
 */
export function CandidateDashboard({
  status,
  applications,
  onChangeProgram,
  onEditPersonalInfo,
  studentSpaceHref,
  supportEmail,
  supportPhones,
  children,
}: CandidateDashboardProps) {
  const several = applications.length > 1;
  return (
    <>
      <h1 className={styles.pageTitle}>{copy.dashboard.title}</h1>
      {status === 'loading' ? (
        <Spinner label={copy.dashboard.loadingTitle} hint={copy.dashboard.loadingHint} centered />
      ) : applications.length === 0 ? (
        <Card title={copy.dashboard.noApplicationTitle} className={styles.emptyState}>
          <p className={styles.text}>{copy.dashboard.noApplicationText}</p>
          <p className={styles.text}>{copy.dashboard.closedPeriodsText}</p>
          <SupportContact
            {...(supportEmail ? { email: supportEmail } : {})}
            {...(supportPhones ? { phones: supportPhones } : {})}
            phoneCount={2}
            headingLevel={3}
          />
        </Card>
      ) : (
        applications.map((application) => (
          <ApplicationCards
            key={application.candidateId}
            application={application}
            withHeading={several}
            studentSpaceHref={studentSpaceHref}
            onChangeProgram={onChangeProgram}
            onEditPersonalInfo={onEditPersonalInfo}
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
  onEditPersonalInfo: ((candidateId: string) => void) | undefined;
}

function ApplicationCards({
  application,
  withHeading,
  studentSpaceHref,
  onChangeProgram,
  onEditPersonalInfo,
}: ApplicationCardsProps) {
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
      />
      <ScoreCard application={application} level={level} contextId={contextId} />
      <DocumentsCard application={application} level={level} contextId={contextId} />
      <ProgramCard
        application={application}
        level={level}
        contextId={contextId}
        onChangeProgram={onChangeProgram}
      />
      <PersonalInfoCard
        application={application}
        level={level}
        contextId={contextId}
        onEdit={onEditPersonalInfo}
      />
      <GradesCard application={application} level={level} contextId={contextId} />
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

function StatusCard({
  application,
  level,
  contextId,
  studentSpaceHref,
}: CardProps & { studentSpaceHref: string }) {
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
        <p className={styles.text}>{copy.documents.none}</p>
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

function PersonalInfoCard({
  application,
  level,
  contextId,
  onEdit,
}: CardProps & { onEdit: ((candidateId: string) => void) | undefined }) {
  const fullName = [application.bacFirstName, application.bacLastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const facts: Array<[string, string]> = [
    [copy.personal.fullName, orNotProvided(fullName, copy.personal.notProvided)],
    [copy.personal.birthDate, formatLongDate(application.bacDob) ?? copy.personal.notProvidedFeminine],
    [copy.personal.birthPlace, orNotProvided(application.bacPlaceOfBirth, copy.personal.notProvided)],
    [copy.personal.email, orNotProvided(application.email, copy.personal.notProvided)],
    [copy.personal.phone, orNotProvided(application.phone, copy.personal.notProvided)],
  ];
  return (
    <DashboardCard
      title={copy.personal.title}
      level={level}
      contextId={contextId}
      actions={
        <Button tone="secondary" size="sm" onClick={() => onEdit?.(application.candidateId)}>
          {copy.personal.edit}
        </Button>
      }
    >
      <dl className={styles.facts}>
        {facts.map(([term, value]) => (
          <div key={term} className={styles.factGroup}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.definition}>{value}</dd>
          </div>
        ))}
      </dl>
    </DashboardCard>
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

function GradesCard({ application, level, contextId }: CardProps) {
  const coefs = application.coefs ?? {};
  const rows: GradeRow[] = Object.entries(application.grades ?? {})
    .filter(([, mark]) => typeof mark === 'number' && Number.isFinite(mark))
    .map(([subject, mark]) => ({ subject, mark, coefficient: coefs[subject] }));
  return (
    <DashboardCard title={copy.grades.title} level={level} contextId={contextId} className={styles.wide}>
      {rows.length === 0 && application.gradesLoading ? (
        <Spinner label={copy.grades.loading} />
      ) : rows.length === 0 ? (
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
}: CardProps & { onChangeProgram: (candidateId: string) => void }) {
  const choices = [...(application.choices ?? [])].sort((a, b) => a.priority - b.priority);
  return (
    <DashboardCard title={copy.program.title} level={level} contextId={contextId}>
      {application.choiceMode === 'multiple' ? (
        <>
          <p className={styles.muted}>{copy.program.choices}</p>
          <ol className={styles.list}>
            {choices.map((choice) => (
              <li key={choice.id} className={styles.choice}>
                <span className={styles.choiceName}>
                  <span className={styles.muted}>{copy.program.priority(choice.priority)}</span>
                  <strong>{choice.programName}</strong>
                </span>
                {choiceBadge(choice.status)}
              </li>
            ))}
          </ol>
        </>
      ) : (
        <div className={styles.row}>
          <strong>{application.programName || copy.program.none}</strong>
          {application.programName ? singleChoiceBadge(application.status) : null}
        </div>
      )}
      {application.ufrName ? <p className={styles.muted}>{application.ufrName}</p> : null}
      {application.canChangeProgram ? (
        <>
          <p className={styles.muted}>{copy.program.changeNote}</p>
          <div>
            <Button tone="secondary" onClick={() => onChangeProgram(application.candidateId)}>
              {copy.program.change}
            </Button>
          </div>
        </>
      ) : null}
    </DashboardCard>
  );
}
