import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assignRank,
  emptySelection,
  isRankingComplete,
  isSelectionComplete,
  rankedProgramIds,
  RANKS,
  selectRank,
  selectSingleProgram,
  type Rank,
  type Ranking,
} from './ranking';

const ids = ['a', 'b', 'c'];
const arbClick = fc.record({ programId: fc.constantFrom(...ids), rank: fc.constantFrom<Rank>(...RANKS) });

describe('ranking', () => {
  it('gives a rank exclusively: rank 2 to B takes it from A', () => {
    const r = assignRank({ a: 2 }, 'b', 2);
    expect(r).toEqual({ b: 2 });
  });

  it('moves a speciality to its new rank', () => {
    expect(assignRank({ a: 1, b: 2 }, 'a', 3)).toEqual({ a: 3, b: 2 });
  });

  it('unassigns on a second click of the same rank', () => {
    expect(assignRank({ a: 1, b: 2 }, 'a', 1)).toEqual({ b: 2 });
  });

  it('keeps ranks exclusive and one rank per speciality after any clicks (property)', () => {
    fc.assert(
      fc.property(fc.array(arbClick, { maxLength: 40 }), (clicks) => {
        let ranking: Ranking = {};
        for (const { programId, rank } of clicks) {
          const before = ranking;
          ranking = assignRank(ranking, programId, rank);
          const holders = Object.entries(ranking)
            .filter(([, r]) => r === rank)
            .map(([id]) => id);
          // The clicked rank is held by the clicked speciality, or by no one when it was a toggle-off.
          if (before[programId] === rank) expect(holders).toEqual([]);
          else expect(holders).toEqual([programId]);
          // Specialities not involved keep their rank.
          for (const [id, r] of Object.entries(before)) {
            if (id !== programId && r !== rank) expect(ranking[id]).toBe(r);
          }
        }
        const ranks = Object.values(ranking);
        expect(new Set(ranks).size).toBe(ranks.length);
        expect(ranks.every((r) => RANKS.includes(r))).toBe(true);
      }),
    );
  });

  it('is complete exactly when all three specialities hold distinct ranks (property)', () => {
    fc.assert(
      fc.property(fc.array(arbClick, { maxLength: 20 }), (clicks) => {
        const ranking = clicks.reduce<Ranking>((r, c) => assignRank(r, c.programId, c.rank), {});
        const complete = ids.every((id) => ranking[id] !== undefined);
        expect(isRankingComplete(ranking, ids)).toBe(complete);
        if (complete) expect([...rankedProgramIds(ranking)].map((id) => ranking[id])).toEqual([1, 2, 3]);
      }),
    );
  });

  it('needs at least three specialities', () => {
    expect(isRankingComplete({ a: 1, b: 2 }, ['a', 'b'])).toBe(false);
  });

  it('switches modes: a rank clears the single choice, a single choice clears the ranking', () => {
    const single = selectSingleProgram(selectRank(emptySelection, 'a', 1), 'x');
    expect(single).toEqual({ mode: 'single', ranking: {}, singleProgramId: 'x' });
    expect(selectRank(single, 'b', 2)).toEqual({
      mode: 'multiple',
      ranking: { b: 2 },
      singleProgramId: null,
    });
  });

  it('is complete: none never, single with a programme, multiple with all ranked', () => {
    expect(isSelectionComplete(emptySelection, ids)).toBe(false);
    expect(isSelectionComplete({ mode: 'single', ranking: {}, singleProgramId: 'x' }, ids)).toBe(true);
    expect(isSelectionComplete({ mode: 'single', ranking: {}, singleProgramId: null }, ids)).toBe(false);
    expect(
      isSelectionComplete({ mode: 'multiple', ranking: { a: 1, b: 2, c: 3 }, singleProgramId: null }, ids),
    ).toBe(true);
    expect(
      isSelectionComplete({ mode: 'multiple', ranking: { a: 1, b: 2 }, singleProgramId: null }, ids),
    ).toBe(false);
  });
});
