import { useId, useState, type FormEvent, type ReactNode } from 'react';
import * as styles from './SelectionProposal.css';
import * as listStyles from '../ApplicationsList/ApplicationsList.css';
import type { ProgramKind } from '../ApplicationsList/types';
import type {
  AdjustmentKind,
  AdjustmentView,
  CapacityInput,
  CapacityView,
  SelectionApplication,
  SelectionRowView,
  SelectionView,
  WaitlistRowView,
} from './types';
import { formatScore } from '../CandidateDashboard/format';
import { staffCopy } from '../../copy/staff';
import { fr } from '../../copy/fr';
import {
  Alert,
  AppLink,
  Button,
  Card,
  Dialog,
  Spinner,
  StatusBadge,
  Table,
  TextField,
  VisuallyHidden,
  type TableColumn,
} from '@admission/ui';

const copy = staffCopy.selection;
const MAX_PLACES = 5000;

export interface SelectionProposalProps {
  kind: ProgramKind;
  /** The list's address, as the reviewer left it. */
  listHref: string;
  /** The programme's name, once known. */
  programName?: string | null | undefined;
  /**
   * loading; failed or timeout (« Réessayer »); forbidden; notFound; ready (`capacity`,
   * `proposal`); conflict (the confirmation was refused: « Proposer à nouveau »); applied.
   */
  status: 'loading' | 'failed' | 'timeout' | 'forbidden' | 'notFound' | 'ready' | 'conflict' | 'applied';
  onRetry?: (() => void) | undefined;
  capacity?: CapacityView | null | undefined;
  /** An admin sets the capacity; a teacher reads it. */
  canSetCapacity: boolean;
  onSaveCapacity?: ((capacity: CapacityInput) => void) | undefined;
  savingCapacity?: boolean | undefined;
  capacityError?: 'failed' | 'forbidden' | null | undefined;
  proposal?: SelectionView | null | undefined;
  adjustments?: readonly AdjustmentView[] | undefined;
  /** The app's rule: « Retirer » / « Admettre » offered for this candidate. */
  canAdjust?: ((kind: AdjustmentKind, candidateId: string) => boolean) | undefined;
  onAdjust?: ((kind: AdjustmentKind, candidateId: string) => void) | undefined;
  onUndo?: ((candidateId: string) => void) | undefined;
  /** The adjustment whose reason is asked (its dialog is open). */
  asking?: { kind: AdjustmentKind; name: string } | null | undefined;
  reasonMissing?: boolean | undefined;
  onGiveReason?: ((reason: string) => void) | undefined;
  onCancelReason?: (() => void) | undefined;
  canConfirm: boolean;
  onConfirm?: (() => void) | undefined;
  /** The confirmation is open (or being sent). */
  confirming?: boolean | undefined;
  sending?: boolean | undefined;
  onSend?: (() => void) | undefined;
  onCancelConfirm?: (() => void) | undefined;
  /** The last confirmation got no answer or was refused: nothing recorded. */
  applyFailed?: boolean | undefined;
  /** The confirmation refused because something changed: the names of those changed, and how many left. */
  conflict?: { changed: readonly string[]; missing: number } | null | undefined;
  onProposeAgain?: (() => void) | undefined;
}

const marks = /* @__PURE__ */ new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const fullName = (application: SelectionApplication) => `${application.firstName} ${application.lastName}`;

function labelled(label: string, content: ReactNode) {
  return (
    <>
      <span className={listStyles.cellLabel}>{label}</span>
      {content}
    </>
  );
}

/** « 4 places, 1 déjà acceptée, 3 à pourvoir · liste d’attente : 2 places ». */
function capacitySummary(capacity: CapacityView): string | null {
  if (capacity.places === null || capacity.placesLeft === null) return null;
  return [
    copy.places(capacity.places),
    copy.acceptedAlready(capacity.acceptedCount),
    `${copy.toFill(capacity.placesLeft)} · ${copy.waitlistSummary(
      copy.places(capacity.waitlistPlaces ?? 0),
      capacity.waitlistedCount,
    )}`,
  ].join(', ');
}

/**
 * « Proposer une sélection » (docs/behaviour.md, « Proposed selection »): a programme's capacity,
 * the proposal by merit against its places left, the reviewer's adjustments, and the
 * confirmation. Inside StaffLayout; the rule and the calls are the app's.
 */
