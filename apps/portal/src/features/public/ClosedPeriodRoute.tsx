import { ClosedPeriod } from '@admission/ui';

export function ClosedPeriodRoute() {
  return <ClosedPeriod />;
}
