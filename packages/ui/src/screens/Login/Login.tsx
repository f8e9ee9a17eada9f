import type { FormEvent } from 'react';
import { CenteredPage, pageStyles } from '../../components/PageLayout/PageLayout';
import { TextField } from '../../components/TextField/TextField';
import { PasswordField } from '../../components/PasswordField/PasswordField';
import { Button } from '../../components/Button/Button';
import { AppLink } from '../../components/Link/Link';
import { ErrorSummary, type ErrorSummaryItem } from '../../components/ErrorSummary/ErrorSummary';
import { fr, type LoginErrorCode } from '../../copy/fr';
import { NoScript } from '../../components/NoScript/NoScript';
import { scriptOnly } from '../../theme/patterns.css';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginProps {
  status: 'idle' | 'submitting';
  /** The last attempt's error (hidden while a new attempt runs). */
  error?: LoginErrorCode;
  defaultEmail?: string;
  /** The e-mail field's placeholder ({email} in the spec). */
  emailPlaceholder?: string;
  onSubmit: (credentials: LoginCredentials) => void;
  registerHref?: string;
  resetPasswordHref?: string;
}

export const LOGIN_EMAIL_ID = 'login-email';
export const LOGIN_PASSWORD_ID = 'login-password';

/** "Connexion Candidat": e-mail and password, "Se connecter" ("Traitement..." while busy). */
export function Login({
  status,
  error,
  defaultEmail,
  emailPlaceholder = 'exemple@email.com',
  onSubmit,
  registerHref = '/admission/register',
  resetPasswordHref = '/admission/reset-password',
}: LoginProps) {
  const submitting = status === 'submitting';
  const errors: ErrorSummaryItem[] =
    error && !submitting
      ? [
          {
            message: fr.loginErrors[error],
            fieldId: error === 'invalidCredentials' ? LOGIN_EMAIL_ID : undefined,
          },
        ]
      : [];

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const data = new FormData(event.currentTarget);
    onSubmit({ email: String(data.get('email') ?? '').trim(), password: String(data.get('password') ?? '') });
  }

  return (
    <CenteredPage title={fr.login.title} subtitle={fr.login.subtitle}>
      <ErrorSummary errors={errors} />
      <NoScript />
      <form
        method="post"
        className={`${pageStyles.form} ${scriptOnly}`}
        onSubmit={handleSubmit}
        aria-busy={submitting || undefined}
      >
        <TextField
          id={LOGIN_EMAIL_ID}
          name="email"
          type="email"
          label={fr.login.email}
          placeholder={emailPlaceholder}
          autoComplete="username"
          inputMode="email"
          required
          defaultValue={defaultEmail}
        />
        <PasswordField
          id={LOGIN_PASSWORD_ID}
          name="password"
          label={fr.login.password}
          autoComplete="current-password"
          required
        />
        <Button type="submit" block busy={submitting} busyLabel={fr.login.submitting}>
          {fr.login.submit}
        </Button>
      </form>
      <div className={pageStyles.links}>
        <AppLink to={resetPasswordHref}>{fr.login.forgotPassword}</AppLink>
        <AppLink to={registerHref}>{fr.login.createAccount}</AppLink>
      </div>
    </CenteredPage>
  );
}
