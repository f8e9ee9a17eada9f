// The staff modules' addresses, apart from config/paths.ts: only the staff chunk reads them (the
// sidebar, and StaffModulePages, which routes them), so the candidate's first download does not
// carry them. The route table routes their sections (paths.ts, staffModuleSections).

/**
 * The staff sidebar's entries this portal has no screen for (their labels and icons are in
 * config/staffNavigation.ts, which the staff chunk alone loads): each opens « Module non
 * disponible dans ce portail » inside the staff shell. The spec's /admission, /admission/candidats
 * and /profil show other pages; from the sidebar, staff stay in the shell.
 */
export const staffModulePaths = {
  dashboard: '/admission/personnel/tableau-de-bord',
  candidates: '/admission/personnel/candidats',
  profile: '/admission/personnel/profil',
  administrative: '/gestion-administrative',
  administrativeFiles: '/gestion-administrative/dossiers',
  pedagogy: '/gestion-pedagogique',
  pedagogyPrograms: '/gestion-pedagogique/programmes',
  coran: '/coran',
  coranLearners: '/coran/apprenants',
  majalis: '/majalis',
  majalisLearners: '/majalis/apprenants',
  library: '/bibliotheque',
  libraryCatalogue: '/bibliotheque/catalogue',
  accounting: '/comptabilite',
  accountingPayments: '/comptabilite/paiements',
  hr: '/rh',
  hrStaff: '/rh/personnel',
  users: '/utilisateurs',
  usersList: '/utilisateurs/liste',
  notifications: '/notifications',
} as const;
