import type { ReactNode, Ref } from 'react';
import * as styles from './Spinner.css';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { useUiCopy } from '../../copy/UiCopyProvider';
import { cx } from '../../utils/cx';

export interface SpinnerProps {
  /** What is loading; read by screen readers (role status), and shown unless `hideLabel`. */
  label?: ReactNode | undefined;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean | undefined;
  /** A second, visible line (e.g. "Veuillez patienter"). */
  hint?: ReactNode | undefined;
  /** Centres the spinner in its container, with room around it. */
  centered?: boolean | undefined;
  /** Extra class names on the root element. */
  className?: string | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
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