export function SelectionProposal(props: SelectionProposalProps) {
  const { kind, listHref, programName, status, onRetry } = props;
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <div>
          <AppLink to={listHref}>
            {copy.back}
            <VisuallyHidden> {staffCopy.titles[kind]}</VisuallyHidden>
          </AppLink>
        </div>
        <h1 className={listStyles.title}>
          {programName ? `${copy.title}\u00a0: ${programName}` : copy.title}
        </h1>
      </div>
      {status === 'loading' ? <Spinner label={copy.loading} centered /> : null}
      {status === 'failed' || status === 'timeout' ? (
        <Alert tone="critical" title={copy.loadError} live="assertive">
          {status === 'timeout' ? <p className={listStyles.muted}>{fr.common.timeout}</p> : null}
          <Button variant="secondary" size="sm" onClick={onRetry}>
            {staffCopy.retry}
          </Button>
        </Alert>
      ) : null}
      {status === 'forbidden' ? (
        <Alert tone="critical" title={copy.loadError} live="assertive">
          {copy.forbidden}
        </Alert>
      ) : null}
      {status === 'notFound' ? (
        <Alert tone="caution" title={copy.notFoundTitle} live="assertive">
          {copy.notFound}
        </Alert>
      ) : null}
      {status === 'conflict' ? <Conflict {...props} /> : null}
      {status === 'applied' ? (
        <Alert tone="positive" title={copy.appliedTitle} live="polite">
          <AppLink to={listHref}>{copy.back}</AppLink>
        </Alert>
      ) : null}
      {status === 'ready' && props.capacity && props.proposal ? (
        <Ready {...props} capacity={props.capacity} proposal={props.proposal} />
      ) : null}
    </div>
  );
}

