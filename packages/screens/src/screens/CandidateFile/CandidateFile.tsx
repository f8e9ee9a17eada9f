import type { ReactNode } from 'react';
import * as styles from './CandidateFile.css';
import * as listStyles from '../ApplicationsList/ApplicationsList.css';
import type { CandidateFileView } from './types';
import type { HistoryEntry } from '../CandidateDashboard/HistoryTimeline';
import type { ProgramKind, StaffApplication } from '../ApplicationsList/types';
import { RejectDialog } from '../ApplicationsList/RejectDialog';
import { statusTones } from '../ApplicationsList/status';
import { formatDateAndTime, formatLongDate, formatScore } from '../CandidateDashboard/format';
import { staffCopy } from '../../copy/staff';
import { fr } from '../../copy/fr';
import {
  Alert,
  AppLink,
  Button,
  Card,
  ExternalLink,
  GradeMark,
  Spinner,
  StatusBadge,
  VisuallyHidden,
} from '@admission/ui';

const copy = staffCopy;
const fileCopy = staffCopy.file;

export interface CandidateFileProps {
  /** The list it was opened from: the way back names it. */
  kind: ProgramKind;
  /** The list's address with its search, filter, order and page, as the reviewer left it. */
  listHref: string;
  /**
   * loading; failed or timeout (« Réessayer »); forbidden (the role does not review this file's
   * list); notFound (the service knows no such file, or gives no files); ready (`file`).
   */
  status: 'loading' | 'failed' | 'timeout' | 'forbidden' | 'notFound' | 'ready';
  file?: CandidateFileView | null | undefined;
  /** « Réessayer » after a failed load. */
  onRetry?: (() => void) | undefined;
  /**
   * Whether « Accepter » and « Rejeter » are enabled: the app's rule (a pending application, no
   * decision on its way).
   */
  canDecide: boolean;
  onAccept?: (() => void) | undefined;
  /** Asks for the confirmation: the app then sets `confirming`. */
  onReject?: (() => void) | undefined;
  /** The rejection waits for its confirmation. */
  confirming?: boolean | undefined;
  onConfirmReject?: ((reason: string) => void) | undefined;
  onCancelReject?: (() => void) | undefined;
  /** A decision refused because someone decided first: the application as it now is. */
  conflict?: StaffApplication | null | undefined;
  /**
   * Draws the file's dated events (a HistoryTimeline): the app loads that code with the history's
   * own chunk, the one the candidate's dashboard uses.
   */
  renderHistory: (events: readonly HistoryEntry[]) => ReactNode;
}

const points = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });

interface GradeRow {
  subject: string;
  mark: number;
  coefficient: number | undefined;
}

/**
 * Each subject's mark, coefficient and the points they make, with their totals: the weighted mean
 * is read from it. Four narrow columns, so a 360 px screen shows them all without scrolling.
 */
