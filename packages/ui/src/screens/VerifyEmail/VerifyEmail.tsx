import type { Ref } from 'react';
import { CenteredPage } from '../../components/PageLayout/PageLayout';
import { Spinner } from '../../components/Spinner/Spinner';
import { Alert } from '../../components/Alert/Alert';
import { AppLink } from '../../components/Link/Link';
import { fr, type VerifyEmailErrorCode } from '../../copy/fr';

export interface VerifyEmailProps {
  /** verifying, success, or error. */
  status: 'verifying' | 'success' | 'error';
  /** What went wrong, when `status` is error. */
  error?: VerifyEmailErrorCode | undefined;
  /** Target of the link to the login page. */
  loginHref: string;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/** "Vérification de l'email": verifying, success (the app redirects after 2 s), or error. */
export function VerifyEmail({ status, error = 'unexpected', loginHref, className, ref }: VerifyEmailProps) {
  return (
    <CenteredPage ref={ref} className={className} title={fr.verifyEmail.title}>
      {status === 'verifying' ? <Spinner label={fr.verifyEmail.verifying} /> : null}
      {status === 'success' ? <Alert tone="success">{fr.verifyEmail.success}</Alert> : null}
      {status === 'error' ? (
        <>
          <Alert tone="error" title={fr.verifyEmail.errorTitle}>
            {fr.verifyEmailErrors[error]}
          </Alert>
          <AppLink to={loginHref} appearance="primary">
            {fr.verifyEmail.backToLogin}
          </AppLink>
        </>
      ) : null}
    </CenteredPage>
  );
}
