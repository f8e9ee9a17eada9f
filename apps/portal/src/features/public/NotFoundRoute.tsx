import { NotFound } from '@admission/ui';

export function NotFoundRoute() {
  return <NotFound homeHref="/" />;
}
