import { NotFound } from '@admission/ui';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return <NotFound homeHref={paths.home} />;
}
