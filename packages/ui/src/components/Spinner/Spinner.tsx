import type { ReactNode } from 'react';
import * as styles from './Spinner.css';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { fr } from '../../copy/fr';
import { cx } from '../../utils/cx';

export interface SpinnerProps {
  /** What is loading; read by screen readers (role status), and shown unless `hideLabel`. */
  label?: ReactNode | undefined;
  hideLabel?: boolean | undefined;
  /** A second, visible line (e.g. "Veuillez patienter"). */
  hint?: ReactNode | undefined;
  centered?: boolean | undefined;
  className?: string | undefined;
}

export function Spinner({
  label = fr.common.loading,
  hideLabel = false,
  hint,
  centered,
  className,
}: SpinnerProps) {
  return (
    <div role="status" className={cx(styles.wrapper, centered && styles.centered, className)}>
      <span className={styles.circle} aria-hidden="true" />
      {hideLabel ? (
        <VisuallyHidden>{label}</VisuallyHidden>
      ) : (
        <span>
          <strong>{label}</strong>
          {hint ? <span className={styles.hint}>{hint}</span> : null}
        </span>
      )}
    </div>
  );
}
