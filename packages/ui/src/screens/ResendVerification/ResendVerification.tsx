import type { FormEvent, Ref } from 'react';
import { CenteredPage, pageStyles } from '../../components/PageLayout/PageLayout';
import { TextField } from '../../components/TextField/TextField';
import { Button } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';
import { AppLink } from '../../components/Link/Link';
import { ErrorSummary } from '../../components/ErrorSummary/ErrorSummary';
import type { ResendVerificationErrorCode } from '../../copy/fr';
import { accountCopy } from '../../copy/account';
import { flush, scriptOnly } from '../../theme/patterns.css';
import { NoScript } from '../../components/NoScript/NoScript';

export interface ResendVerificationProps {
  /** idle, sending, or sent (the server took the request). */
  status: 'idle' | 'sending' | 'sent';
  /** What went wrong (null or absent: nothing). */
  error?: ResendVerificationErrorCode | null | undefined;
  /** The address the request was made for (shown once sent). */
  sentTo?: string | undefined;
  /** The e-mail to show in the field (the one typed at sign-in, kept after an error). */
  defaultEmail?: string | undefined;
  /** « Renvoyer l’e-mail » with an address. */
  onSubmit: (values: { email: string }) => void;
  /** Target of « Retour à la connexion ». */
  loginHref: string;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

const RESEND_EMAIL_ID = 'resend-verification-email';

/**
 * Not in the spec: asks for the address of an account not yet activated and sends a new
 * verification e-mail. Once sent it says only what the server confirmed (it answers alike for
 * every address).
 */
export function ResendVerification({
  status,
  error,
  sentTo,
  defaultEmail,
  onSubmit,
  loginHref,
  className,
  ref,
}: ResendVerificationProps) {
  const sending = status === 'sending';
  const message = error && !sending ? accountCopy.resendVerificationErrors[error] : undefined;
  const copy = accountCopy.resendVerification;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    onSubmit({ email: String(new FormData(event.currentTarget).get('email') ?? '').trim() });
  }

  if (status === 'sent') {
    return (
      <CenteredPage ref={ref} className={className} data-adm="resend-verification" title={copy.sentTitle}>
        <Alert tone="success">
          <p className={flush}>{copy.sent(sentTo ?? defaultEmail ?? '')}</p>
          <p className={flush}>{copy.sentHint}</p>
        </Alert>
        <AppLink to={loginHref}>{copy.backToLogin}</AppLink>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage
      ref={ref}
      className={className}
      data-adm="resend-verification"
      title={copy.title}
      subtitle={copy.intro}
    >
      {/* None of these is about the address itself: said above the form, the field kept. */}
      <ErrorSummary errors={message ? [{ message }] : []} />
      <NoScript />
      <form method="post" className={`${pageStyles.form} ${scriptOnly}`} onSubmit={handleSubmit}>
        <TextField
          id={RESEND_EMAIL_ID}
          name="email"
          type="email"
          label={copy.email}
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={defaultEmail}
        />
        <Button type="submit" block busy={sending} busyLabel={copy.sending}>
          {copy.submit}
        </Button>
      </form>
      <AppLink to={loginHref}>{copy.backToLogin}</AppLink>
    </CenteredPage>
  );
}
