import type { ProgramKind } from '../domain';

/** Roles admitted to the candidate portal (spec section 6). */
export const CANDIDATE_PORTAL_ROLES = ['student', 'candidate', 'ROLE_CANDIDATE'] as const;

/** Roles that may read each staff application list (spec section 6). */
export const STAFF_LIST_ROLES: Record<ProgramKind, readonly string[]> = {
  universite: ['admin', 'pedagogy_admin'],
  coran: ['admin', 'quran_teacher'],
  majalis: ['admin', 'majalis_teacher'],
};

/** True when the user holds at least one of `required`; no list (or an empty one) lets anyone logged in pass. */
export function hasAnyRole(roles: readonly string[], required?: readonly string[] | null): boolean {
  if (!required || required.length === 0) return true;
  return required.some((role) => roles.includes(role));
}

export function isCandidatePortalRole(roles: readonly string[]): boolean {
  return hasAnyRole(roles, CANDIDATE_PORTAL_ROLES);
}
