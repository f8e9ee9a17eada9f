// A proposed selection (docs/behaviour.md, « Proposed selection »): the best pending applications
// of a programme by merit against its places left, then its waiting list; the reviewer's
// adjustments (taken out, put in, each with a reason). Pure, and computed the same way by the
// server: what the reviewer confirms is what the server recomputes.
import type { StaffApplication } from '@admission/api-client';

/** The tie rule's mark: the candidate's subject of highest coefficient (null without bac results). */
export interface TieBreak {
  subject: string;
  mark: number;
}

/** A scored pending application of the programme, in merit order (`meritRank` from 1). */
export interface MeritCandidate {
  application: StaffApplication;
  meritRank: number;
  tieBreak: TieBreak | null;
}

/** What a proposal is computed from (the proposal call's answer, less its programme and basis). */
export interface SelectionPool {
  ranked: readonly MeritCandidate[];
  unscored: readonly StaffApplication[];
  /** Null when the programme's places are not fixed: nothing is proposed. */
  placesLeft: number | null;
  waitlistLeft: number | null;
  nextWaitlistRank: number | null;
}

export type AdjustmentKind = 'exclude' | 'include';

/** « Retirer » (exclude: stays pending) or « Admettre » (include: accepted whatever the merit). */
export interface Adjustment {
  kind: AdjustmentKind;
  candidateId: string;
  reason: string;
}

/** A row of the proposal: `meritRank` null for an unscored application put in. */
export interface ProposedRow {
  application: StaffApplication;
  meritRank: number | null;
  tieBreak: TieBreak | null;
  included: boolean;
}

export interface WaitlistRow extends ProposedRow {
  waitlistRank: number;
}

export interface Proposal {
  accepted: ProposedRow[];
  waitlist: WaitlistRow[];
  /** The ranked ones neither accepted nor on the waiting list (the excluded among them). */
  others: MeritCandidate[];
  /** The unscored ones not put in. */
  unscored: StaffApplication[];
}

const compareNullableDesc = (a: number | null, b: number | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return b - a;
};

const compareDates = (a: string | null, b: string | null): number => {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  const diff = Date.parse(a) - Date.parse(b);
  return Number.isNaN(diff) ? 0 : diff;
};

const compareIds = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order of merit (docs/behaviour.md, « Ranking by merit »): the higher score first (no score
 * last), then the higher tie-break mark (no bac results after every mark), then the earlier
 * submission, then the candidate number ascending: a total order.
 */
export function byMerit(
  a: Pick<MeritCandidate, 'application' | 'tieBreak'>,
  b: Pick<MeritCandidate, 'application' | 'tieBreak'>,
): number {
  return (
    compareNullableDesc(a.application.score ?? null, b.application.score ?? null) ||
    compareNullableDesc(a.tieBreak?.mark ?? null, b.tieBreak?.mark ?? null) ||
    compareDates(a.application.submissionDate, b.application.submissionDate) ||
    compareIds(a.application.id, b.application.id)
  );
}

/** The unscored applications' order: by submission date, then candidate number. */
const bySubmission = (a: StaffApplication, b: StaffApplication): number =>
  compareDates(a.submissionDate, b.submissionDate) || compareIds(a.id, b.id);

/** The places are fixed: a proposal can be made. */
export const canPropose = (
  pool: SelectionPool,
): pool is SelectionPool & { placesLeft: number; waitlistLeft: number; nextWaitlistRank: number } =>
  pool.placesLeft !== null && pool.waitlistLeft !== null && pool.nextWaitlistRank !== null;

/**
 * The proposal: the included first (in merit order, then the unscored by submission date), then
 * the first (placesLeft − included) of the ranked ones neither excluded nor included; the waiting
 * list the next `waitlistLeft` of them, ranked from `nextWaitlistRank`. Places not fixed: nothing.
 */
