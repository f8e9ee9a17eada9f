import type { FormEvent, Ref } from 'react';
import { CenteredPage, pageStyles } from '../../components/PageLayout/PageLayout';
import { TextField } from '../../components/TextField/TextField';
import { Button } from '../../components/Button/Button';
import { Alert } from '../../components/Alert/Alert';
import { AppLink } from '../../components/Link/Link';
import { ErrorSummary } from '../../components/ErrorSummary/ErrorSummary';
import type { ResetRequestErrorCode } from '../../copy/fr';
import { publicPagesCopy } from '../../copy/publicPages';
import { flush, scriptOnly } from '../../theme/patterns.css';
import { NoScript } from '../../components/NoScript/NoScript';

const copy = publicPagesCopy.resetRequest;
const errorTexts = publicPagesCopy.resetRequestErrors;

export interface ResetRequestProps {
  /** idle, sending, or sent (the e-mail is on its way). */
  status: 'idle' | 'sending' | 'sent';
  /** What went wrong (null or absent: nothing). */
  error?: ResetRequestErrorCode | undefined;
  /** The address the link was sent to (shown once sent). */
  sentTo?: string | undefined;
  /** The e-mail to show in the field (kept after an error). */
  defaultEmail?: string | undefined;
  /** « Envoyer le lien » with an e-mail. */
  onSubmit: (values: { email: string }) => void;
  /** Target of « Retour à la connexion ». */
  loginHref: string;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

const RESET_EMAIL_ID = 'reset-email';

/** Asks for the e-mail that receives a reset link: "Envoyer le lien" ("Envoi..." while sending). */
export function ResetRequest({
  status,
  error,
  sentTo,
  defaultEmail,
  onSubmit,
  loginHref,
  className,
  ref,
}: ResetRequestProps) {
  const sending = status === 'sending';
  const message = error && status === 'idle' ? errorTexts[error] : undefined;
  // A timeout says nothing about the address: it is not the field's error.
  const fieldError = error === 'timeout' ? undefined : message;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    onSubmit({ email: String(new FormData(event.currentTarget).get('email') ?? '').trim() });
  }

  if (status === 'sent') {
    return (
      <CenteredPage ref={ref} className={className} data-adm="reset-request" title={copy.sentTitle}>
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
      data-adm="reset-request"
      title={copy.title}
      subtitle={copy.intro}
    >
      <ErrorSummary errors={message ? [{ message, fieldId: fieldError ? RESET_EMAIL_ID : undefined }] : []} />
      <NoScript />
      <form method="post" className={`${pageStyles.form} ${scriptOnly}`} onSubmit={handleSubmit}>
        <TextField
          id={RESET_EMAIL_ID}
          name="email"
          type="email"
          label={copy.email}
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={defaultEmail}
          error={fieldError}
        />
        <Button type="submit" block busy={sending} busyLabel={copy.sending}>
          {copy.submit}
        </Button>
      </form>
      <AppLink to={loginHref}>{copy.backToLogin}</AppLink>
    </CenteredPage>
  );
}
