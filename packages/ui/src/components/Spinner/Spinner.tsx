import type { ReactNode, Ref } from 'react';
import * as styles from './Spinner.css';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { useUiCopy } from '../../copy/UiCopyProvider';
import { cx } from '../../utils/cx';

export interface SpinnerProps {
  /** Ce qui se charge ; lu par les lecteurs d’écran (rôle status) et affiché, sauf avec `hideLabel`. */
  label?: ReactNode | undefined;
  /** Réserve le libellé aux lecteurs d’écran. */
  hideLabel?: boolean | undefined;
  /** Une seconde ligne, visible (par exemple « Veuillez patienter »). */
  hint?: ReactNode | undefined;
  /** Centre l’indicateur dans son conteneur, avec de l’espace autour. */
  centered?: boolean | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

export function Spinner({
  label: labelProp,
  hideLabel = false,
  hint,
  centered,
  className,
  ref,
}: SpinnerProps) {
  const copy = useUiCopy();
  const label = labelProp ?? copy.common.loading;
  return (
    <div
      ref={ref}
      role="status"
      className={cx(styles.wrapper, centered && styles.centered, className)}
      data-adm="spinner"
    >
      <span className={styles.circle} aria-hidden="true" data-adm-part="icon" />
      {hideLabel ? (
        <VisuallyHidden>{label}</VisuallyHidden>
      ) : (
        <span>
          <strong data-adm-part="label">{label}</strong>
          {hint ? (
            <span className={styles.hint} data-adm-part="hint">
              {hint}
            </span>
          ) : null}
        </span>
      )}
    </div>
  );
}