export function propose(
  pool: SelectionPool,
  excluded: readonly string[] = [],
  included: readonly string[] = [],
): Proposal {
  const out = new Set(excluded);
  const inc = new Set(included);
  const includedRanked = pool.ranked.filter((c) => inc.has(c.application.id));
  const includedUnscored = [...pool.unscored].filter((a) => inc.has(a.id)).sort(bySubmission);
  const accepted: ProposedRow[] = [
    ...includedRanked.map((c) => ({ ...c, included: true })),
    ...includedUnscored.map((application) => ({
      application,
      meritRank: null,
      tieBreak: null,
      included: true,
    })),
  ];
  const remainder = pool.ranked.filter((c) => !out.has(c.application.id) && !inc.has(c.application.id));
  if (!canPropose(pool)) {
    return {
      accepted: [],
      waitlist: [],
      others: [...pool.ranked],
      unscored: [...pool.unscored].sort(bySubmission),
    };
  }
  const take = Math.max(0, pool.placesLeft - accepted.length);
  const byMeritRank = remainder.slice(0, take).map((c) => ({ ...c, included: false }));
  const waiting = remainder.slice(take, take + Math.max(0, pool.waitlistLeft));
  const proposed = new Set([...byMeritRank, ...waiting].map((c) => c.application.id));
  return {
    accepted: [...accepted, ...byMeritRank],
    waitlist: waiting.map((c, i) => ({ ...c, included: false, waitlistRank: pool.nextWaitlistRank + i })),
    others: pool.ranked.filter((c) => !proposed.has(c.application.id) && !inc.has(c.application.id)),
    unscored: [...pool.unscored].filter((a) => !inc.has(a.id)).sort(bySubmission),
  };
}

const idsOf = (adjustments: readonly Adjustment[], kind: AdjustmentKind) =>
  adjustments.filter((a) => a.kind === kind).map((a) => a.candidateId);

/** The proposal with the reviewer's adjustments. */
export const proposeWith = (pool: SelectionPool, adjustments: readonly Adjustment[]): Proposal =>
  propose(pool, idsOf(adjustments, 'exclude'), idsOf(adjustments, 'include'));

const adjusted = (adjustments: readonly Adjustment[], candidateId: string) =>
  adjustments.some((a) => a.candidateId === candidateId);

/** « Retirer »: a row proposed by merit (accepted or waiting list), not already adjusted. */
export function canExclude(
  pool: SelectionPool,
  adjustments: readonly Adjustment[],
  candidateId: string,
): boolean {
  if (!canPropose(pool) || adjusted(adjustments, candidateId)) return false;
  const proposal = proposeWith(pool, adjustments);
  return [...proposal.accepted, ...proposal.waitlist].some(
    (row) => !row.included && row.application.id === candidateId,
  );
}

/**
 * « Admettre »: a pending application of the programme not accepted by the proposal, not already
 * adjusted, while the places left are not all taken by inclusions.
 */
export function canInclude(
  pool: SelectionPool,
  adjustments: readonly Adjustment[],
  candidateId: string,
): boolean {
  if (!canPropose(pool) || adjusted(adjustments, candidateId)) return false;
  if (idsOf(adjustments, 'include').length >= pool.placesLeft) return false;
  const proposal = proposeWith(pool, adjustments);
  if (proposal.accepted.some((row) => row.application.id === candidateId)) return false;
  return (
    pool.ranked.some((c) => c.application.id === candidateId) ||
    pool.unscored.some((a) => a.id === candidateId)
  );
}

/** A reason as sent: trimmed, 1 to 1000 characters. */
export const MAX_REASON_LENGTH = 1000;
export const reasonOf = (reason: string | undefined): string | null => {
  const trimmed = reason?.trim() ?? '';
  return trimmed.length > 0 && trimmed.length <= MAX_REASON_LENGTH ? trimmed : null;
};

/**
 * After a new proposal (« Proposer à nouveau », a new capacity): the adjustments whose candidates
 * are still there as before (an exclusion of a ranked one, an inclusion of a pending one), the
 * inclusions no more than the places left, in the order they were made.
 */
export function keptAdjustments(pool: SelectionPool, adjustments: readonly Adjustment[]): Adjustment[] {
  const ranked = new Set(pool.ranked.map((c) => c.application.id));
  const pending = new Set([...ranked, ...pool.unscored.map((a) => a.id)]);
  let includes = 0;
  return adjustments.filter((a) => {
    if (a.kind === 'exclude') return ranked.has(a.candidateId);
    if (!pending.has(a.candidateId) || pool.placesLeft === null || includes >= pool.placesLeft) return false;
    includes++;
    return true;
  });
}

/** The selection's request: the adjustments with their reasons, and what the reviewer confirms. */
export function selectionRequest(basis: string, pool: SelectionPool, adjustments: readonly Adjustment[]) {
  const proposal = proposeWith(pool, adjustments);
  const seen = ({ application }: ProposedRow) => ({
    candidateId: application.id,
    version: application.version,
  });
  const reasons = (kind: AdjustmentKind) =>
    adjustments.filter((a) => a.kind === kind).map(({ candidateId, reason }) => ({ candidateId, reason }));
  return {
    basis,
    excluded: reasons('exclude'),
    included: reasons('include'),
    accepted: proposal.accepted.map(seen),
    waitlist: proposal.waitlist.map(seen),
  };
}
