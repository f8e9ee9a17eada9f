import { describe, expect, it } from 'vitest';
import { roundTrips, type TimedRequest } from './roundTrips.mjs';

describe('roundTrips', () => {
  it('counts token, then applications, then grades and details together as three', () => {
    const token: TimedRequest = { start: 0, end: 0.3 };
    const chunk: TimedRequest = { start: 0.01, end: 0.25 }; // prefetched beside the token call
    const applications: TimedRequest = { start: 0.31, end: 0.6 };
    const grades: TimedRequest = { start: 0.62, end: 0.9 };
    const details: TimedRequest = { start: 0.62, end: 0.95 };
    const all: TimedRequest[] = [grades, token, details, applications, chunk];
    expect(roundTrips(all)).toBe(3);
    expect([token.depth, chunk.depth, applications.depth, grades.depth, details.depth]).toEqual([
      1, 1, 2, 3, 3,
    ]);
  });

  it('counts a call that waits for the previous one as one more round trip', () => {
    const chain = [
      { start: 0, end: 1 },
      { start: 1.1, end: 2 },
      { start: 2.1, end: 3 },
      { start: 3.1, end: 4 },
    ];
    expect(roundTrips(chain)).toBe(4);
  });

  it('does not let an unfinished request hold others back', () => {
    expect(roundTrips([{ start: 0 }, { start: 0.5, end: 1 }])).toBe(1);
    expect(roundTrips([])).toBe(0);
  });
});
