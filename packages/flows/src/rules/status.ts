import type { ApplicationStatus } from '../domain';

export type StatusTone = 'yellow' | 'blue' | 'green' | 'red';

const applicationTones: Record<ApplicationStatus, StatusTone> = {
  pending: 'yellow',
  submitted: 'yellow',
  waitlisted: 'yellow',
  reviewing: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** Label key (ui words it: "En attente", "Soumise"...) and colour of an application status. */
export function applicationStatusView(status: ApplicationStatus): {
  labelKey: ApplicationStatus;
  tone: StatusTone;
} {
  return { labelKey: status, tone: applicationTones[status] };
}

export type ChoiceStatusLabelKey = 'accepted' | 'waitlisted' | 'rejected' | 'cancelled' | 'pending';

/** Choice status label key; anything else reads "En attente" (spec section 4). */
export function choiceStatusLabelKey(status: string | null | undefined): ChoiceStatusLabelKey {
  switch (status) {
    case 'accepted':
    case 'waitlisted':
    case 'rejected':
    case 'cancelled':
      return status;
    default:
      return 'pending';
  }
}

export type SingleChoiceBadgeKey = 'approved' | 'pending' | 'rejected' | 'submitted';

/** Badge of a single-choice application: Approuvé, En attente, Refusé, otherwise Soumis. */
export function singleChoiceBadgeKey(status: string | null | undefined): SingleChoiceBadgeKey {
  switch (status) {
    case 'approved':
    case 'pending':
    case 'rejected':
      return status;
    default:
      return 'submitted';
  }
}
