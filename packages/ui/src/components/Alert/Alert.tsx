import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import * as styles from './Alert.css';
import { ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons';
import { cx } from '../../utils/cx';

export const alertTones = ['info', 'success', 'warning', 'error'] as const;
export type AlertTone = (typeof alertTones)[number];

/** Any other attribute (`id`, `data-*`, `aria-*`, handlers) goes on the root `<div>`. */
export interface AlertProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** info (blue), success (green), warning (amber) or error (red); an icon always goes with the colour. */
  tone?: AlertTone | undefined;
  /** A bold first line. */
  title?: ReactNode | undefined;
  /** The message. */
  children?: ReactNode | undefined;
  /**
   * `polite` (role status) for news that can wait, `assertive` (role alert) for errors that need
   * attention now, `off` for static content present on page load. Default: assertive for errors,
   * polite otherwise.
   */
  live?: 'polite' | 'assertive' | 'off' | undefined;
  /** Extra class names on the root element. */
  className?: string | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

const icons = { info: InfoIcon, success: SuccessIcon, warning: WarningIcon, error: ErrorIcon } as const;

export function Alert({ tone = 'info', title, children, live, className, ref, ...rest }: AlertProps) {
  const Icon = icons[tone];
  const mode = live ?? (tone === 'error' ? 'assertive' : 'polite');
  const role = mode === 'assertive' ? 'alert' : mode === 'polite' ? 'status' : undefined;
  return (
    <div
      ref={ref}
      role={role}
      className={cx(styles.alert[tone], className)}
      data-adm="alert"
      data-tone={tone}
      {...rest}
    >
      <Icon className={styles.iconTone[tone]} data-adm-part="icon" />
      <div className={styles.body} data-adm-part="body">
        {title ? (
          <p className={styles.title} data-adm-part="title">
            {title}
          </p>
        ) : null}
        {children ? <div data-adm-part="description">{children}</div> : null}
      </div>
    </div>
  );
}
