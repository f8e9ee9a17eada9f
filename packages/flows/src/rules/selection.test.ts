import { describe, expect, it } from 'vitest';
import type { StaffApplication } from '@admission/api-client';
import { makeStaffRow } from '../testing/fixtures';
import {
  byMerit,
  canExclude,
  canInclude,
  keptAdjustments,
  propose,
  proposeWith,
  reasonOf,
  selectionRequest,
  type Adjustment,
  type MeritCandidate,
  type SelectionPool,
} from './selection';

const app = (
  id: string,
  score: number | null,
  submissionDate = '2025-07-01T10:00:00Z',
): StaffApplication => ({
  ...makeStaffRow(id),
  score,
  submissionDate,
});
const candidate = (
  id: string,
  score: number,
  mark: number | null = null,
  submissionDate?: string,
): Omit<MeritCandidate, 'meritRank'> => ({
  application: app(id, score, submissionDate),
  tieBreak: mark === null ? null : { subject: 'Mathématiques', mark },
});
const ranked = (...ids: string[]): MeritCandidate[] =>
  ids.map((id, i) => ({ application: app(id, 20 - i), meritRank: i + 1, tieBreak: null }));
const pool = (overrides: Partial<SelectionPool> = {}): SelectionPool => ({
  ranked: ranked('a', 'b', 'c', 'd', 'e', 'f'),
  unscored: [app('u2', null, '2025-07-03T10:00:00Z'), app('u1', null, '2025-07-02T10:00:00Z')],
  placesLeft: 2,
  waitlistLeft: 2,
  nextWaitlistRank: 1,
  ...overrides,
});
const ids = (rows: ReadonlyArray<{ application: StaffApplication }>) => rows.map((r) => r.application.id);
const include = (candidateId: string, reason = 'Dossier exceptionnel'): Adjustment => ({
  kind: 'include',
  candidateId,
  reason,
});
const exclude = (candidateId: string, reason = 'Pièce manquante'): Adjustment => ({
  kind: 'exclude',
  candidateId,
  reason,
});

describe('byMerit (docs/behaviour.md, « Ranking by merit »)', () => {
  it('the higher score first', () => {
    expect(byMerit(candidate('a', 12), candidate('b', 15))).toBeGreaterThan(0);
    expect(byMerit(candidate('a', 15), candidate('b', 12))).toBeLessThan(0);
  });

  it('on equal scores, the higher tie-break mark; no bac results after every mark', () => {
    expect(byMerit(candidate('a', 14, 11), candidate('b', 14, 16))).toBeGreaterThan(0);
    expect(byMerit(candidate('a', 14, null), candidate('b', 14, 0))).toBeGreaterThan(0);
    expect(byMerit(candidate('a', 14, 0), candidate('b', 14, null))).toBeLessThan(0);
  });

  it('then the earlier submission, then the candidate number: a total order', () => {
    const early = candidate('z', 14, 12, '2025-06-01T10:00:00Z');
    const late = candidate('a', 14, 12, '2025-06-02T10:00:00Z');
    expect(byMerit(early, late)).toBeLessThan(0);
    expect(byMerit(candidate('b', 14, 12), candidate('a', 14, 12))).toBeGreaterThan(0);
    expect(byMerit(candidate('a', 14, 12), candidate('a', 14, 12))).toBe(0);
    const shuffled = [
      candidate('c', 10),
      late,
      candidate('y', 14, 15),
      early,
      candidate('b', 14, 12, '2025-06-02T10:00:00Z'),
    ];
    expect(shuffled.sort(byMerit).map((c) => c.application.id)).toEqual(['y', 'z', 'a', 'b', 'c']);
  });
});

