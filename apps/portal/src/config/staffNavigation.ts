// The staff sidebar's entries (docs/behaviour.md, « Routes ») with this portal's routes: ui's
// StaffSidebar draws what it is given. Entries with no screen here open « Module non disponible
// dans ce portail » inside the staff shell (`staffModulePaths`, routed by features/staff/StaffModulePages.tsx; named by
// `staffPlaceholders`).
import type { StaffNavigation, StaffNavItem } from '@admission/ui';
import { paths, staffListPaths } from './paths';
import { staffModulePaths as to } from './staffModulePaths';

export const staffNavigation: StaffNavigation = {
  home: { label: 'Accueil', href: paths.home, icon: 'home' },
  modules: [
    {
      id: 'admission',
      label: 'Admission',
      href: to.dashboard,
      icon: 'school',
      children: [
        { label: 'Tableau de bord', href: to.dashboard },
        { label: 'Liste des candidats', href: to.candidates },
        { label: 'Candidatures Université', href: staffListPaths.universite },
        { label: 'Candidatures Institut du Coran', href: staffListPaths.coran },
        { label: 'Candidatures Majalis', href: staffListPaths.majalis },
      ],
    },
    {
      id: 'administrative',
      label: 'Gestion administrative',
      href: to.administrative,
      icon: 'folder',
      children: [{ label: 'Dossiers', href: to.administrativeFiles }],
    },
    {
      id: 'pedagogy',
      label: 'Gestion pédagogique',
      href: to.pedagogy,
      icon: 'file',
      children: [{ label: 'Programmes', href: to.pedagogyPrograms }],
    },
    {
      id: 'coran',
      label: 'Institut du Coran',
      href: to.coran,
      icon: 'book',
      children: [{ label: 'Apprenants', href: to.coranLearners }],
    },
    {
      id: 'majalis',
      label: 'Majalis',
      href: to.majalis,
      icon: 'users',
      children: [{ label: 'Apprenants', href: to.majalisLearners }],
    },
    {
      id: 'library',
      label: 'Bibliothèque',
      href: to.library,
      icon: 'book',
      children: [{ label: 'Catalogue', href: to.libraryCatalogue }],
    },
    {
      id: 'accounting',
      label: 'Comptabilité',
      href: to.accounting,
      icon: 'wallet',
      children: [{ label: 'Paiements', href: to.accountingPayments }],
    },
    {
      id: 'hr',
      label: 'Ressources humaines',
      href: to.hr,
      icon: 'users',
      children: [{ label: 'Personnel', href: to.hrStaff }],
    },
    {
      id: 'users',
      label: 'Gestion des utilisateurs',
      href: to.users,
      icon: 'user',
      children: [{ label: 'Liste des utilisateurs', href: to.usersList }],
    },
    { id: 'notifications', label: 'Notifications', href: to.notifications, icon: 'bell', children: [] },
  ],
  accountLinks: [
    { label: 'Connexion', href: paths.staffLogin, icon: 'login' },
    { label: 'Profil', href: to.profile, icon: 'user' },
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

/**
 * Every entry without a screen here, once each (a module and its first child share a route: the
 * module's name). The router routes `staffModulePaths` (a test checks they are these); the page
 * reads its name here, in the staff chunk.
 */
export const staffPlaceholders: readonly StaffPlaceholder[] = entries.filter(
  (entry, index) =>
    !withScreen.has(entry.href) && entries.findIndex((other) => other.href === entry.href) === index,
);

/** The name of the placeholder page at `href` (« Bibliothèque : Catalogue »). */
export function staffModuleName(href: string): string | undefined {
  return staffPlaceholders.find((entry) => entry.href === href)?.name;
}
