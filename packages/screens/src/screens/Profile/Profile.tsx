import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent, type Ref } from 'react';
import * as styles from './Profile.css';
import type { PasswordChangeErrorCode, PasswordRuleCode } from '@admission/flows';
import { fr } from '../../copy/fr';
import { passwordPolicy, weakPasswordMessage } from '../../copy/password';
import { accountCopy } from '../../copy/account';
import {
  Alert,
  Button,
  buttonSizeClasses,
  buttonVariantClasses,
  Card,
  cx,
  ErrorSummary,
  fieldHintClass,
  pageStyles,
  PasswordField,
  Stack,
  UserIcon,
} from '@admission/ui';

export interface ProfileUser {
  fullName: string;
  email: string;
  phone?: string | null | undefined;
  /** Given at enrolment; without it, « Attribué à l’inscription ». */
  /** Given at enrolment; without it, « Attribué à l’inscription » (never a sample number). */
  registrationNumber?: string | null | undefined;
  /** An image URL (or an object URL of the chosen file). */
  photoUrl?: string | null | undefined;
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

export interface ProfileProps {
  /** Who is signed in: name, e-mail, phone, registration number, photo. */
  user: ProfileUser;
  /** idle, or saving (the button is disabled and says so). */
  passwordStatus: 'idle' | 'saving';
  /**
   * Why the last change did not happen: `mismatch` and `weakPassword` (the form's checks, or the
   * server's rules), `wrongCurrentPassword`, `locked`, `refused` (with `passwordServerMessage`),
   * `failed`, `timeout`. Nothing changed on the server in any of them.
   */
  passwordError?: PasswordChangeErrorCode | null | undefined;
  /** With `weakPassword`: the rules the new password misses. */
  missingRules?: readonly PasswordRuleCode[] | undefined;
  /** With `refused`: the server's French reason. */
  passwordServerMessage?: string | null | undefined;
  /** idle, or saving while the new photo is sent. */
  photoStatus?: 'idle' | 'saving' | undefined;
  /** A success message of the last change (the app may show a toast instead). */
  notice?: 'passwordUpdated' | 'photoUpdated' | undefined;
  /** « Mettre à jour le mot de passe » with the three fields filled in and matching. */
  onPasswordSubmit: (change: PasswordChange) => void;
  /** An image file chosen. */
  onPhotoChange: (file: File) => void;
  /** Extra class names on the root element. */
  className?: string | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

const PROFILE_CURRENT_ID = 'profile-current-password';
const PROFILE_NEW_ID = 'profile-new-password';
const PROFILE_CONFIRMATION_ID = 'profile-confirm-password';

/**
 * /profil: photo, read-only details and the change-password form. The page's content with its
 * `<h1>`, to be placed inside a layout (CandidateLayout or StaffLayout), which renders the `<main>`.
 */
export function Profile({
  user,
  passwordStatus,
  passwordError,
  missingRules = [],
  passwordServerMessage,
  photoStatus = 'idle',
  notice,
  onPasswordSubmit,
  onPhotoChange,
  className,
  ref,
}: ProfileProps) {
  const saving = passwordStatus === 'saving';
  const [submits, setSubmits] = useState(0);
  const shown = saving ? null : (passwordError ?? null);
  // Each refusal is said at the field it is about; the others above the form.
  const mismatch = shown === 'mismatch' ? accountCopy.profile.mismatch : undefined;
  const weak = shown === 'weakPassword' ? weakPasswordMessage(missingRules) : undefined;
  const wrongCurrent =
    shown === 'wrongCurrentPassword' ? accountCopy.passwordChangeErrors.wrongCurrentPassword : undefined;
  const formError =
    shown === 'refused'
      ? (passwordServerMessage ?? accountCopy.passwordChangeErrors.refused)
      : shown === 'locked' || shown === 'failed' || shown === 'timeout'
        ? accountCopy.passwordChangeErrors[shown]
        : undefined;
  const fieldErrors = [
    ...(wrongCurrent ? [{ message: wrongCurrent, fieldId: PROFILE_CURRENT_ID }] : []),
    ...(weak ? [{ message: weak, fieldId: PROFILE_NEW_ID }] : []),
    ...(mismatch ? [{ message: mismatch, fieldId: PROFILE_CONFIRMATION_ID }] : []),
  ];
  const photoId = useId();
  const passwordForm = useRef<HTMLFormElement>(null);
  const wasSaving = useRef(false);

  // A change that went through (saving, then idle with no error) leaves no password in the form.
  useEffect(() => {
    if (wasSaving.current && passwordStatus === 'idle' && !passwordError) passwordForm.current?.reset();
    wasSaving.current = passwordStatus === 'saving';
  }, [passwordStatus, passwordError]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSubmits((count) => count + 1);
    const data = new FormData(event.currentTarget);
    onPasswordSubmit({
      currentPassword: String(data.get('currentPassword') ?? ''),
      newPassword: String(data.get('newPassword') ?? ''),
      confirmation: String(data.get('confirmation') ?? ''),
    });
  }

  function handlePhoto(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    // `accept` only filters the picker; a dropped or forced file may still not be an image.
    if (file && file.type.startsWith('image/')) onPhotoChange(file);
  }

  return (
    <div ref={ref} className={cx(styles.page, className)} data-adm="profile">
      <h1 className={styles.title} data-adm-part="title">
        {accountCopy.profile.title}
      </h1>
      {notice ? <Alert tone="positive">{accountCopy.profile[notice]}</Alert> : null}
      <Card title={accountCopy.profile.photoTitle}>
        <div className={styles.photoRow}>
          {user.photoUrl ? (
            <img src={user.photoUrl} alt={accountCopy.profile.photoAlt} className={styles.photo} />
          ) : (
            <span className={styles.photo}>
              <UserIcon title={accountCopy.profile.noPhoto} />
            </span>
          )}
          {/* The native input stays in the page, focusable, visually hidden; its label is the
              French button, so no "Choose File" / "No file chosen" is ever shown. */}
          <Stack space="xs">
            <input
              id={photoId}
              type="file"
              name="photo"
              accept="image/*"
              className={styles.fileInput}
              aria-describedby={`${photoId}-hint`}
              disabled={photoStatus === 'saving'}
              onChange={handlePhoto}
            />
            <label
              htmlFor={photoId}
              className={cx(buttonVariantClasses.secondary, buttonSizeClasses.md, styles.fileButton)}
            >
              {accountCopy.profile.photoChoose}
            </label>
            <p id={`${photoId}-hint`} className={cx(fieldHintClass, styles.photoHint)}>
              {accountCopy.profile.photoHint}
            </p>
          </Stack>
        </div>
      </Card>
      <Card title={accountCopy.profile.infoTitle}>
        <dl className={styles.facts}>
          <dt className={styles.term}>{accountCopy.profile.fullName}</dt>
          <dd className={styles.definition}>{user.fullName}</dd>
          <dt className={styles.term}>{accountCopy.profile.email}</dt>
          <dd className={styles.definition}>{user.email}</dd>
          <dt className={styles.term}>{accountCopy.profile.phone}</dt>
          <dd className={cx(styles.definition, styles.phone)}>{user.phone || fr.common.notProvided}</dd>
          <dt className={styles.term}>{accountCopy.profile.registrationNumber}</dt>
          <dd className={styles.definition}>
            {user.registrationNumber || accountCopy.profile.registrationNumberPending}
          </dd>
        </dl>
      </Card>
      <Card title={accountCopy.profile.passwordTitle}>
        <ErrorSummary errors={fieldErrors} focusKey={submits} />
        {formError ? <Alert tone="critical">{formError}</Alert> : null}
        <form
          ref={passwordForm}
          method="post"
          className={cx(pageStyles.form, styles.passwordForm)}
          onSubmit={handleSubmit}
        >
          <PasswordField
            id={PROFILE_CURRENT_ID}
            name="currentPassword"
            label={accountCopy.profile.currentPassword}
            autoComplete="current-password"
            error={wrongCurrent}
            required
          />
          <PasswordField
            id={PROFILE_NEW_ID}
            name="newPassword"
            label={accountCopy.profile.newPassword}
            autoComplete="new-password"
            hint={passwordPolicy.hint}
            error={weak}
            required
          />
          <PasswordField
            id={PROFILE_CONFIRMATION_ID}
            name="confirmation"
            label={accountCopy.profile.confirmPassword}
            autoComplete="new-password"
            error={mismatch}
            required
          />
          <Button type="submit" busy={saving} busyLabel={accountCopy.profile.saving}>
            {accountCopy.profile.submit}
          </Button>
        </form>
      </Card>
    </div>
  );
}
