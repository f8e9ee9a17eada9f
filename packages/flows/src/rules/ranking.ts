import type { Application } from '@admission/api-client';
import { applicationChoiceMode } from './applications';
/** Ranks of the three agronomy specialities (docs/behaviour.md, « Constants and limits »). */
export const RANKS = [1, 2, 3] as const;
export type Rank = (typeof RANKS)[number];
const MIN_RANKED_CHOICES = 3;

/** programId -> rank. */
export type Ranking = Readonly<Record<string, Rank>>;

type SelectionMode = 'none' | 'single' | 'multiple';

export interface ProgramSelection {
  mode: SelectionMode;
  ranking: Ranking;
  singleProgramId: string | null;
}

export const emptySelection: ProgramSelection = { mode: 'none', ranking: {}, singleProgramId: null };

export function isRank(value: unknown): value is Rank {
  return value === 1 || value === 2 || value === 3;
}

/**
 * Gives `rank` to `programId`, exclusively: whoever held that rank loses it. Clicking the rank the
 * speciality already holds unassigns it.
 */
export function assignRank(ranking: Ranking, programId: string, rank: Rank): Ranking {
  const next: Record<string, Rank> = {};
  for (const [id, held] of Object.entries(ranking)) {
    if (id !== programId && held !== rank) next[id] = held;
  }
  if (ranking[programId] !== rank) next[programId] = rank;
  return next;
}

/** Choosing a rank: multiple mode, single choice cleared (« Programme change »). */
export function selectRank(selection: ProgramSelection, programId: string, rank: Rank): ProgramSelection {
  return { mode: 'multiple', ranking: assignRank(selection.ranking, programId, rank), singleProgramId: null };
}

/** Choosing another programme: single mode, ranking cleared. */
export function selectSingleProgram(_selection: ProgramSelection, programId: string): ProgramSelection {
  return { mode: 'single', ranking: {}, singleProgramId: programId };
}

/** Every speciality ranked, with ranks 1..n each used once (n >= 3). */
export function isRankingComplete(ranking: Ranking, specialityIds: readonly string[]): boolean {
  if (specialityIds.length < MIN_RANKED_CHOICES) return false;
  const entries = Object.entries(ranking);
  if (entries.length !== specialityIds.length) return false;
  const ranks = new Set(entries.map(([, rank]) => rank));
  return ranks.size === entries.length && specialityIds.every((id) => ranking[id] !== undefined);
}

/** Save is allowed with all specialities ranked (multiple) or one programme picked (single). */
export function isSelectionComplete(selection: ProgramSelection, specialityIds: readonly string[]): boolean {
  switch (selection.mode) {
    case 'multiple':
      return isRankingComplete(selection.ranking, specialityIds);
    case 'single':
      return selection.singleProgramId !== null && selection.singleProgramId !== '';
    default:
      return false;
  }
}

/** The ranked programme ids ordered by rank. */
export function rankedProgramIds(ranking: Ranking): string[] {
  return Object.entries(ranking)
    .sort(([, a], [, b]) => a - b)
    .map(([id]) => id);
}

/**
 * A selection kept from an interrupted change (a reload, Back, a session that ended), if it still
 * fits what the server says now: ranked ids among the specialities with distinct ranks, or one
 * eligible programme. Anything else (a stale or tampered copy) is null and nothing is restored.
 */
export function restorableSelection(
  draft: unknown,
  specialityIds: readonly string[],
  programIds: readonly string[],
): ProgramSelection | null {
  if (!draft || typeof draft !== 'object') return null;
  const { mode, ranking, singleProgramId } = draft as Record<string, unknown>;
  if (mode === 'single' && typeof singleProgramId === 'string' && programIds.includes(singleProgramId)) {
    return { mode: 'single', ranking: {}, singleProgramId };
  }
  if (mode !== 'multiple' || !ranking || typeof ranking !== 'object') return null;
  const entries = Object.entries(ranking as Record<string, unknown>);
  const ranks = entries.map(([, rank]) => rank);
  if (
    entries.length === 0 ||
    !entries.every(([id, rank]) => specialityIds.includes(id) && isRank(rank)) ||
    new Set(ranks).size !== ranks.length
  ) {
    return null;
  }
  return { mode: 'multiple', ranking: Object.fromEntries(entries) as Ranking, singleProgramId: null };
}

/**
 * The choice the application holds now, as a selection of the dialog (the ranked specialities by
 * their priorities, or the single programme), so the dialog opens with it selected: swapping two
 * ranks is then two clicks, not a whole new ranking. Checked against the eligible programmes like
 * a draft (`restorableSelection`); null when it is not known or no longer fits.
 */
export function currentSelection(
  application: Pick<Application, 'applicationType' | 'choices' | 'programId'>,
  specialityIds: readonly string[],
  programIds: readonly string[],
): ProgramSelection | null {
  const held =
    applicationChoiceMode(application) === 'multiple'
      ? {
          mode: 'multiple',
          ranking: Object.fromEntries((application.choices ?? []).map((c) => [c.programId, c.priority])),
        }
      : { mode: 'single', singleProgramId: application.programId };
  return restorableSelection(held, specialityIds, programIds);
}

/** The same choice: same mode, same ranks for the same programmes, or the same single programme. */
export function sameSelection(a: ProgramSelection, b: ProgramSelection): boolean {
  if (a.mode !== b.mode || a.singleProgramId !== b.singleProgramId) return false;
  const entries = Object.entries(a.ranking);
  return (
    entries.length === Object.keys(b.ranking).length && entries.every(([id, rank]) => b.ranking[id] === rank)
  );
}
