import { NotFound } from '@admission/screens';
import { paths } from '../../config/paths';

export function NotFoundRoute() {
  return <NotFound homeHref={paths.home} />;
}
