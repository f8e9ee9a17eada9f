// Staff navigation of spec section 2. Only the admission lists have screens; the rest are entries.
export type StaffIconName =
  'home' | 'school' | 'folder' | 'book' | 'users' | 'user' | 'bell' | 'wallet' | 'file' | 'login';

export interface StaffNavItem {
  label: string;
  path: string;
}

export interface StaffModule extends StaffNavItem {
  id: string;
  icon: StaffIconName;
  children: readonly StaffNavItem[];
}

export const staffHome: StaffNavItem & { icon: StaffIconName } = {
  label: 'Accueil',
  path: '/',
  icon: 'home',
};

export const staffModules: readonly StaffModule[] = [
  {
    id: 'admission',
    label: 'Admission',
    path: '/admission',
    icon: 'school',
    children: [
      { label: 'Tableau de bord', path: '/admission' },
      { label: 'Liste des candidats', path: '/admission/candidats' },
      { label: 'Candidatures Université', path: '/admission/etudiant-candidats' },
      { label: 'Candidatures Institut du Coran', path: '/admission/coran-candidats' },
      { label: 'Candidatures Majalis', path: '/admission/majalis-candidats' },
    ],
  },
  {
    id: 'administrative',
    label: 'Gestion administrative',
    path: '/gestion-administrative',
    icon: 'folder',
    children: [{ label: 'Dossiers', path: '/gestion-administrative/dossiers' }],
  },
  {
    id: 'pedagogy',
    label: 'Gestion pédagogique',
    path: '/gestion-pedagogique',
    icon: 'file',
    children: [{ label: 'Programmes', path: '/gestion-pedagogique/programmes' }],
  },
  {
    id: 'coran',
    label: 'Institut du Coran',
    path: '/coran',
    icon: 'book',
    children: [{ label: 'Apprenants', path: '/coran/apprenants' }],
  },
  {
    id: 'majalis',
    label: 'Majalis',
    path: '/majalis',
    icon: 'users',
    children: [{ label: 'Apprenants', path: '/majalis/apprenants' }],
  },
  {
    id: 'library',
    label: 'Bibliothèque',
    path: '/bibliotheque',
    icon: 'book',
    children: [{ label: 'Catalogue', path: '/bibliotheque/catalogue' }],
  },
  {
    id: 'accounting',
    label: 'Comptabilité',
    path: '/comptabilite',
    icon: 'wallet',
    children: [{ label: 'Paiements', path: '/comptabilite/paiements' }],
  },
  {
    id: 'hr',
    label: 'Ressources humaines',
    path: '/rh',
    icon: 'users',
    children: [{ label: 'Personnel', path: '/rh/personnel' }],
  },
  {
    id: 'users',
    label: 'Gestion des utilisateurs',
    path: '/utilisateurs',
    icon: 'user',
    children: [{ label: 'Liste des utilisateurs', path: '/utilisateurs/liste' }],
  },
  { id: 'notifications', label: 'Notifications', path: '/notifications', icon: 'bell', children: [] },
];

export const staffAccountLinks: readonly StaffNavItem[] = [
  { label: 'Connexion', path: '/connexion' },
  { label: 'Profil', path: '/profil' },
];

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The module whose path prefix matches the current path, if any. */
export function matchStaffModule(currentPath: string, modules = staffModules): StaffModule | undefined {
  return modules.find((module) => isUnder(currentPath, module.path));
}

/** Modules whose sub-modules are shown: the matching section only, otherwise all of them. */
export function expandedStaffModules(currentPath: string, modules = staffModules): readonly StaffModule[] {
  const match = matchStaffModule(currentPath, modules);
  return match ? [match] : modules;
}
