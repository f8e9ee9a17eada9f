// The staff modules' pages (« Module non disponible dans ce portail »), routed here, in the staff
// chunk: the route table routes each section of their addresses with `/*` (paths.ts,
// staffModuleSections) to this screen, which draws the module's page at one of staffModulePaths and
// the 404 page at any other address of the section, inside the staff roles' guard and shell. The
// twenty addresses are not in the candidate's first download (docs/architecture.md, « Routes »).
import { matchRoutes, useLocation } from 'react-router-dom';
import { pageTitles } from '@admission/screens';
import { staffModulePaths } from '../../config/staffModulePaths';
import { StaffModuleRoute } from './StaffModuleRoute';
import { StaffNotFound, Titled } from './staffPages';

const modules = Object.values(staffModulePaths).map((path) => ({ path }));

export function StaffModulePages() {
  // Matched as the router would (case, a trailing slash).
  return matchRoutes(modules, useLocation()) ? (
    <StaffModuleRoute />
  ) : (
    <Titled title={pageTitles.notFound}>
      <StaffNotFound />
    </Titled>
  );
}
