import type { Tone } from '@admission/ui';
import type { StaffApplicationStatus } from './types';

/** The tone of a staff status badge (docs/behaviour.md, « Grades, statuses and badges »). */
export const statusTones: Readonly<Record<StaffApplicationStatus | 'unknown', Tone>> = {
  accepted: 'positive',
  rejected: 'critical',
  pending: 'caution',
  waitlisted: 'info',
  unknown: 'neutral',
};
