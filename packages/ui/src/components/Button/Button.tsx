import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './Button.css';

export const buttonTones = ['primary', 'secondary', 'danger', 'ghost'] as const;
export type ButtonTone = (typeof buttonTones)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  tone?: ButtonTone;
  size?: 'md' | 'sm';
  block?: boolean;
  /** While busy the button is disabled, says so to assistive technology and shows `busyLabel`. */
  busy?: boolean;
  busyLabel?: ReactNode;
}

export function Button({
  tone = 'primary',
  size = 'md',
  block = false,
  busy = false,
  busyLabel,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = [styles.tone[tone], styles.size[size], block && styles.block, className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
