import type { Ref } from 'react';
import { CenteredPage } from '../../chrome/CenteredPage';
import { errorsCopy } from '../../copy/errors';
import { Alert, Button, pageStyles, flush } from '@admission/ui';

export interface RouteErrorProps {
  /** `network`: the page's code could not be downloaded (flaky mobile data); `unexpected`: anything else. */
  reason?: 'network' | 'unexpected' | undefined;
  /** An HTTP status, when the failure carried one. */
  status?: number | undefined;
  /** « Recharger la page » (default: reloads the page). */
  onReload?: (() => void) | undefined;
  /** Target of the link home (default `/`). */
  homeHref?: string | undefined;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

const copy = errorsCopy.routeError;

/**
 * What a route shows when it fails to load or draw: a French message and two ways out, never a
 * white screen. Plain links and buttons only, so it works even outside the app's providers.
 */
export function RouteError({
  reason = 'unexpected',
  status,
  onReload,
  homeHref = '/',
  className,
  ref,
}: RouteErrorProps) {
  return (
    <CenteredPage ref={ref} className={className} data-adm="route-error" title={copy.title}>
      <Alert tone="critical" live="assertive">
        <p className={flush}>{reason === 'network' ? copy.network : copy.unexpected}</p>
        {status ? <p className={flush}>{copy.status(status)}</p> : null}
      </Alert>
      <div className={pageStyles.actions}>
        {onReload ? <Button onClick={onReload}>{copy.reload}</Button> : null}
        <a href={homeHref}>{copy.home}</a>
      </div>
    </CenteredPage>
  );
}
