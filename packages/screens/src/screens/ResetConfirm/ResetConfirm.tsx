import type { FormEvent, Ref } from 'react';
import { CenteredPage } from '../../chrome/CenteredPage';
import type { PasswordRuleCode, ResetConfirmErrorCode } from '@admission/flows';
import { passwordPolicy, weakPasswordMessage } from '../../copy/password';
import { publicPagesCopy } from '../../copy/publicPages';
import {
  pageStyles,
  PasswordField,
  Button,
  Alert,
  AppLink,
  ErrorSummary,
  type ErrorSummaryItem,
  Spinner,
  NoScript,
  scriptOnly,
} from '@admission/ui';

const copy = publicPagesCopy.resetConfirm;
const errorTexts = publicPagesCopy.resetConfirmErrors;

export interface ResetConfirmProps {
  /** checking (the link, as the page opens), idle, sending, or done (the password is changed). */
  status: 'checking' | 'idle' | 'sending' | 'done';
  /** What went wrong (null or absent: nothing). */
  error?: ResetConfirmErrorCode | undefined;
  /** With `weakPassword`: the rules the password misses (flows' password rule codes). */
  missingRules?: readonly PasswordRuleCode[] | undefined;
  /** « Modifier le mot de passe » with both fields filled in. */
  onSubmit: (values: { password: string; confirmation: string }) => void;
  /** Target of the link to the login page once done. */
  loginHref: string;
  /** Where to ask for a new link: when the token is missing, or the server refused the link (`refused`). */
  requestHref: string;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

const RESET_PASSWORD_ID = 'reset-new-password';
const RESET_CONFIRMATION_ID = 'reset-confirm-password';

/** The new-password form reached from the e-mailed link. */
export function ResetConfirm({
  status,
  error,
  missingRules = [],
  onSubmit,
  loginHref,
  requestHref,
  className,
  ref,
}: ResetConfirmProps) {
  const sending = status === 'sending';

  if (status === 'done') {
    return (
      <CenteredPage ref={ref} className={className} data-adm="reset-confirm" title={copy.doneTitle}>
        <Alert tone="positive">{copy.doneText}</Alert>
        <AppLink to={loginHref} appearance="primary">
          {copy.login}
        </AppLink>
      </CenteredPage>
    );
  }

  if (status === 'checking') {
    return (
      <CenteredPage ref={ref} className={className} data-adm="reset-confirm" title={copy.title}>
        <Spinner label={copy.checking} />
      </CenteredPage>
    );
  }

  // No link, or one judged dead as the page opened: no password is asked for, a new link is.
  if (error === 'missingToken' || error === 'linkInvalid') {
    return (
      <CenteredPage ref={ref} className={className} data-adm="reset-confirm" title={copy.title}>
        <Alert tone="critical">{errorTexts[error]}</Alert>
        <AppLink to={requestHref}>{copy.requestNewLink}</AppLink>
      </CenteredPage>
    );
  }

  const shownError = sending ? undefined : error;
  const passwordError = shownError === 'weakPassword' ? weakPasswordMessage(missingRules) : undefined;
  const confirmationError = shownError === 'mismatch' ? errorTexts.mismatch : undefined;
  const errors: ErrorSummaryItem[] = [];
  if (passwordError) errors.push({ message: passwordError, fieldId: RESET_PASSWORD_ID });
  if (confirmationError) errors.push({ message: confirmationError, fieldId: RESET_CONFIRMATION_ID });
  if (shownError === 'refused' || shownError === 'failed' || shownError === 'timeout') {
    errors.push({ message: errorTexts[shownError] });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const data = new FormData(event.currentTarget);
    onSubmit({
      password: String(data.get('password') ?? ''),
      confirmation: String(data.get('confirmation') ?? ''),
    });
  }

  return (
    <CenteredPage ref={ref} className={className} data-adm="reset-confirm" title={copy.title}>
      <ErrorSummary errors={errors} />
      {shownError === 'refused' ? (
        // A refused link has usually expired or been used: the way forward is a new one.
        <p className={pageStyles.linksParagraph}>
          <AppLink to={requestHref}>{copy.requestNewLink}</AppLink>
        </p>
      ) : null}
      <NoScript />
      <form method="post" className={`${pageStyles.form} ${scriptOnly}`} onSubmit={handleSubmit}>
        <PasswordField
          id={RESET_PASSWORD_ID}
          name="password"
          label={copy.password}
          hint={passwordPolicy.hint}
          error={passwordError}
          autoComplete="new-password"
          required
        />
        <PasswordField
          id={RESET_CONFIRMATION_ID}
          name="confirmation"
          label={copy.confirmation}
          error={confirmationError}
          autoComplete="new-password"
          required
        />
        <Button type="submit" block busy={sending} busyLabel={copy.sending}>
          {copy.submit}
        </Button>
      </form>
    </CenteredPage>
  );
}
