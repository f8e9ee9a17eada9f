import { useEffect, useState } from 'react';
import type { AdmissionCalendar, CalendarApi } from '@admission/api-client';
import { reportUnexpected } from './report';

/**
 * The calendar and when it was read: the day its rules count from (a render must not read the
 * clock, so the days left are those of the moment the answer came).
 */
export interface AdmissionCalendarReading {
  calendar: AdmissionCalendar | null;
  readAt: number;
}

/**
 * The admission calendar (this portal's addition to candidate-service), read once per page. It only
 * adds to a page: until it answers, and whenever it cannot (a service without the addition answers
 * 404, no network, a time limit), there are no dates to show and the page is otherwise the same;
 * a late change is then refused by the service itself, whose message the dialog shows. One read
 * with no retry and no state of its own, so a hook rather than a machine.
 */
export function useAdmissionCalendar(calendarApi: CalendarApi): AdmissionCalendarReading {
  const [reading, setReading] = useState<AdmissionCalendarReading>({ calendar: null, readAt: 0 });
  useEffect(() => {
    // StrictMode mounts twice: the first read is aborted and its outcome goes to no one.
    const controller = new AbortController();
    void calendarApi.getAdmissionCalendar({ signal: controller.signal }).then((result) => {
      if (controller.signal.aborted) return;
      if (result.ok) setReading({ calendar: result.data, readAt: Date.now() });
      else reportUnexpected('calendar: not loaded, no dates shown', result.error);
    });
    return () => controller.abort();
  }, [calendarApi]);
  return reading;
}
