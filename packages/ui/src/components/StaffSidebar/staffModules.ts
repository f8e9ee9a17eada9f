// The staff navigation's shape. The app owns its entries (labels, icons, hrefs): ui holds no route
// (apps/portal/src/config/staffNavigation.ts; the stories use the spec's tree, `sampleStaffNavigation`).
export type StaffIconName =
  'home' | 'school' | 'folder' | 'book' | 'users' | 'user' | 'bell' | 'wallet' | 'file' | 'login';

export interface StaffNavItem {
  label: string;
  /** Où mène le lien : la route de l’application. */
  href: string;
}

export interface StaffNavEntry extends StaffNavItem {
  icon: StaffIconName;
}

export interface StaffModule extends StaffNavEntry {
  id: string;
  children: readonly StaffNavItem[];
}

/**
 * Les liens de la barre latérale : l’accueil, les modules et leurs sous-modules, les pages du
 * compte.
 */
export interface StaffNavigation {
  home: StaffNavEntry;
  modules: readonly StaffModule[];
  accountLinks: readonly StaffNavEntry[];
}

function isUnder(path: string, prefix: string): boolean {
  return path === prefix || path.startsWith(`${prefix}/`);
}

/** The module whose href, or one of whose sub-modules' hrefs, is a prefix of the current path. */
function matchStaffModule(currentPath: string, modules: readonly StaffModule[]): StaffModule | undefined {
  return modules.find(
    (module) =>
      isUnder(currentPath, module.href) || module.children.some((child) => isUnder(currentPath, child.href)),
  );
}

/** Modules whose sub-modules are shown: the matching section only, otherwise all of them. */
export function expandedStaffModules(
  currentPath: string,
  modules: readonly StaffModule[],
): readonly StaffModule[] {
  const match = matchStaffModule(currentPath, modules);
  return match ? [match] : modules;
}
