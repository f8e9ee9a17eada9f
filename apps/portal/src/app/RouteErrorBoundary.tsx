import { useEffect } from 'react';
import { RouteError } from '@admission/screens';

/** Any error thrown while loading or rendering a route: a French message and a way back, never a white screen. */
export function RouteErrorBoundary({ error }: { error: unknown }) {
  useEffect(() => {
    console.error('Route error', error);
  }, [error]);
  // A chunk that failed to download (flaky mobile data) is worth a reload rather than a dead end.
  const chunkFailed =
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed/i.test(error.message);
  return (
    <RouteError reason={chunkFailed ? 'network' : 'unexpected'} onReload={() => window.location.reload()} />
  );
}
