// The admission calendar's rules (this portal's addition to candidate-service): which date comes
// next, and whether choices may still change. Days are calendar days in the calendar's time zone.
import type { AdmissionCalendar, Application } from '@admission/api-client';
import { canChangeProgram } from './applications';

/** The key dates, in the order a period runs through them. */
export type KeyDateKind = 'opening' | 'choicesClose' | 'results' | 'enrolment';

export interface KeyDate {
  kind: KeyDateKind;
  /** `YYYY-MM-DD`. */
  day: string;
  /** Whole days from today to it: 0 today, 1 tomorrow. */
  daysLeft: number;
}

const FIELDS: ReadonlyArray<[KeyDateKind, keyof AdmissionCalendar]> = [
  ['opening', 'opensOn'],
  ['choicesClose', 'choicesCloseOn'],
  ['results', 'resultsOn'],
  ['enrolment', 'enrolmentOn'],
];

const DAY_MS = 24 * 60 * 60 * 1000;

/** The calendar day an instant falls on in a time zone (`YYYY-MM-DD`). */
export function dayIn(timeZone: string, now: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/**
 * The first announced date from today on that concerns this candidate, with the days left; null
 * when none is ahead. The last day to change choices concerns only a candidate with an application
 * whose programme may still change (canChangeProgram: submitted); a decided one (approved,
 * rejected, waitlisted) or one under review is shown the date after it instead, never a deadline it cannot act on.
 */
export function nextKeyDate(
  calendar: AdmissionCalendar | null,
  now: number,
  applications: ReadonlyArray<Pick<Application, 'status'>>,
): KeyDate | null {
  if (!calendar) return null;
  const today = dayIn(calendar.timeZone, now);
  const mayChange = applications.some(canChangeProgram);
  for (const [kind, field] of FIELDS) {
    const day = calendar[field];
    if (kind === 'choicesClose' && !mayChange) continue;
    if (day && day >= today) return { kind, day, daysLeft: daysBetween(today, day) };
  }
  return null;
}

/**
 * The last day to change choices, once it is past (the service then refuses a change); null while
 * choices may change, or when no calendar or deadline is known (the service decides alone).
 */
export function choicesClosedOn(calendar: AdmissionCalendar | null, now: number): string | null {
  const last = calendar?.choicesCloseOn;
  return calendar && last && dayIn(calendar.timeZone, now) > last ? last : null;
}

/**
 * The last day to change choices while it is today or ahead: what is still open when new
 * applications are closed (the closed-period page says so, so it agrees with the dashboard's
 * deadline); null once past, or when no calendar or deadline is known.
 */
export function choicesOpenUntil(calendar: AdmissionCalendar | null, now: number): string | null {
  const last = calendar?.choicesCloseOn;
  return calendar && last && dayIn(calendar.timeZone, now) <= last ? last : null;
}

/** The announced opening of a period that has not opened yet, for the closed-period page. */
export function upcomingOpening(
  calendar: AdmissionCalendar | null,
  now: number,
): { day: string; academicYear: string } | null {
  if (!calendar?.opensOn || calendar.opensOn <= dayIn(calendar.timeZone, now)) return null;
  return { day: calendar.opensOn, academicYear: calendar.academicYear };
}
