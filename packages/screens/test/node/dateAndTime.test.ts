import { describe, expect, it } from 'vitest';
import { formatDateAndTime } from '../../src/screens/CandidateDashboard/format';

/** An instant given in the device's time zone, the one formatDateAndTime writes in. */
const local = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

describe('formatDateAndTime (the receipt, the history, the offline banner)', () => {
  it('writes the time as French offices and the e-mails do: « 13 h 11 », no leading zero', () => {
    expect(formatDateAndTime(local(2026, 11, 26, 13, 11))).toBe('26 novembre 2026 à 13\u00a0h\u00a011');
    expect(formatDateAndTime(local(2025, 7, 8, 9, 5))).toBe('8 juillet 2025 à 9\u00a0h\u00a005');
    expect(formatDateAndTime(local(2025, 7, 8, 0, 0))).toBe('8 juillet 2025 à 0\u00a0h\u00a000');
  });

  it('writes the first of a month as an ordinal, and refuses what is not a date', () => {
    expect(formatDateAndTime(local(2026, 12, 1, 8, 30))).toBe('1er décembre 2026 à 8\u00a0h\u00a030');
    expect(formatDateAndTime('hier')).toBeNull();
  });
});
