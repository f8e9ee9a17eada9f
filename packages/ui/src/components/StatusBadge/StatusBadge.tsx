import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import { badge } from './StatusBadge.css';
import { CheckIcon, ClockIcon, CloseIcon, InfoIcon } from '../../icons';
import { cx } from '../../utils/cx';

export const statusTones = ['yellow', 'blue', 'green', 'red', 'neutral'] as const;
export type StatusTone = (typeof statusTones)[number];

/** Any other attribute (`id`, `data-*`, `aria-*`) goes on the root `<span>`. */
export interface StatusBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** yellow (submitted, pending, waitlisted), blue (reviewing), green (approved), red (rejected), neutral. */
  tone: StatusTone;
  /** The label is always shown: colour is never the only signal. */
  children: ReactNode;
  /** Extra class names on the root element. */
  className?: string | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLSpanElement> | undefined;
}

// Yellow marks neutral statuses (submitted, pending, waitlisted): a clock, never a warning sign.
const toneIcons = {
  yellow: ClockIcon,
  blue: InfoIcon,
  green: CheckIcon,
  red: CloseIcon,
  neutral: null,
} as const;

/**
 * A status label (the tones of docs/behaviour.md « Grades, statuses and badges »: yellow
 * pending/submitted/waitlisted, blue reviewing, green, red).
 */
export function StatusBadge({ tone, children, className, ref, ...rest }: StatusBadgeProps) {
  const Icon = toneIcons[tone];
  return (
    <span ref={ref} className={cx(badge[tone], className)} data-adm="status-badge" data-tone={tone} {...rest}>
      {Icon ? <Icon data-adm-part="icon" /> : null}
      {children}
    </span>
  );
}
