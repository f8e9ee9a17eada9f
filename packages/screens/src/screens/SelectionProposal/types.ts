// View types of « Proposer une sélection » (docs/behaviour.md, « Proposed selection »).
import type { StaffApplication } from '../ApplicationsList/types';

/** An application of the proposal: its name, score and version are the list's. */
export type SelectionApplication = StaffApplication & { submissionDate?: string | null | undefined };

export interface SelectionRowView {
  application: SelectionApplication;
  /** Null for an application without a score, put in by hand. */
  meritRank: number | null;
  tieBreak: { subject: string; mark: number } | null;
  /** Put in by the reviewer (« Admettre »). */
  included?: boolean | undefined;
}

export interface WaitlistRowView extends SelectionRowView {
  waitlistRank: number;
}

/** The proposal as the rule computed it, with the reviewer's adjustments. */
export interface SelectionView {
  accepted: readonly SelectionRowView[];
  waitlist: readonly WaitlistRowView[];
  /** The ranked ones neither accepted nor on the waiting list (the excluded among them). */
  others: readonly SelectionRowView[];
  unscored: readonly SelectionApplication[];
}

/** The programme's capacity and what earlier decisions took of it (null: not fixed). */
export interface CapacityView {
  places: number | null;
  waitlistPlaces: number | null;
  acceptedCount: number;
  waitlistedCount: number;
  placesLeft: number | null;
}

export type AdjustmentKind = 'exclude' | 'include';

export interface AdjustmentView {
  kind: AdjustmentKind;
  candidateId: string;
  /** The candidate's name, as the tables show it. */
  name: string;
  reason: string;
}

export interface CapacityInput {
  places: number;
  waitlistPlaces: number;
}