function GradesTable({
  rows,
  totalPoints,
  totalCoefficients,
}: {
  rows: readonly GradeRow[];
  totalPoints: number;
  totalCoefficients: number;
}) {
  return (
    <div className={styles.gradesBox}>
      <table className={styles.grades}>
        <caption className={styles.caption}>{fileCopy.gradesTable}</caption>
        <thead>
          <tr>
            <th scope="col">{fileCopy.subject}</th>
            <th scope="col">{fileCopy.mark}</th>
            <th scope="col" className={styles.numeric}>
              <span className={styles.wideOnly}>{fileCopy.coefficient}</span>
              <span className={styles.narrowOnly}>{fileCopy.coefficientShort}</span>
            </th>
            <th scope="col" className={styles.numeric}>
              {fileCopy.points}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.subject}>
              <th scope="row">{row.subject}</th>
              <td>
                <GradeMark mark={row.mark} />
              </td>
              <td className={styles.numeric}>
                {row.coefficient === undefined ? fileCopy.notProvided : points.format(row.coefficient)}
              </td>
              <td className={styles.numeric}>
                {row.coefficient === undefined ? '' : points.format(row.mark * row.coefficient)}
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{fileCopy.total}</th>
            <td />
            <td className={styles.numeric}>{points.format(totalCoefficients)}</td>
            <td className={styles.numeric}>{points.format(totalPoints)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

function Facts({ items }: { items: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * « Dossier du candidat » (docs/behaviour.md, deviation 63): what a reviewer decides on, opened
 * from a row of a staff list, with the list's decisions. Inside StaffLayout; the data, the rule
 * and the decisions come from the app.
 */
export function CandidateFile({
  kind,
  listHref,
  status,
  file,
  onRetry,
  canDecide,
  onAccept,
  onReject,
  confirming = false,
  onConfirmReject,
  onCancelReject,
  conflict = null,
  renderHistory,
}: CandidateFileProps) {
  const back = (
    <AppLink to={listHref}>
      {fileCopy.back}
      <VisuallyHidden> {copy.titles[kind]}</VisuallyHidden>
    </AppLink>
  );
  const ready = status === 'ready' && file ? file : null;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>{back}</div>
        <h1 className={listStyles.title}>{fileCopy.title}</h1>
      </div>
      {status === 'loading' ? <Spinner label={fileCopy.loading} centered /> : null}
      {status === 'failed' || status === 'timeout' ? (
        <Alert tone="critical" title={fileCopy.loadError} live="assertive">
          {status === 'timeout' ? <p className={listStyles.muted}>{fr.common.timeout}</p> : null}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {copy.retry}
          </Button>
        </Alert>
      ) : null}
      {status === 'forbidden' ? (
        <Alert tone="critical" title={fileCopy.loadError} live="assertive">
          {fileCopy.forbidden}
        </Alert>
      ) : null}
      {status === 'notFound' ? (
        <Alert tone="caution" title={fileCopy.notFoundTitle} live="assertive">
          {fileCopy.notFound}
        </Alert>
      ) : null}
      {ready ? (
        <Ready
          file={ready}
          canDecide={canDecide}
          onAccept={onAccept}
          onReject={onReject}
          conflict={conflict}
          renderHistory={renderHistory}
        />
      ) : null}
      {ready ? (
        <RejectDialog
          application={confirming ? ready.application : null}
          onConfirm={(reason) => onConfirmReject?.(reason)}
          onCancel={() => onCancelReject?.()}
        />
      ) : null}
    </div>
  );
}

function Ready({
  file,
  canDecide,
  onAccept,
  onReject,
  conflict,
  renderHistory,
}: Pick<CandidateFileProps, 'canDecide' | 'onAccept' | 'onReject' | 'conflict' | 'renderHistory'> & {
  file: CandidateFileView;
}) {
  const { application } = file;
  const name = `${application.firstName} ${application.lastName}`;
  const score = formatScore(application.score);
  const grades: GradeRow[] = Object.entries(file.bacResult?.grades ?? {})
    .filter(([, mark]) => Number.isFinite(mark))
    .map(([subject, mark]) => ({ subject, mark, coefficient: file.bacResult?.coefs[subject] }));
  const weighted = grades.filter((row) => row.coefficient !== undefined && row.coefficient > 0);
  const totalPoints = weighted.reduce((sum, row) => sum + row.mark * (row.coefficient ?? 0), 0);
  const totalCoefficients = weighted.reduce((sum, row) => sum + (row.coefficient ?? 0), 0);
  const mean = totalCoefficients > 0 ? formatScore(totalPoints / totalCoefficients) : null;
  const choices = [...file.choices].sort((a, b) => a.rank - b.rank);
  const submitted = application.submissionDate ? formatDateAndTime(application.submissionDate) : null;
  return (
    <>
      <div className={styles.header}>
        <div className={styles.headline}>
          <p className={styles.name}>{name}</p>
          <StatusBadge tone={statusTones[application.status]}>{copy.status[application.status]}</StatusBadge>
        </div>
        <p className={listStyles.muted}>{fileCopy.candidateNumber(application.id)}</p>
        <div className={listStyles.actions} role="group" aria-label={fileCopy.decision}>
          <Button disabled={!canDecide} aria-label={copy.acceptLabel(name)} onClick={() => onAccept?.()}>
            {copy.accept}
          </Button>
          <Button
            tone="critical"
            disabled={!canDecide}
            aria-label={copy.rejectLabel(name)}
            onClick={() => onReject?.()}
          >
            {copy.reject}
          </Button>
        </div>
        {application.status !== 'pending' && !conflict ? (
          <p className={listStyles.muted}>{fileCopy.decided}</p>
        ) : null}
      </div>
      {conflict ? (
        <Alert tone="caution" title={copy.conflictTitle} live="assertive">
          {copy.conflictText(name, copy.status[conflict.status])}
        </Alert>
      ) : null}
      <div className={styles.grid}>
        <Card title={fileCopy.identity}>
          <Facts
            items={[
              [fileCopy.fullName, name],
              [fileCopy.birthDate, formatLongDate(file.birthDate) ?? fileCopy.notProvidedDate],
              [fileCopy.placeOfBirth, file.placeOfBirth || fileCopy.notProvided],
              [fileCopy.nationality, file.nationality || fileCopy.notProvided],
              [fileCopy.email, application.email],
              [fileCopy.phone, file.phone || fileCopy.notProvided],
              [fileCopy.submitted, submitted ?? fileCopy.notProvidedDate],
            ]}
          />
        </Card>
        <Card title={fileCopy.score}>
          <p className={listStyles.muted}>
            {score ? (
              <>
                <span className={styles.scoreValue}>{score}</span>
                {fileCopy.scoreUnit}
              </>
            ) : (
              <span className={styles.scoreValue}>{fileCopy.noScore}</span>
            )}
          </p>
          <p className={listStyles.muted}>{fileCopy.scoreNote}</p>
          {mean ? (
            <p className={listStyles.muted}>
              {fileCopy.weightedMean(points.format(totalPoints), points.format(totalCoefficients), mean)}
            </p>
          ) : null}
        </Card>
        <Card title={fileCopy.grades} className={styles.wide}>
          <p className={listStyles.muted}>{fileCopy.series(file.bacSerie, file.bacResultId)}</p>
          {grades.length > 0 ? (
            <GradesTable rows={grades} totalPoints={totalPoints} totalCoefficients={totalCoefficients} />
          ) : (
            <p className={listStyles.muted}>{fileCopy.noGrades}</p>
          )}
        </Card>
        <Card title={fileCopy.choices}>
          {choices.length > 0 ? (
            <ol className={styles.list}>
              {choices.map((choice) => (
                <li key={choice.programId}>
                  <strong>{fileCopy.rank(choice.rank)}</strong>
                  {'\u00a0: '}
                  {choice.programName}
                </li>
              ))}
            </ol>
          ) : (
            <p className={listStyles.muted}>{fileCopy.noChoices}</p>
          )}
        </Card>
        <Card title={fileCopy.documents}>
          {application.documents.length > 0 ? (
            <ul className={listStyles.documents}>
              {application.documents.map((document) => (
                <li key={`${document.name}-${document.url}`} className={listStyles.document}>
                  <span className={listStyles.documentName}>{document.name}</span>
                  <ExternalLink
                    href={document.url}
                    fallback={<span className={listStyles.muted}>{copy.unavailableDocument}</span>}
                  >
                    {copy.viewDocument}
                    <VisuallyHidden> {document.name}</VisuallyHidden>
                  </ExternalLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className={listStyles.muted}>{copy.noDocuments}</p>
          )}
        </Card>
        <Card title={fileCopy.history} className={styles.wide}>
          {file.history.length > 0 ? (
            renderHistory(file.history)
          ) : (
            <p className={listStyles.muted}>{fileCopy.noHistory}</p>
          )}
        </Card>
      </div>
    </>
  );
}