function Conflict({ conflict, onProposeAgain }: SelectionProposalProps) {
  const changed = conflict?.changed ?? [];
  return (
    <Alert tone="caution" title={copy.conflictTitle} live="assertive">
      <p className={listStyles.muted}>{copy.conflictText(changed.length + (conflict?.missing ?? 0))}</p>
      {changed.length > 0 ? (
        <>
          <p className={listStyles.muted}>{copy.conflictChanged}</p>
          <ul>
            {changed.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Button size="sm" onClick={onProposeAgain}>
        {copy.proposeAgain}
      </Button>
    </Alert>
  );
}

function Ready({
  capacity,
  proposal,
  canSetCapacity,
  onSaveCapacity,
  savingCapacity = false,
  capacityError = null,
  adjustments = [],
  canAdjust = () => false,
  onAdjust,
  onUndo,
  asking = null,
  reasonMissing = false,
  onGiveReason,
  onCancelReason,
  canConfirm,
  onConfirm,
  confirming = false,
  sending = false,
  onSend,
  onCancelConfirm,
  applyFailed = false,
}: SelectionProposalProps & { capacity: CapacityView; proposal: SelectionView }) {
  const adjustmentsId = useId();
  const fixed = capacity.places !== null;
  const summary = capacitySummary(capacity);
  const adjustButton = (kind: AdjustmentKind, application: SelectionApplication) =>
    canAdjust(kind, application.id) ? (
      <Button
        size="sm"
        variant="secondary"
        tone={kind === 'exclude' ? 'critical' : 'neutral'}
        aria-label={
          kind === 'exclude'
            ? copy.excludeLabel(fullName(application))
            : copy.includeLabel(fullName(application))
        }
        onClick={() => onAdjust?.(kind, application.id)}
      >
        {kind === 'exclude' ? copy.exclude : copy.include}
      </Button>
    ) : null;
  const excludedIds = new Set(adjustments.filter((a) => a.kind === 'exclude').map((a) => a.candidateId));

  const rankColumn = (
    header: string,
    rank: (row: SelectionRowView) => number | null,
  ): TableColumn<SelectionRowView> => ({
    key: 'rank',
    header,
    render: (row) => labelled(header, rank(row) ?? copy.none),
  });
  const nameColumn: TableColumn<SelectionRowView> = {
    key: 'name',
    header: copy.name,
    rowHeader: true,
    render: (row) => labelled(copy.name, fullName(row.application)),
  };
  const scoreColumns: TableColumn<SelectionRowView>[] = [
    {
      key: 'score',
      header: copy.score,
      render: (row) => labelled(copy.score, formatScore(row.application.score) ?? staffCopy.noScore),
    },
    {
      key: 'tieBreak',
      header: copy.tieBreak,
      render: (row) =>
        labelled(
          copy.tieBreak,
          row.tieBreak
            ? copy.tieBreakValue(row.tieBreak.subject, marks.format(row.tieBreak.mark))
            : copy.none,
        ),
    },
  ];
  const actionColumn = (render: (row: SelectionRowView) => ReactNode): TableColumn<SelectionRowView> => ({
    key: 'action',
    header: copy.action,
    render: (row) => labelled(copy.action, <div className={listStyles.actions}>{render(row)}</div>),
  });

  return (
    <>
      <Card title={copy.capacity}>
        {summary ? <p className={styles.summary}>{summary}</p> : null}
        {!fixed ? (
          <Alert tone="caution" title={copy.notFixedTitle}>
            {canSetCapacity ? copy.notFixedAdmin : copy.notFixedTeacher}
          </Alert>
        ) : null}
        {canSetCapacity ? (
          <CapacityForm
            capacity={capacity}
            saving={savingCapacity}
            onSave={(value) => onSaveCapacity?.(value)}
          />
        ) : null}
        {capacityError ? (
          <Alert tone="critical" title={copy.capacityFailed} live="assertive">
            {capacityError === 'forbidden' ? copy.capacityForbidden : null}
          </Alert>
        ) : null}
      </Card>

      {applyFailed ? (
        <Alert tone="critical" title={copy.failedTitle} live="assertive">
          {copy.failedText}
        </Alert>
      ) : null}

      {adjustments.length > 0 ? (
        <section className={styles.section} aria-labelledby={adjustmentsId}>
          <h2 id={adjustmentsId} className={styles.sectionTitle}>
            {copy.adjustments}
          </h2>
          <ul className={styles.adjustments}>
            {adjustments.map((adjustment) => (
              <li key={adjustment.candidateId} className={styles.adjustment}>
                <span className={styles.adjustmentText}>
                  {copy.adjustmentText(adjustment.kind, adjustment.name, adjustment.reason)}
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  aria-label={copy.undoLabel(adjustment.name)}
                  onClick={() => onUndo?.(adjustment.candidateId)}
                >
                  {copy.undo}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {fixed ? (
        <>
          <div className={listStyles.stack}>
            <Table
              caption={copy.acceptedTable}
              columns={[
                rankColumn(copy.meritRank, (row) => row.meritRank),
                nameColumn,
                ...scoreColumns,
                actionColumn((row) =>
                  row.included ? (
                    <StatusBadge tone="info">{copy.included}</StatusBadge>
                  ) : (
                    adjustButton('exclude', row.application)
                  ),
                ),
              ]}
              rows={proposal.accepted}
              getRowKey={(row) => row.application.id}
              empty={copy.noneAccepted}
            />
          </div>
          <div className={listStyles.stack}>
            <Table<WaitlistRowView>
              caption={copy.waitlistTable}
              columns={[
                rankColumn(copy.waitlistRank, (row) => (row as WaitlistRowView).waitlistRank),
                nameColumn,
                ...scoreColumns,
                actionColumn((row) => (
                  <>
                    {adjustButton('exclude', row.application)}
                    {adjustButton('include', row.application)}
                  </>
                )),
              ]}
              rows={proposal.waitlist}
              getRowKey={(row) => row.application.id}
              empty={copy.noneWaitlisted}
            />
          </div>
          <div className={styles.confirmBar}>
            <Button disabled={!canConfirm} onClick={() => onConfirm?.()}>
              {copy.confirm}
            </Button>
          </div>
        </>
      ) : null}

      <div className={listStyles.stack}>
        <Table
          caption={copy.othersTable}
          columns={[
            rankColumn(copy.meritRank, (row) => row.meritRank),
            nameColumn,
            ...scoreColumns,
            actionColumn((row) =>
              excludedIds.has(row.application.id) ? (
                <StatusBadge tone="neutral">{copy.excluded}</StatusBadge>
              ) : (
                adjustButton('include', row.application)
              ),
            ),
          ]}
          rows={proposal.others}
          getRowKey={(row) => row.application.id}
          empty={copy.noOthers}
        />
      </div>
      <div className={listStyles.stack}>
        <Table<SelectionApplication>
          caption={copy.unscoredTable}
          columns={[
            {
              key: 'name',
              header: copy.name,
              rowHeader: true,
              render: (application) => labelled(copy.name, fullName(application)),
            },
            {
              key: 'action',
              header: copy.action,
              render: (application) =>
                labelled(
                  copy.action,
                  <div className={listStyles.actions}>{adjustButton('include', application)}</div>,
                ),
            },
          ]}
          rows={proposal.unscored}
          getRowKey={(application) => application.id}
          empty={copy.noUnscored}
        />
      </div>

      <ReasonDialog
        asking={asking}
        reasonMissing={reasonMissing}
        onGive={(reason) => onGiveReason?.(reason)}
        onCancel={() => onCancelReason?.()}
      />
      <ConfirmDialog
        open={confirming || sending}
        sending={sending}
        accepted={proposal.accepted.length}
        waitlisted={proposal.waitlist.length}
        onSend={() => onSend?.()}
        onCancel={() => onCancelConfirm?.()}
      />
    </>
  );
}

const parseCount = (text: string): number | null => {
  const trimmed = text.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= MAX_PLACES ? value : null;
};

/** « Nombre de places », « Places sur liste d’attente », « Enregistrer la capacité » (an admin). */
function CapacityForm({
  capacity,
  saving,
  onSave,
}: {
  capacity: CapacityView;
  saving: boolean;
  onSave: (capacity: CapacityInput) => void;
}) {
  const [places, setPlaces] = useState(capacity.places === null ? '' : String(capacity.places));
  const [waitlist, setWaitlist] = useState(
    capacity.waitlistPlaces === null ? '' : String(capacity.waitlistPlaces),
  );
  const [checked, setChecked] = useState(false);
  const placesValue = parseCount(places);
  const waitlistValue = parseCount(waitlist);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (placesValue === null || waitlistValue === null) {
      // The first field in error gets the focus (its error is read with it).
      const first = placesValue === null ? 0 : 1;
      event.currentTarget.querySelectorAll<HTMLInputElement>('input')[first]?.focus();
      return;
    }
    onSave({ places: placesValue, waitlistPlaces: waitlistValue });
  };
  return (
    <form className={styles.capacityForm} onSubmit={submit} noValidate>
      <TextField
        className={styles.numberField}
        label={copy.placesLabel}
        hint={copy.capacityHint}
        inputMode="numeric"
        value={places}
        disabled={saving}
        error={checked && placesValue === null ? copy.capacityInvalid : undefined}
        onChange={(event) => setPlaces(event.target.value)}
      />
      <TextField
        className={styles.numberField}
        label={copy.waitlistPlacesLabel}
        hint={copy.capacityHint}
        inputMode="numeric"
        value={waitlist}
        disabled={saving}
        error={checked && waitlistValue === null ? copy.capacityInvalid : undefined}
        onChange={(event) => setWaitlist(event.target.value)}
      />
      <Button type="submit" variant="secondary" busy={saving} busyLabel={copy.savingCapacity}>
        {copy.saveCapacity}
      </Button>
    </form>
  );
}

/** The reason of an adjustment, required: « Retirer » or « Admettre ». */
function ReasonDialog({
  asking,
  reasonMissing,
  onGive,
  onCancel,
}: {
  asking: { kind: AdjustmentKind; name: string } | null;
  reasonMissing: boolean;
  onGive: (reason: string) => void;
  onCancel: () => void;
}) {
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const errorId = useId();
  const cancel = () => {
    setReason('');
    onCancel();
  };
  return (
    <Dialog
      open={asking !== null}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
      title={asking ? copy.reasonTitle(asking.kind) : ''}
      description={asking ? copy.reasonDescription(asking.kind, asking.name) : undefined}
      footer={
        <>
          <Button variant="secondary" onClick={cancel}>
            {copy.reasonCancel}
          </Button>
          <Button
            tone={asking?.kind === 'exclude' ? 'critical' : 'neutral'}
            onClick={() => {
              onGive(reason);
              if (reason.trim() === '') document.getElementById(reasonId)?.focus();
              else setReason('');
            }}
          >
            {asking ? copy.reasonConfirm(asking.kind) : ''}
          </Button>
        </>
      }
    >
      <div className={listStyles.reasonField}>
        <label htmlFor={reasonId} className={listStyles.selectLabel}>
          {copy.reason}
        </label>
        <textarea
          id={reasonId}
          className={listStyles.textarea}
          value={reason}
          maxLength={1000}
          rows={3}
          required
          aria-invalid={reasonMissing ? true : undefined}
          aria-describedby={reasonMissing ? errorId : undefined}
          onChange={(event) => setReason(event.target.value)}
        />
        {reasonMissing ? (
          <p id={errorId} className={styles.error}>
            {copy.reasonMissing}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}

/** « Accepter 3 candidatures et placer 2 candidatures sur liste d’attente ? », busy while sent. */
function ConfirmDialog({
  open,
  sending,
  accepted,
  waitlisted,
  onSend,
  onCancel,
}: {
  open: boolean;
  sending: boolean;
  accepted: number;
  waitlisted: number;
  onSend: () => void;
  onCancel: () => void;
}) {
  const cancel = () => {
    if (!sending) onCancel();
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) cancel();
      }}
      title={copy.confirmTitle}
      description={copy.confirmQuestion(accepted, waitlisted)}
      footer={
        <>
          <Button variant="secondary" disabled={sending} onClick={cancel}>
            {copy.cancel}
          </Button>
          <Button busy={sending} busyLabel={copy.sending} onClick={onSend}>
            {copy.send}
          </Button>
        </>
      }
    >
      <p className={listStyles.muted}>{copy.confirmText}</p>
    </Dialog>
  );
}
