// The application's programme card: its programme or ranked choices with their status and waitlist
// position, the programme change and the receipt.
import * as styles from '../CandidateDashboard.css';
import { formatLongDate } from '../format';
import type { ApplicationStatus, Choice, ChoiceStatus, UnknownStatus } from '../types';
import { DashboardCard, LoadError, isFailure, type CardProps } from './shared';
import { candidateCopy } from '../../../copy/candidate';
import { AppLink, Button, Spinner, StatusBadge, type Tone } from '@admission/ui';

const copy = candidateCopy;

const choiceStatusTones: Readonly<Record<ChoiceStatus, Tone>> = {
  accepted: 'positive',
  waitlisted: 'caution',
  rejected: 'critical',
  cancelled: 'neutral',
  pending: 'caution',
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

/**
 * docs/behaviour.md, « Grades, statuses and badges »: accepted, waitlisted, rejected, cancelled have
 * their label; anything else is "En attente".
 */
function choiceBadge(status: Choice['status']) {
  const known: ChoiceStatus = isChoiceStatus(status) ? status : 'pending';
  return <StatusBadge tone={choiceStatusTones[known]}>{copy.choiceStatus[known]}</StatusBadge>;
}

/** The single-choice badge reads the application's status (« Grades, statuses and badges »). */
function singleChoiceBadge(status: ApplicationStatus | UnknownStatus) {
  // Not "Soumis": a status nobody could read says nothing of the choice.
  if (status === 'unknown') return <StatusBadge tone="neutral">{copy.applicationStatus.unknown}</StatusBadge>;
  if (status === 'approved')
    return <StatusBadge tone="positive">{copy.singleChoiceBadge.approved}</StatusBadge>;
  if (status === 'rejected')
    return <StatusBadge tone="critical">{copy.singleChoiceBadge.rejected}</StatusBadge>;
  if (status === 'waitlisted')
    return <StatusBadge tone={choiceStatusTones.waitlisted}>{copy.singleChoiceBadge.waitlisted}</StatusBadge>;
  if (status === 'pending') return <StatusBadge tone="caution">{copy.singleChoiceBadge.pending}</StatusBadge>;
  return <StatusBadge tone="caution">{copy.singleChoiceBadge.other}</StatusBadge>;
}

export function ProgramCard({
  application,
  level,
  contextId,
  onChangeProgram,
  onChangeProgramIntent,
  onRetry,
}: CardProps & {
  onChangeProgram: (candidateId: string) => void;
  onChangeProgramIntent?: (() => void) | undefined;
  onRetry: (() => void) | undefined;
}) {
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
            <Button
              variant="secondary"
              onClick={() => onChangeProgram(application.candidateId)}
              onPointerEnter={onChangeProgramIntent}
              onTouchStart={onChangeProgramIntent}
              onFocus={onChangeProgramIntent}
            >
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
