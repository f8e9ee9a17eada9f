import type { ProgramKind } from '../domain';

/** Roles admitted to the candidate portal (docs/behaviour.md, « Roles »). */
export const CANDIDATE_PORTAL_ROLES = ['student', 'candidate', 'ROLE_CANDIDATE'] as const;

/** Roles that may read each staff application list (« Roles »). */
export const STAFF_LIST_ROLES: Record<ProgramKind, readonly string[]> = {
  universite: ['admin', 'pedagogy_admin'],
  coran: ['admin', 'quran_teacher'],
  majalis: ['admin', 'majalis_teacher'],
};

/** Every role of the staff space (« Roles »): each may open at least one list. */
export const STAFF_ROLES = ['admin', 'pedagogy_admin', 'quran_teacher', 'majalis_teacher'] as const;

const PROGRAM_KIND_ORDER: readonly ProgramKind[] = ['universite', 'coran', 'majalis'];

/** The staff lists these roles may open, in the sidebar's order. */
export function staffKinds(roles: readonly string[]): ProgramKind[] {
  return PROGRAM_KIND_ORDER.filter((kind) => hasAnyRole(roles, STAFF_LIST_ROLES[kind]));
}

/** Where a staff member lands: the first list the roles may open; null for anyone else. */
export function staffHome(roles: readonly string[]): ProgramKind | null {
  return staffKinds(roles)[0] ?? null;
}

export function isStaffPortalRole(roles: readonly string[]): boolean {
  return staffHome(roles) !== null;
}

/** The two sign-in pages: each admits its own roles. */
export type LoginPortal = 'candidate' | 'staff';

export function portalAdmits(portal: LoginPortal, roles: readonly string[]): boolean {
  return portal === 'staff' ? isStaffPortalRole(roles) : isCandidatePortalRole(roles);
}

/**
 * Staff who reach a candidate page go to their staff home instead; a user who also holds a
 * candidate role stays (the candidate pages are theirs too).
 */
export function staffRedirect(roles: readonly string[]): ProgramKind | null {
  return isCandidatePortalRole(roles) ? null : staffHome(roles);
}

/** True when the user holds at least one of `required`; no list (or an empty one) lets anyone logged in pass. */
export function hasAnyRole(roles: readonly string[], required?: readonly string[] | null): boolean {
  if (!required || required.length === 0) return true;
  return required.some((role) => roles.includes(role));
}

export function isCandidatePortalRole(roles: readonly string[]): boolean {
  return hasAnyRole(roles, CANDIDATE_PORTAL_ROLES);
}
