import { useSelector } from '@xstate/react';
import { staffHome } from '@admission/flows';
import { ModuleUnavailable, staffModules } from '@admission/ui';
import { paths, staffListPaths } from '../../config/paths';
import { useServices } from '../../services/context';

/** The sidebar's name of an entry (its spec path): a module or one of its sub-modules. */
function moduleName(specPath: string): string | undefined {
  for (const module of staffModules) {
    if (module.path === specPath) return module.label;
    const child = module.children.find((entry) => entry.path === specPath);
    if (child) return `${module.label} : ${child.label}`;
  }
  return undefined;
}

/** A sidebar module this portal does not implement: a page inside the staff shell, with a way back. */
export function StaffModuleRoute({ specPath }: { specPath: string }) {
  const { sessionActor } = useServices();
  const home = useSelector(sessionActor, (s) => staffHome(s.context.user?.roles ?? []));
  const name = moduleName(specPath);
  return (
    <ModuleUnavailable
      {...(name ? { moduleName: name } : {})}
      backHref={home ? staffListPaths[home] : paths.home}
    />
  );
}
