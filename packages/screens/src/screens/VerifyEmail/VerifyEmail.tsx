import type { Ref } from 'react';
import { CenteredPage } from '../../chrome/CenteredPage';
import type { VerifyEmailErrorCode } from '@admission/flows';
import { fr } from '../../copy/fr';
import { publicPagesCopy } from '../../copy/publicPages';
import { Spinner, Alert, AppLink } from '@admission/ui';

const copy = publicPagesCopy.verifyEmail;
const errorTexts = publicPagesCopy.verifyEmailErrors;

export interface VerifyEmailProps {
  /** verifying, success, or error. */
  status: 'verifying' | 'success' | 'error';
  /** What went wrong, when `status` is error. */
  error?: VerifyEmailErrorCode | undefined;
  /** Target of the link to the login page. */
  loginHref: string;
  /**
   * Not in the spec: where a new verification e-mail is asked for. Offered when the link itself
   * failed (cut, expired or already used), so the page is no dead end.
   */
  resendVerificationHref?: string | undefined;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/** "Vérification de l'email": verifying, success (the app redirects after 2 s), or error. */
export function VerifyEmail({
  status,
  error = 'unexpected',
  loginHref,
  resendVerificationHref,
  className,
  ref,
}: VerifyEmailProps) {
  const linkFailed = error === 'verificationFailed' || error === 'missingUserId';
  return (
    <CenteredPage ref={ref} className={className} data-adm="verify-email" title={copy.title}>
      {status === 'verifying' ? <Spinner label={copy.verifying} /> : null}
      {status === 'success' ? <Alert tone="positive">{copy.success}</Alert> : null}
      {status === 'error' ? (
        <>
          <Alert tone="critical" title={copy.errorTitle}>
            {errorTexts[error]}
          </Alert>
          {linkFailed && resendVerificationHref ? (
            <AppLink to={resendVerificationHref} appearance="primary">
              {fr.login.resendVerification}
            </AppLink>
          ) : null}
          <AppLink to={loginHref} appearance={linkFailed && resendVerificationHref ? 'secondary' : 'primary'}>
            {copy.backToLogin}
          </AppLink>
        </>
      ) : null}
    </CenteredPage>
  );
}
