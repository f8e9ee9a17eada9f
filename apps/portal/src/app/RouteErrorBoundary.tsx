import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RouteError } from '@admission/ui';

/** Any error thrown while loading or rendering a route: a French message and a way back, never a white screen. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  // A chunk that failed to download (flaky mobile data) is worth a reload rather than a dead end.
  const chunkFailed =
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  return (
    <RouteError
      reason={chunkFailed ? 'network' : 'unexpected'}
      status={status}
      onReload={() => window.location.reload()}
    />
  );
}
