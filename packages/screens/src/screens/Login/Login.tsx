import { lazy, Suspense, type FormEvent, type Ref } from 'react';
import { CenteredPage } from '../../chrome/CenteredPage';
import type { LoginErrorCode } from '@admission/flows';
import { fr } from '../../copy/fr';
import {
  pageStyles,
  TextField,
  PasswordField,
  Button,
  AppLink,
  ErrorSummary,
  type ErrorSummaryItem,
  Alert,
  NoScript,
  scriptOnly,
} from '@admission/ui';

export interface LoginCredentials {
  email: string;
  password: string;
}

export interface LoginProps {
  /** "Connexion candidat" (default) or "Connexion personnel": same form, title and links differ. */
  variant?: 'candidate' | 'staff' | undefined;
  /** idle, or submitting (the button says « Traitement... » and is disabled). */
  status: 'idle' | 'submitting';
  /** The last attempt's error (hidden while a new attempt runs). */
  error?: LoginErrorCode | undefined;
  /** The e-mail to show in the field (what the candidate typed before an error). */
  defaultEmail?: string | undefined;
  /** The e-mail field's placeholder ({email} in the spec). */
  emailPlaceholder?: string | undefined;
  /** « Se connecter » with both fields filled in. */
  onSubmit: (credentials: LoginCredentials) => void;
  /** Target of « Créer un compte » (candidates only). */
  registerHref: string;
  /** Target of « Mot de passe oublié ? ». */
  resetPasswordHref: string;
  /**
   * Why the last session ended, said above the form: `idleLogout` (a period of inactivity) or
   * `sessionExpired` (the identity provider ended it).
   */
  notice?: 'idleLogout' | 'sessionExpired' | undefined;
  /**
   * Not in the spec: good news said above the form, worded by the page that led here (the account
   * now active after its verification link).
   */
  confirmation?: string | undefined;
  /** Candidate variant: the staff sign-in, offered to staff whom this page refused. */
  staffLoginHref?: string | undefined;
  /**
   * Not in the spec: with `accountNotSetUp`, a link « Renvoyer l’e-mail de vérification » to this
   * address (the app's resend page).
   */
  resendVerificationHref?: string | undefined;
  /**
   * « Forte affluence »: the identity provider is overwhelmed and the sign-in tries again by itself
   * at `retryAt` (ms since the epoch); « Annuler » gives the form back with what was typed.
   * Shown with `status: 'submitting'`.
   */
  overloaded?: { retryAt: number; onCancel: () => void; now?: () => number } | undefined;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

// « Forte affluence » is rare: its code and words load when it comes (docs/behaviour.md).
const Overloaded = lazy(() => import('../Overloaded/Overloaded'));

const LOGIN_EMAIL_ID = 'login-email';
const LOGIN_PASSWORD_ID = 'login-password';

/** "Connexion candidat" or "Connexion personnel": e-mail and password, "Se connecter" ("Traitement…" while busy). */
export function Login({
  variant = 'candidate',
  status,
  error,
  defaultEmail,
  emailPlaceholder = 'exemple@email.com',
  onSubmit,
  registerHref,
  resetPasswordHref,
  notice,
  confirmation,
  staffLoginHref,
  resendVerificationHref,
  overloaded,
  className,
  ref,
}: LoginProps) {
  const submitting = status === 'submitting';
  const staff = variant === 'staff';
  const errors: ErrorSummaryItem[] =
    error && !submitting
      ? [
          {
            message: fr.loginErrors[error],
            fieldId:
              error === 'invalidCredentials' || error === 'invalidCredentialsOrLocked'
                ? LOGIN_EMAIL_ID
                : undefined,
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
    <CenteredPage
      ref={ref}
      className={className}
      data-adm="login"
      title={staff ? fr.login.staffTitle : fr.login.title}
      subtitle={staff ? fr.login.staffSubtitle : fr.login.subtitle}
    >
      {confirmation && <Alert tone="positive">{confirmation}</Alert>}
      {notice ? <Alert tone="info">{fr.login[notice]}</Alert> : null}
      <ErrorSummary errors={errors} />
      {overloaded ? (
        <Suspense>
          <Overloaded context="signIn" {...overloaded} />
        </Suspense>
      ) : null}
      {error === 'accountNotSetUp' && !submitting && resendVerificationHref ? (
        <p className={pageStyles.linksParagraph}>
          <AppLink to={resendVerificationHref}>{fr.login.resendVerification}</AppLink>
        </p>
      ) : null}
      {error === 'forbiddenRole' && !submitting && staffLoginHref ? (
        <p className={pageStyles.linksParagraph}>
          {fr.login.staffPrompt} <AppLink to={staffLoginHref}>{fr.login.staffLink}</AppLink>
        </p>
      ) : null}
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
        {staff ? null : <AppLink to={registerHref}>{fr.login.createAccount}</AppLink>}
      </div>
    </CenteredPage>
  );
}
