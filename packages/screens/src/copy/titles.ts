// Document titles of the pages: each page's heading, then the product ("Connexion candidat –
// Admission en ligne"), so a tab, a bookmark and a screen reader's page announcement say where one is.
// The candidate's, the staff's and the student's headings are written here and read by their copy (not
// the other way round): every page's title is in the first chunk, the rest of their copy only with
// their pages (importing candidate.ts here put its whole catalogue, about 5 kB, in the first chunk).
// The staff lists' titles are not here: the pages under a list's address set their own, from the
// staff chunk (copy/staff.ts; the portal's features/staff/StaffListPages.tsx).
import { fr } from './fr';

export const pageTitles = {
  login: fr.login.title,
  staffLogin: fr.login.staffTitle,
  closedPeriod: 'Périodes de candidature fermées',
  // Not in the spec: the reset pages' titles.
  resetRequest: 'Mot de passe oublié',
  resetConfirm: 'Réinitialiser le mot de passe',
  verifyEmail: 'Vérification de l’e-mail',
  // Not in the spec.
  resendVerification: 'Renvoyer l’e-mail de vérification',
  dashboard: 'Mon espace candidat',
  profile: 'Mon profil',
  // Not in the spec (docs/behaviour.md, deviation 52): the receipt of a programme change.
  receipt: 'Justificatif de modification',
  studentDashboard: 'Espace étudiant',
  // Not in the spec: the diagnostics page's title.
  authDiagnostics: 'Test d’authentification',
  // Not in the spec: the not-found page has no heading of its own beyond "404".
  notFound: 'Page introuvable',
  // Not in the spec (docs/behaviour.md, deviation 57): the help page.
  help: 'Aide',
} as const;

export type PageTitle = keyof typeof pageTitles;

/** "{page} – Admission en ligne"; the product alone when the page has no title. */
export function documentTitle(page: PageTitle | undefined): string {
  return page ? `${pageTitles[page]} – ${fr.common.appName}` : fr.common.appName;
}
