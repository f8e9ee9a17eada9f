import { describe, expect, it } from 'vitest';
import { afterConflict, bulkRequest, keptOf, selectableIds, toggled, withRows } from './staffSelection';
import { makeStaffRow as row } from '../testing/fixtures';

const rows = [
  row('a'),
  row('b', 'accepted'),
  row('c', 'pending', 3),
  row('d', 'unknown'),
  row('e', 'rejected'),
  row('f', 'waitlisted'),
];

describe('staff list selection', () => {
  it('only pending and waitlisted rows are selectable, in the page’s order', () => {
    expect(selectableIds(rows)).toEqual(['a', 'c', 'f']);
  });

  it('toggles a pending row in and out, keeps the page’s order, never adds a decided, unknown or absent row', () => {
    expect(toggled(rows, [], 'c')).toEqual(['c']);
    expect(toggled(rows, ['c'], 'a')).toEqual(['a', 'c']);
    expect(toggled(rows, ['a', 'c'], 'a')).toEqual(['c']);
    for (const id of ['b', 'd', 'e', 'zz']) expect(toggled(rows, ['a'], id)).toEqual(['a']);
  });

  it('keeps only the selected rows still on the page and pending', () => {
    expect(keptOf(rows, ['c', 'b', 'zz', 'a'])).toEqual(['a', 'c']);
  });

  it('asks for the selected rows with the versions seen; a reason only for a rejection, trimmed, never blank', () => {
    expect(bulkRequest(rows, ['c', 'a'], 'accepted', 'ignored')).toEqual({
      decision: 'accepted',
      items: [
        { candidateId: 'a', version: 1 },
        { candidateId: 'c', version: 3 },
      ],
    });
    expect(bulkRequest(rows, ['a'], 'rejected', '  Places épuisées ')).toEqual({
      decision: 'rejected',
      reason: 'Places épuisées',
      items: [{ candidateId: 'a', version: 1 }],
    });
    expect(bulkRequest(rows, ['a'], 'rejected', '   ')).toEqual({
      decision: 'rejected',
      items: [{ candidateId: 'a', version: 1 }],
    });
  });

  it('replaces the rows the server sent, in place', () => {
    const updated = withRows(rows, [row('c', 'accepted', 4)]);
    expect(updated.map((r) => `${r.id}:${r.status}`)).toEqual([
      'a:pending',
      'b:accepted',
      'c:accepted',
      'd:unknown',
      'e:rejected',
      'f:waitlisted',
    ]);
  });

  it('after a conflict keeps the selection minus what changed and what the list no longer holds', () => {
    expect(afterConflict(['a', 'c', 'x'], [row('c', 'accepted', 4)], ['x'])).toEqual(['a']);
    expect(afterConflict(['a', 'c'], [], [])).toEqual(['a', 'c']);
  });
});
