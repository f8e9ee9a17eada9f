import { useSelector } from '@xstate/react';
import { staffHome } from '@admission/flows';
import { ModuleUnavailable } from '@admission/ui';
import { paths, staffListPaths } from '../../config/paths';
import { useServices } from '../../services/context';

/** A sidebar module this portal does not implement: a page inside the staff shell, with a way back. */
export function StaffModuleRoute({ name }: { name?: string | undefined }) {
  const { sessionActor } = useServices();
  const home = useSelector(sessionActor, (s) => staffHome(s.context.user?.roles ?? []));
  return (
    <ModuleUnavailable
      {...(name ? { moduleName: name } : {})}
      backHref={home ? staffListPaths[home] : paths.home}
    />
  );
}
