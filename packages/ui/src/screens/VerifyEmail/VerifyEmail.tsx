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
}

/** "Vérification de l'email": verifying, success (the app redirects after 2 s), or error. */
export function VerifyEmail({ status, error = 'unexpected', loginHref }: VerifyEmailProps) {
  return (
    <CenteredPage title={fr.verifyEmail.title}>
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
