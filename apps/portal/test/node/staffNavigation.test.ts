import { describe, expect, it } from 'vitest';
import { closedPeriodPaths, paths, staffListPaths } from '../../src/config/paths';
import { staffModulePaths } from '../../src/config/staffModulePaths';
import { staffNavigation, staffPlaceholders } from '../../src/config/staffNavigation';

const allLinks = [
  staffNavigation.home,
  ...staffNavigation.modules.flatMap((module) => [module, ...module.children]),
  ...staffNavigation.accountLinks,
];

describe("the staff sidebar's entries (the portal's routes; ui holds none)", () => {
  it('lead each to a screen of the portal: a list, the sign-in, the home, or a placeholder inside the shell', () => {
    const placeholders = new Set(staffPlaceholders.map((entry) => entry.href));
    const screens = new Set<string>([paths.home, paths.staffLogin, ...Object.values(staffListPaths)]);
    for (const link of allLinks)
      expect(screens.has(link.href) || placeholders.has(link.href), link.label).toBe(true);
    expect(allLinks).toHaveLength(26);
  });

  it('never send staff to a public or candidate page from the shell (the spec paths /admission, /admission/candidats, /profil)', () => {
    const publicPaths = new Set<string>([...closedPeriodPaths, '/profil', paths.login]);
    expect(allLinks.filter((link) => publicPaths.has(link.href))).toEqual([]);
  });

  it('are routed exactly where a placeholder is (the router reads staffModulePaths, not the sidebar)', () => {
    expect(new Set(Object.values(staffModulePaths))).toEqual(
      new Set(staffPlaceholders.map((entry) => entry.href)),
    );
  });

  it('route each placeholder once, named after its entry (a module and its first child share one route: the module)', () => {
    const hrefs = staffPlaceholders.map((entry) => entry.href);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const nameOf = (href: string) => staffPlaceholders.find((entry) => entry.href === href)?.name;
    expect(nameOf('/admission/personnel/tableau-de-bord')).toBe('Admission');
    expect(nameOf('/admission/personnel/candidats')).toBe('Admission : Liste des candidats');
    expect(nameOf('/bibliotheque/catalogue')).toBe('Bibliothèque : Catalogue');
    expect(nameOf('/admission/personnel/profil')).toBe('Profil');
    expect(nameOf(staffListPaths.coran)).toBeUndefined();
  });
});
