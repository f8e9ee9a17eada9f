// Staff navigation of spec section 2. Only the admission lists have screens; the rest are entries.
// The paths are the spec's routes; an app with other routes maps them with StaffSidebar's `hrefs`.
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

export const staffAccountLinks: readonly (StaffNavItem & { icon: StaffIconName })[] = [
  { label: 'Connexion', path: '/connexion', icon: 'login' },
  { label: 'Profil', path: '/profil', icon: 'user' },
];

/**
 * The app's href of each entry, keyed by the entry's path in the tree (the spec's route), e.g.
 * `{ '/admission/etudiant-candidats': '/staff/universite' }`. Entries not named keep their path.
 */
export type StaffHrefs = Readonly<Partial<Record<string, string>>>;

function withHref<T extends StaffNavItem>(item: T, hrefs: StaffHrefs): T {
  const href = hrefs[item.path];
  return href === undefined ? item : { ...item, path: href };
}

/** The navigation with each path replaced by the app's href, when `hrefs` names it. */
export function resolveStaffNavigation(modules: readonly StaffModule[], hrefs: StaffHrefs = {}) {
  return {
    home: withHref(staffHome, hrefs),
    modules: modules.map((module) => ({
      ...withHref(module, hrefs),
      children: module.children.map((child) => withHref(child, hrefs)),
    })),
    accountLinks: staffAccountLinks.map((item) => withHref(item, hrefs)),
  };
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The module whose path, or one of whose sub-modules' paths, is a prefix of the current path. */
export function matchStaffModule(currentPath: string, modules = staffModules): StaffModule | undefined {
  return modules.find(
    (module) =>
      isUnder(currentPath, module.path) || module.children.some((child) => isUnder(currentPath, child.path)),
  );
}

/** Modules whose sub-modules are shown: the matching section only, otherwise all of them. */
export function expandedStaffModules(currentPath: string, modules = staffModules): readonly StaffModule[] {
  const match = matchStaffModule(currentPath, modules);
  return match ? [match] : modules;
}
