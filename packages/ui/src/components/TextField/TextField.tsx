import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './TextField.css';
import { useUiCopy } from '../../copy/UiCopyProvider';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { cx } from '../../utils/cx';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  /** Le libellé visible du champ. */
  label: ReactNode;
  /** Aide sous le libellé, lue avec le champ. */
  hint?: ReactNode | undefined;
  /** Erreur en ligne : marque le champ invalide et est lue avec lui (aria-describedby). */
  error?: ReactNode | undefined;
  /** L’`<input>` (pour lui donner le focus) ; `className` va sur le bloc autour. */
  ref?: Ref<HTMLInputElement> | undefined;
}

/**
 * The ids a field's hint and error use, shared by TextField and PasswordField. A consumer's own
 * `aria-describedby` (a note elsewhere on the page) is joined with them, not put in their place:
 * the error would no longer be read with the field.
 */
export function useFieldIds(
  id: string | undefined,
  hint: ReactNode,
  error: ReactNode,
  ownDescribedBy?: string | undefined,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const ids = [...(ownDescribedBy?.split(/\s+/) ?? []), hintId, errorId].filter(Boolean);
  const describedBy = [...new Set(ids)].join(' ') || undefined;
  return { inputId, hintId, errorId, describedBy };
}

function FieldError({ id, children }: { id: string; children: ReactNode }) {
  const copy = useUiCopy();
  return (
    <p id={id} className={styles.error} data-adm-part="error">
      <VisuallyHidden>{copy.common.errorPrefix} </VisuallyHidden>
      {children}
    </p>
  );
}

/** Label, hint and inline error around a field's control: shared by TextField and PasswordField. */
export function FieldFrame({
  name,
  inputId,
  hintId,
  errorId,
  label,
  hint,
  error,
  className,
  children,
}: ReturnType<typeof useFieldIds> & {
  /** Le nom `data-adm` du champ (`text-field`, `password-field`). */
  name: string;
  label: ReactNode;
  hint?: ReactNode | undefined;
  error?: ReactNode | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={cx(styles.field, className)} data-adm={name}>
      <label htmlFor={inputId} className={styles.label} data-adm-part="label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint} data-adm-part="hint">
          {hint}
        </p>
      ) : null}
      {error && errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
      {children}
    </div>
  );
}

const TEXT_MAX_LENGTH = 254;

export function TextField({
  label,
  hint,
  error,
  id,
  className,
  ref,
  'aria-describedby': ownDescribedBy,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, hint, error, ownDescribedBy);
  const { inputId, describedBy } = ids;
  return (
    <FieldFrame {...ids} name="text-field" label={label} hint={hint} error={error} className={className}>
      <input
        ref={ref}
        id={inputId}
        className={styles.input}
        data-adm-part="input"
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        // A bound on what anyone can paste in (an e-mail address is at most 254 characters).
        maxLength={TEXT_MAX_LENGTH}
        {...rest}
      />
    </FieldFrame>
  );
}
