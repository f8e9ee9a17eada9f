import { useEffect, useState } from 'react';
import type { AdmissionCalendar, ApiResult, CalendarApi } from '@admission/api-client';
import { reportUnexpected } from './report';

/**
 * The calendar and when it was read: the day its rules count from (a render must not read the
 * clock, so the days left are those of the moment the answer came to the page).
 */
export interface AdmissionCalendarReading {
  calendar: AdmissionCalendar | null;
  readAt: number;
}

/** How long an answer serves the pages that ask again (the calendar is the same for everyone). */
export const CALENDAR_KEPT_MS = 10 * 60_000;

interface Read {
  answer: Promise<ApiResult<AdmissionCalendar | null>>;
  /** When it answered with a calendar (or its absence); undefined while asked, or if it failed. */
  answeredAt?: number;
}

/** One read per client: the page that asks while it runs, or within CALENDAR_KEPT_MS, shares it. */
const reads = new WeakMap<CalendarApi, Read>();

function readCalendar(calendarApi: CalendarApi): Read['answer'] {
  const kept = reads.get(calendarApi);
  if (kept && (kept.answeredAt === undefined || Date.now() - kept.answeredAt < CALENDAR_KEPT_MS)) {
    return kept.answer;
  }
  const read: Read = { answer: calendarApi.getAdmissionCalendar() };
  reads.set(calendarApi, read);
  void read.answer.then((result) => {
    if (result.ok) read.answeredAt = Date.now();
    // A failure is not kept: the next page that needs the calendar asks again.
    else if (reads.get(calendarApi) === read) reads.delete(calendarApi);
  });
  return read.answer;
}

/**
 * The admission calendar (this portal's addition to candidate-service). It only adds to a page:
 * until it answers, and whenever it cannot (a service without the addition answers 404, no
 * network, a time limit), there are no dates to show and the page is otherwise the same; a late
 * change is then refused by the service itself, whose message the dialog shows. One read with no
 * retry and no state of its own, so a hook rather than a machine.
 *
 * The read is shared, never aborted: StrictMode's second mount, a remount, another page or a
 * second sign-in in the same tab take the answer of the read under way (or of one less than
 * CALENDAR_KEPT_MS old) instead of aborting it and asking again. Each unmount only stops this
 * page from hearing the answer; the request itself ends at its time limit.
 */
export function useAdmissionCalendar(calendarApi: CalendarApi): AdmissionCalendarReading {
  const [reading, setReading] = useState<AdmissionCalendarReading>({ calendar: null, readAt: 0 });
  useEffect(() => {
    let heard = true;
    void readCalendar(calendarApi).then((result) => {
      if (!heard) return;
      if (result.ok) setReading({ calendar: result.data, readAt: Date.now() });
      else reportUnexpected('calendar: not loaded, no dates shown', result.error);
    });
    return () => {
      heard = false;
    };
  }, [calendarApi]);
  return reading;
}
