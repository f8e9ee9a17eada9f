import type { FormEvent, ReactNode, Ref } from 'react';
import { CenteredPage } from '../../chrome/CenteredPage';
import type { EmailRequestErrorCode } from '@admission/flows';
import {
  pageStyles,
  TextField,
  Button,
  Alert,
  AppLink,
  ErrorSummary,
  flush,
  scriptOnly,
  NoScript,
} from '@admission/ui';

/** One page that asks for an e-mail (`resetRequestPage`, `resendVerificationPage`): its words and ids. */
export interface EmailRequestPage {
  /** `data-adm` of the page's root element. */
  adm: string;
  /** The e-mail field's id (the error summary links to it). */
  fieldId: string;
  texts: {
    title: ReactNode;
    intro: ReactNode;
    email: string;
    submit: string;
    sending: string;
    sentTitle: ReactNode;
    /** Once sent: what the server confirmed, for this address. */
    sent: (email: string) => string;
    sentHint: string;
    backToLogin: string;
  };
  /** The page's words for each of its failures. */
  errors: Partial<Record<EmailRequestErrorCode, string>>;
  /** The failures that are about the address itself: said on the field too, not only above the form. */
  fieldErrors: readonly EmailRequestErrorCode[];
}

export interface EmailRequestProps {
  /** Which page: `resetRequestPage` (a reset link) or `resendVerificationPage` (a new verification e-mail). */
  page: EmailRequestPage;
  /** idle, sending, or sent (the server took the request). */
  status: 'idle' | 'sending' | 'sent';
  /** What went wrong (null or absent: nothing). */
  error?: EmailRequestErrorCode | null | undefined;
  /** The address the request was made for (shown once sent). */
  sentTo?: string | undefined;
  /** The e-mail to show in the field (the one typed before, kept after an error). */
  defaultEmail?: string | undefined;
  /** The submit button, with the trimmed address. */
  onSubmit: (values: { email: string }) => void;
  /** Target of « Retour à la connexion ». */
  loginHref: string;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * Asks for an address and has the server send it an e-mail: a password reset link, or a new
 * verification e-mail for an account not yet activated. The button reads « Envoi… » while
 * sending; once sent, the page says only what the server confirmed (it answers alike for every
 * address).
 */
export function EmailRequest({
  page,
  status,
  error,
  sentTo,
  defaultEmail,
  onSubmit,
  loginHref,
  className,
  ref,
}: EmailRequestProps) {
  const { texts } = page;
  const sending = status === 'sending';
  const message = error && status === 'idle' ? page.errors[error] : undefined;
  // A timeout, a limit or a failure of the service says nothing about the address: not the field's error.
  const fieldError = error && page.fieldErrors.includes(error) ? message : undefined;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    onSubmit({ email: String(new FormData(event.currentTarget).get('email') ?? '').trim() });
  }

  if (status === 'sent') {
    return (
      <CenteredPage ref={ref} className={className} data-adm={page.adm} title={texts.sentTitle}>
        <Alert tone="positive">
          <p className={flush}>{texts.sent(sentTo ?? defaultEmail ?? '')}</p>
          <p className={flush}>{texts.sentHint}</p>
        </Alert>
        <AppLink to={loginHref}>{texts.backToLogin}</AppLink>
      </CenteredPage>
    );
  }

  return (
    <CenteredPage
      ref={ref}
      className={className}
      data-adm={page.adm}
      title={texts.title}
      subtitle={texts.intro}
    >
      <ErrorSummary errors={message ? [{ message, fieldId: fieldError ? page.fieldId : undefined }] : []} />
      <NoScript />
      <form method="post" className={`${pageStyles.form} ${scriptOnly}`} onSubmit={handleSubmit}>
        <TextField
          id={page.fieldId}
          name="email"
          type="email"
          label={texts.email}
          autoComplete="email"
          inputMode="email"
          required
          defaultValue={defaultEmail}
          error={fieldError}
        />
        <Button type="submit" block busy={sending} busyLabel={texts.sending}>
          {texts.submit}
        </Button>
      </form>
      <AppLink to={loginHref}>{texts.backToLogin}</AppLink>
    </CenteredPage>
  );
}
