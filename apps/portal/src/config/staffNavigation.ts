// The staff sidebar's entries (spec section 2) with this portal's routes: ui's StaffSidebar draws
// what it is given. Entries with no screen here open « Module non disponible dans ce portail »
// inside the staff shell (`staffPlaceholders`, routed in app/router.tsx).
import type { StaffNavigation, StaffNavItem } from '@admission/ui';
import { paths, staffListPaths } from './paths';

/** The spec's paths /admission, /admission/candidats and /profil show other pages; from the sidebar they stay in the shell. */
const staffOnly = {
  dashboard: '/admission/personnel/tableau-de-bord',
  candidates: '/admission/personnel/candidats',
  profile: '/admission/personnel/profil',
} as const;

export const staffNavigation: StaffNavigation = {
  home: { label: 'Accueil', href: paths.home, icon: 'home' },
  modules: [
    {
      id: 'admission',
      label: 'Admission',
      href: staffOnly.dashboard,
      icon: 'school',
      children: [
        { label: 'Tableau de bord', href: staffOnly.dashboard },
        { label: 'Liste des candidats', href: staffOnly.candidates },
        { label: 'Candidatures Université', href: staffListPaths.universite },
        { label: 'Candidatures Institut du Coran', href: staffListPaths.coran },
        { label: 'Candidatures Majalis', href: staffListPaths.majalis },
      ],
    },
    {
      id: 'administrative',
      label: 'Gestion administrative',
      href: '/gestion-administrative',
      icon: 'folder',
      children: [{ label: 'Dossiers', href: '/gestion-administrative/dossiers' }],
    },
    {
      id: 'pedagogy',
      label: 'Gestion pédagogique',
      href: '/gestion-pedagogique',
      icon: 'file',
      children: [{ label: 'Programmes', href: '/gestion-pedagogique/programmes' }],
    },
    {
      id: 'coran',
      label: 'Institut du Coran',
      href: '/coran',
      icon: 'book',
      children: [{ label: 'Apprenants', href: '/coran/apprenants' }],
    },
    {
      id: 'majalis',
      label: 'Majalis',
      href: '/majalis',
      icon: 'users',
      children: [{ label: 'Apprenants', href: '/majalis/apprenants' }],
    },
    {
      id: 'library',
      label: 'Bibliothèque',
      href: '/bibliotheque',
      icon: 'book',
      children: [{ label: 'Catalogue', href: '/bibliotheque/catalogue' }],
    },
    {
      id: 'accounting',
      label: 'Comptabilité',
      href: '/comptabilite',
      icon: 'wallet',
      children: [{ label: 'Paiements', href: '/comptabilite/paiements' }],
    },
    {
      id: 'hr',
      label: 'Ressources humaines',
      href: '/rh',
      icon: 'users',
      children: [{ label: 'Personnel', href: '/rh/personnel' }],
    },
    {
      id: 'users',
      label: 'Gestion des utilisateurs',
      href: '/utilisateurs',
      icon: 'user',
      children: [{ label: 'Liste des utilisateurs', href: '/utilisateurs/liste' }],
    },
    { id: 'notifications', label: 'Notifications', href: '/notifications', icon: 'bell', children: [] },
  ],
  accountLinks: [
    { label: 'Connexion', href: paths.staffLogin, icon: 'login' },
    { label: 'Profil', href: staffOnly.profile, icon: 'user' },
  ],
};

/** A sidebar entry this portal has no screen for: its route and the name its page shows. */
export interface StaffPlaceholder {
  href: string;
  name: string;
}

const withScreen = new Set<string>([paths.home, paths.staffLogin, ...Object.values(staffListPaths)]);

const entries: StaffPlaceholder[] = [
  ...staffNavigation.modules.flatMap((module) => [
    { href: module.href, name: module.label },
    ...module.children.map((child: StaffNavItem) => ({
      href: child.href,
      name: `${module.label} : ${child.label}`,
    })),
  ]),
  ...staffNavigation.accountLinks.map((link) => ({ href: link.href, name: link.label })),
];

/** Every entry without a screen here, once each (a module and its first child share a route: the module's name). */
export const staffPlaceholders: readonly StaffPlaceholder[] = entries.filter(
  (entry, index) =>
    !withScreen.has(entry.href) && entries.findIndex((other) => other.href === entry.href) === index,
);
