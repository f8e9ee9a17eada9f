import { choicesOpenUntil, upcomingOpening } from '@admission/flows';
import { ClosedPeriod } from '@admission/screens';
import { useServices } from '../../services/context';
import { useAdmissionCalendar } from '../../services/useAdmissionCalendar';

export function ClosedPeriodRoute() {
  const { calendarApi } = useServices();
  const { calendar, readAt } = useAdmissionCalendar(calendarApi);
  return (
    <ClosedPeriod
      nextOpening={upcomingOpening(calendar, readAt)}
      choicesOpenUntil={choicesOpenUntil(calendar, readAt)}
    />
  );
}
