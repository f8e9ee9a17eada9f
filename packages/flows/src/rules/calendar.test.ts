import { describe, expect, it } from 'vitest';
import type { AdmissionCalendar } from '@admission/api-client';
import { choicesClosedOn, choicesOpenUntil, dayIn, nextKeyDate, upcomingOpening } from './calendar';

const calendar: AdmissionCalendar = {
  academicYear: '2026-2027',
  timeZone: 'Africa/Dakar',
  opensOn: '2026-10-01',
  choicesCloseOn: '2026-12-15',
  resultsOn: null,
  enrolmentOn: '2027-01-10',
};
const at = (iso: string) => Date.parse(iso);
const submitted = [{ status: 'submitted' as const }];

describe('the admission calendar', () => {
  it('names the next date with the days left, skipping past and unannounced ones', () => {
    expect(nextKeyDate(calendar, at('2026-11-25T10:00:00Z'), submitted)).toEqual({
      kind: 'choicesClose',
      day: '2026-12-15',
      daysLeft: 20,
    });
    expect(nextKeyDate(calendar, at('2026-12-15T23:00:00Z'), submitted)).toMatchObject({
      kind: 'choicesClose',
      daysLeft: 0,
    });
    // Results not announced: enrolment is next.
    expect(nextKeyDate(calendar, at('2026-12-16T00:30:00Z'), submitted)).toEqual({
      kind: 'enrolment',
      day: '2027-01-10',
      daysLeft: 25,
    });
    expect(nextKeyDate(calendar, at('2027-01-11T00:00:00Z'), submitted)).toBeNull();
    expect(nextKeyDate(null, Date.now(), submitted)).toBeNull();
  });

  it('shows the last day to change choices only to a candidate who may still change them', () => {
    const before = at('2026-11-25T10:00:00Z');
    // Decided or under review: no deadline to act on, the date after it instead.
    for (const status of ['approved', 'rejected', 'waitlisted', 'pending', 'reviewing'] as const) {
      expect(nextKeyDate(calendar, before, [{ status }])).toMatchObject({ kind: 'enrolment', daysLeft: 46 });
    }
    expect(nextKeyDate(calendar, before, [])).toMatchObject({ kind: 'enrolment' });
    // One application that may still change is enough.
    expect(nextKeyDate(calendar, before, [{ status: 'rejected' }, { status: 'submitted' }])).toMatchObject({
      kind: 'choicesClose',
      daysLeft: 20,
    });
  });

  it('counts days in the calendar’s time zone', () => {
    const lateEvening = at('2026-12-15T23:30:00Z');
    expect(dayIn('Africa/Niamey', lateEvening)).toBe('2026-12-16');
    expect(choicesClosedOn(calendar, lateEvening)).toBeNull();
    expect(choicesClosedOn({ ...calendar, timeZone: 'Africa/Niamey' }, lateEvening)).toBe('2026-12-15');
  });

  it('closes choices the day after their last day, never without a deadline', () => {
    expect(choicesClosedOn(calendar, at('2026-12-15T12:00:00Z'))).toBeNull();
    expect(choicesClosedOn(calendar, at('2026-12-16T00:00:00Z'))).toBe('2026-12-15');
    expect(choicesClosedOn({ ...calendar, choicesCloseOn: null }, at('2030-01-01T00:00:00Z'))).toBeNull();
    expect(choicesClosedOn(null, Date.now())).toBeNull();
  });

  it('announces an opening only while it is ahead', () => {
    expect(upcomingOpening(calendar, at('2026-09-30T12:00:00Z'))).toEqual({
      day: '2026-10-01',
      academicYear: '2026-2027',
    });
    expect(upcomingOpening(calendar, at('2026-10-01T00:00:00Z'))).toBeNull();
    expect(upcomingOpening({ ...calendar, opensOn: null }, at('2026-01-01T00:00:00Z'))).toBeNull();
  });

  it('keeps choices open until their last day, in the calendar’s time zone, for the closed-period page', () => {
    expect(choicesOpenUntil(calendar, at('2026-12-15T23:30:00Z'))).toBe('2026-12-15');
    expect(choicesOpenUntil(calendar, at('2026-12-16T00:00:00Z'))).toBeNull();
    expect(choicesOpenUntil({ ...calendar, choicesCloseOn: null }, at('2026-12-01T00:00:00Z'))).toBeNull();
    expect(choicesOpenUntil(null, at('2026-12-01T00:00:00Z'))).toBeNull();
  });
});
