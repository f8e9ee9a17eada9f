// Every route path of the portal, in one place (docs/behaviour.md, « Routes »). ui receives the
// ones it links to as props; guards, containers and the prerender read them from here.
import type { Application, ChoiceReceipt } from '@admission/api-client';
import type { LoadErrorCode, ProgramKind } from '@admission/flows';

export const paths = {
  login: '/connexion',
  candidateLogin: '/admission/candidat/login',
  /** Not in the spec's route table: the reset-confirm success link points here; it redirects to login. */
  legacyLogin: '/admission/login',
  register: '/admission/register',
  resetPassword: '/admission/reset-password',
  resetPasswordConfirm: '/admission/reset-password/confirm',
  verifyEmail: '/admission/verify-email',
  /** Not in the spec: a new verification e-mail (linked from the sign-in's « pas encore activé »). */
  resendVerification: '/admission/renvoyer-verification',
  home: '/',
  dashboard: '/admission/candidat/dashboard',
  /** Where a candidate with no application is sent after login (« Rules », Login). */
  deposit: '/admission/etudiant/depot',
  profile: '/profil',
  /** Not in the spec (deviation 52): the receipt of a programme change, by its reference. */
  receipt: '/admission/candidat/justificatif/:reference',
  studentDashboard: '/student/dashboard',
  testAuth: '/test-auth',
  /** Not in the spec (deviation 57): the help page, the ways back into one's account. */
  help: '/aide',
  /** The staff sign-in (deviation 7; not in the spec, which does not say how staff log in). */
  staffLogin: '/admission/personnel/connexion',
} as const;

/** The staff list of each programme kind. */
export const staffListPaths: Readonly<Record<ProgramKind, string>> = {
  universite: '/admission/etudiant-candidats',
  coran: '/admission/coran-candidats',
  majalis: '/admission/majalis-candidats',
};

/**
 * The sections of the staff modules' addresses (config/staffModulePaths.ts, which only the staff
 * chunk reads): the route table routes each with `/*` to the staff chunk's StaffModulePages, which
 * draws the module's page at one of those addresses and the 404 page at any other. Ten sections
 * here, not twenty addresses, in every first download; routeTable.test checks they cover them.
 */
export const staffModuleSections = [
  '/admission/personnel',
  '/gestion-administrative',
  '/gestion-pedagogique',
  '/coran',
  '/majalis',
  '/bibliotheque',
  '/comptabilite',
  '/rh',
  '/utilisateurs',
  '/notifications',
] as const;

/** Every path that shows the closed-period page (« Routes »). */
export const closedPeriodPaths = [
  paths.register,
  '/admission',
  '/admission/candidats',
  '/admission/etudiant',
  '/admission/coran',
  '/admission/majalis',
  paths.deposit,
  '/admission/coran/depot',
  '/admission/majalis/depot',
] as const;

/** Public pages whose HTML and CSS are prerendered at build time (see apps/portal/prerender). */
export const prerenderedPaths = [
  paths.login,
  paths.candidateLogin,
  ...closedPeriodPaths,
  paths.resetPassword,
] as const;

/** Location state of the login page: where the user was going when the session ended, and why. */
export interface LoginLocationState {
  from?: string;
  /** Why the session ended (a period without activity, or expired at the identity provider): the page says so. */
  notice?: 'idleLogout' | 'sessionExpired';
  /**
   * Good news from the page that led here, worded there (the account active after its verification
   * link; docs/behaviour.md, deviation 62). The field then takes the address this page had typed,
   * if any (kept in memory only, never in this state).
   */
  confirmation?: string;
  /** Set by a "Déconnexion" that navigates before the session ends: the page stays the sign-in. */
  loggingOut?: boolean;
}

/** Location state of the dashboard: the applications the login fetched (deviation 15). */
/** Where the receipt `reference` is shown. */
export function receiptPath(reference: string): string {
  return paths.receipt.replace(':reference', encodeURIComponent(reference));
}

/** What the save hands to the receipt page: the receipt itself, shown without a call. */
export interface ReceiptLocationState {
  receipt?: ChoiceReceipt;
  /** Right after « Enregistrer »: the page confirms the change. */
  justSaved?: boolean;
}

export interface DashboardLocationState {
  applications?: Application[];
  /** The login's call 3 failed: the dashboard says so at once instead of waiting a second time. */
  loadError?: LoadErrorCode;
}
