import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Slot } from '../../utils/Slot';
import * as styles from './Button.css';
import { cx } from '../../utils/cx';

export const buttonTones = ['primary', 'secondary', 'danger', 'ghost'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export const buttonSizes = ['md', 'sm'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual weight: `primary` for the page's main action, `secondary`, `danger`, `ghost`. */
  tone?: ButtonTone | undefined;
  /** `md` (44 px high, the touch target) or `sm` (compact, in tables and toolbars). */
  size?: ButtonSize | undefined;
  /** Takes the whole width of its container. */
  block?: boolean | undefined;
  /** While busy the button is disabled, says so to assistive technology and shows `busyLabel`. */
  busy?: boolean | undefined;
  /** What the button says while `busy` (its children otherwise). */
  busyLabel?: ReactNode | undefined;
  /**
   * Draws the only child (a link, a router's link) with the button's look instead of a
   * `<button>`: `<Button asChild><a href="/aide">Aide</a></Button>`. `type`, `disabled` and `busy`
   * do not apply then.
   */
  asChild?: boolean | undefined;
  /** The `<button>` element (or the child's, with `asChild`). */
  ref?: Ref<HTMLButtonElement> | undefined;
}

/** A button in one of the tones; 44 px high by default, so it is easy to hit on a phone. */
export function Button({
  tone = 'primary',
  size = 'md',
  block = false,
  busy = false,
  busyLabel,
  asChild = false,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  const classes = cx(styles.tone[tone], styles.size[size], block && styles.block, className);
  if (asChild) {
    return (
      <Slot data-adm="button" data-tone={tone} data-size={size} {...rest} className={classes}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      data-adm="button"
      data-tone={tone}
      data-size={size}
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
