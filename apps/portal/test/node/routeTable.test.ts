import { existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { closedPeriodPaths, paths, staffListPaths } from '../../src/config/paths';
import { staffModulePaths } from '../../src/config/staffModulePaths';
import { routeTable } from '../../src/app/routeTable';
import type { RouteHandle } from '../../src/app/RouteFocus';
import type { ProgramKind } from '@admission/flows';
import { inJourney, journeyModules, routeTableFile } from '../../journeys';

const lines = Object.entries(routeTable).flatMap(([shell, routes]) =>
  routes.map((route) => ({ shell, route, handle: route.handle as RouteHandle })),
);
const src = resolve(dirname(routeTableFile), '..');
const named = (modules: readonly string[] = []) =>
  modules.map((module) => relative(src, module).replace(/\\/g, '/')).sort();

describe('the route table (src/app/routeTable.tsx): what the router, the titles and the chunks derive from', () => {
  it('gives every page a document title and a lazy screen; only the staff module placeholders keep the product name alone, and the staff lists, whose pages set theirs (StaffListPages)', () => {
    for (const { shell, route, handle } of lines) {
      expect(route.path, shell).toBeTruthy();
      expect(typeof handle.preload, route.path).toBe('function');
      if (shell === 'staffModules' || shell in staffListPaths)
        expect(handle.title, route.path).toBeUndefined();
      else expect(handle.title, route.path).toBeTruthy();
    }
  });

  it('routes every path of config/paths.ts (the sign-in pages and the legacy redirect are in router.tsx, in the app chunk)', () => {
    const inRouter = new Set<string>([
      paths.login,
      paths.candidateLogin,
      paths.staffLogin,
      paths.legacyLogin,
    ]);
    const table: RouteObject[] = lines.map(({ route }) => route).filter((route) => route.path !== '*');
    const all = [
      ...Object.values(paths),
      ...closedPeriodPaths,
      ...Object.values(staffListPaths),
      ...Object.values(staffModulePaths),
    ];
    for (const path of all) {
      if (inRouter.has(path)) continue;
      expect(matchRoutes(table, path), path).not.toBeNull();
    }
    const tablePaths = lines.map(({ route }) => route.path);
    expect(new Set(tablePaths).size, 'a path routed twice').toBe(tablePaths.length);
  });

  it("gives each staff list one route for the pages under its address, which the staff chunk declares (none in the app's first chunk)", () => {
    for (const kind of Object.keys(staffListPaths) as ProgramKind[]) {
      const list = staffListPaths[kind];
      expect(routeTable[kind].map((route) => route.path)).toEqual([`${list}/*`]);
      for (const path of [list, `${list}/`, `${list}/dossier/c-1`, `${list}/inconnue`])
        expect(matchRoutes(routeTable[kind], path)?.[0]?.route, path).toBe(routeTable[kind][0]);
      expect(matchRoutes(routeTable[kind], `${list}-autre`), kind).toBeNull();
    }
  });

  it('routes the staff modules by section: every address of staffModulePaths, in the first chunk only the sections', () => {
    const sections = routeTable.staffModules;
    for (const path of Object.values(staffModulePaths))
      expect(matchRoutes(sections, path), path).not.toBeNull();
    for (const path of ['/rhx', '/admission', '/admission/personnel-x'])
      expect(matchRoutes(sections, path), path).toBeNull();
    // Each section is one of an address's own (no section routed for nothing).
    for (const route of sections)
      expect(
        Object.values(staffModulePaths).some((path) => matchRoutes([route], path)),
        route.path,
      ).toBe(true);
  });

  it("puts each journey's modules in its chunk, and nothing else: the rest are chunks of their own", () => {
    const journeys = journeyModules();
    expect([...journeys.keys()].sort()).toEqual(['candidate', 'staff']);
    expect(named(journeys.get('candidate'))).toEqual([
      'app/layouts/CandidateLayoutRoute',
      'app/layouts/CandidateLayoutRoute',
      'app/withToasts',
      'features/dashboard/DashboardRoute',
    ]);
    expect(named(journeys.get('staff'))).toEqual([
      'app/layouts/StaffLayoutRoute',
      'features/staff/StaffListPages',
      'features/staff/StaffModulePages',
    ]);
    for (const module of [...journeys.values()].flat())
      expect(existsSync(`${module}.tsx`), module).toBe(true);
  });

  it("matches a module id to its journey whatever its extension or separators (vite.config.ts's groups)", () => {
    const candidate = inJourney(journeyModules().get('candidate') ?? []);
    expect(candidate(join(src, 'features/dashboard/DashboardRoute.tsx'))).toBe(true);
    expect(candidate(join(src, 'features/dashboard/DashboardRoute.tsx').replace(/\//g, '\\'))).toBe(true);
    expect(candidate(join(src, 'features/dashboard/ReceiptRoute.tsx'))).toBe(false);
    expect(candidate(join(src, 'features/account/ProfileRoute.tsx'))).toBe(false);
    expect(candidate(join(src, 'features/dashboard/DashboardRoute.tsx.css'))).toBe(false);
  });
});
