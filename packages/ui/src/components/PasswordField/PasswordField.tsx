import { useState, type ReactNode } from 'react';
import * as styles from '../TextField/TextField.css';
import { FieldFrame, useFieldIds, type TextFieldProps } from '../TextField/TextField';
import { Button } from '../Button/Button';
import { EyeIcon, EyeOffIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { useUiCopy } from '../../copy/UiCopyProvider';

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type'> {
  /** Texte visible du bouton d’affichage ; par défaut « Afficher » / « Masquer ». */
  showLabel?: ReactNode | undefined;
  /** Le libellé du bouton pendant que le mot de passe est affiché (par défaut « Masquer »). */
  hideLabel?: ReactNode | undefined;
}

/** A password input with a show/hide toggle; the value is never stored anywhere but the input. */
/** Long enough for any passphrase, short enough that nobody sends megabytes to be hashed. */
const PASSWORD_MAX_LENGTH = 128;

export function PasswordField({
  label,
  hint,
  error,
  id,
  className,
  ref,
  showLabel: showLabelProp,
  hideLabel: hideLabelProp,
  'aria-describedby': ownDescribedBy,
  ...rest
}: PasswordFieldProps) {
  const copy = useUiCopy();
  const showLabel = showLabelProp ?? copy.common.show;
  const hideLabel = hideLabelProp ?? copy.common.hide;
  const [visible, setVisible] = useState(false);
  const ids = useFieldIds(id, hint, error, ownDescribedBy);
  const { inputId, describedBy } = ids;
  return (
    <FieldFrame {...ids} name="password-field" label={label} hint={hint} error={error} className={className}>
      <div className={styles.inputRow}>
        <input
          ref={ref}
          id={inputId}
          type={visible ? 'text' : 'password'}
          className={styles.input}
          data-adm-part="input"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          autoCapitalize="none"
          autoCorrect="off"
          spellCheck={false}
          maxLength={PASSWORD_MAX_LENGTH}
          {...rest}
        />
        <Button
          variant="secondary"
          data-adm-part="toggle"
          aria-controls={inputId}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
          {visible ? hideLabel : showLabel}
          <VisuallyHidden> {copy.common.showPassword}</VisuallyHidden>
        </Button>
      </div>
    </FieldFrame>
  );
}