describe('propose (docs/behaviour.md, « Proposed selection »)', () => {
  it('the first places left by merit are accepted, the next ones on the waiting list, ranks continuing', () => {
    const proposal = propose(pool({ nextWaitlistRank: 4 }));
    expect(ids(proposal.accepted)).toEqual(['a', 'b']);
    expect(proposal.waitlist.map((row) => [row.application.id, row.waitlistRank])).toEqual([
      ['c', 4],
      ['d', 5],
    ]);
    expect(ids(proposal.others)).toEqual(['e', 'f']);
    // The unscored are never proposed; shown by submission date.
    expect(proposal.unscored.map((a) => a.id)).toEqual(['u1', 'u2']);
  });

  it('places not fixed: nothing proposed, every application listed', () => {
    const proposal = propose(pool({ placesLeft: null, waitlistLeft: null, nextWaitlistRank: null }));
    expect(proposal.accepted).toEqual([]);
    expect(proposal.waitlist).toEqual([]);
    expect(ids(proposal.others)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('no place left: the waiting list only; no waiting-list place: no waiting list', () => {
    expect(ids(propose(pool({ placesLeft: 0 })).accepted)).toEqual([]);
    expect(ids(propose(pool({ placesLeft: 0 })).waitlist)).toEqual(['a', 'b']);
    expect(propose(pool({ waitlistLeft: 0 })).waitlist).toEqual([]);
  });

  it('fewer candidates than places: all of them, and an empty waiting list', () => {
    const proposal = propose(pool({ ranked: ranked('a'), placesLeft: 3 }));
    expect(ids(proposal.accepted)).toEqual(['a']);
    expect(proposal.waitlist).toEqual([]);
  });

  it('an exclusion lets the next one in, and the waiting list moves up', () => {
    const proposal = propose(pool(), ['a']);
    expect(ids(proposal.accepted)).toEqual(['b', 'c']);
    expect(ids(proposal.waitlist)).toEqual(['d', 'e']);
    expect(ids(proposal.others)).toEqual(['a', 'f']);
  });

  it('an inclusion takes a place first, in merit order, the unscored after by submission date', () => {
    const proposal = propose(pool({ placesLeft: 3 }), [], ['u2', 'e', 'u1']);
    expect(ids(proposal.accepted)).toEqual(['e', 'u1', 'u2']);
    expect(proposal.accepted.map((row) => row.included)).toEqual([true, true, true]);
    expect(proposal.accepted[1]?.meritRank).toBeNull();
    expect(ids(proposal.waitlist)).toEqual(['a', 'b']);
    expect(proposal.unscored).toEqual([]);
  });

  it('an included waiting-list candidate is accepted, the others move up', () => {
    const proposal = propose(pool(), ['a'], ['d']);
    expect(ids(proposal.accepted)).toEqual(['d', 'b']);
    expect(proposal.waitlist.map((row) => [row.application.id, row.waitlistRank])).toEqual([
      ['c', 1],
      ['e', 2],
    ]);
  });
});

describe('adjustments', () => {
  it('« Retirer » on a row proposed by merit only, once', () => {
    expect(canExclude(pool(), [], 'a')).toBe(true);
    expect(canExclude(pool(), [], 'd')).toBe(true);
    expect(canExclude(pool(), [], 'e')).toBe(false);
    expect(canExclude(pool(), [exclude('a')], 'a')).toBe(false);
    expect(canExclude(pool(), [include('e')], 'e')).toBe(false);
    expect(canExclude(pool({ placesLeft: null }), [], 'a')).toBe(false);
  });

  it('« Admettre » on a pending one not accepted, no more inclusions than places left', () => {
    expect(canInclude(pool(), [], 'c')).toBe(true);
    expect(canInclude(pool(), [], 'u1')).toBe(true);
    expect(canInclude(pool(), [], 'a')).toBe(false);
    expect(canInclude(pool(), [], 'nobody')).toBe(false);
    expect(canInclude(pool(), [exclude('c')], 'c')).toBe(false);
    expect(canInclude(pool(), [include('e'), include('f')], 'u1')).toBe(false);
  });

  it('after a new proposal, keeps those whose candidates remain, inclusions up to the places left', () => {
    const adjustments = [
      exclude('a'),
      include('u1'),
      exclude('gone'),
      include('gone-too'),
      include('e'),
      include('f'),
    ];
    expect(keptAdjustments(pool(), adjustments)).toEqual([exclude('a'), include('u1'), include('e')]);
    expect(keptAdjustments(pool({ placesLeft: null }), adjustments)).toEqual([exclude('a')]);
  });

  it('a reason is trimmed, required, at most 1000 characters', () => {
    expect(reasonOf('  Dossier exceptionnel ')).toBe('Dossier exceptionnel');
    expect(reasonOf('   ')).toBeNull();
    expect(reasonOf(undefined)).toBeNull();
    expect(reasonOf('x'.repeat(1000))).toHaveLength(1000);
    expect(reasonOf('x'.repeat(1001))).toBeNull();
  });

  it('the request: the reasons, and the lists confirmed with the versions seen', () => {
    const adjustments = [exclude('a'), include('u1')];
    const request = selectionRequest('basis-1', pool(), adjustments);
    expect(request).toEqual({
      basis: 'basis-1',
      excluded: [{ candidateId: 'a', reason: 'Pièce manquante' }],
      included: [{ candidateId: 'u1', reason: 'Dossier exceptionnel' }],
      accepted: [
        { candidateId: 'u1', version: 1 },
        { candidateId: 'b', version: 1 },
      ],
      waitlist: [
        { candidateId: 'c', version: 1 },
        { candidateId: 'd', version: 1 },
      ],
    });
    expect(ids(proposeWith(pool(), adjustments).accepted)).toEqual(['u1', 'b']);
  });
});
