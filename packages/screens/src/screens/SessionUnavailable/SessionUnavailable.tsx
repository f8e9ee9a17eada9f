import type { Ref } from 'react';
import { CenteredPage } from '../../chrome/CenteredPage';
import { errorsCopy } from '../../copy/errors';
import type { SessionErrorCode } from '@admission/flows';
import { fr } from '../../copy/fr';
import { Alert, Button, AppLink, pageStyles } from '@admission/ui';

export interface SessionUnavailableProps {
  /** Why the session could not be checked; `network` and `server` keep the tokens and may be retried. */
  error: SessionErrorCode;
  /** « Réessayer »: the app checks the session again. */
  onRetry: () => void;
  /** Target of the link to the login page. */
  loginHref: string;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

const copy = errorsCopy.sessionUnavailable;

/** The session could not be refreshed for a passing reason (no network, a 5xx): the user stays logged in. */
export function SessionUnavailable({ error, onRetry, loginHref, className, ref }: SessionUnavailableProps) {
  return (
    <CenteredPage ref={ref} className={className} data-adm="session-unavailable" title={copy.title}>
      <Alert tone="critical" live="assertive">
        {fr.sessionErrors[error]}
      </Alert>
      <div className={pageStyles.actions}>
        <Button onClick={onRetry}>{copy.retry}</Button>
        <AppLink to={loginHref}>{copy.login}</AppLink>
      </div>
    </CenteredPage>
  );
}
