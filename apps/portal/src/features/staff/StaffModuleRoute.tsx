import { useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { staffHome } from '@admission/flows';
import { ModuleUnavailable } from '@admission/screens';
import { paths, staffListPaths } from '../../config/paths';
import { staffModuleName } from '../../config/staffNavigation';
import { useServices } from '../../services/context';

/**
 * A sidebar module this portal does not implement: a page inside the staff shell, with a way back.
 * Named after its sidebar entry (`name`, by default the one of the address).
 */
export function StaffModuleRoute({ name }: { name?: string | undefined }) {
  const { pathname } = useLocation();
  name ??= staffModuleName(pathname);
  const { sessionActor } = useServices();
  const home = useSelector(sessionActor, (s) => staffHome(s.context.user?.roles ?? []));
  return (
    <ModuleUnavailable
      {...(name ? { moduleName: name } : {})}
      backHref={home ? staffListPaths[home] : paths.home}
    />
  );
}
