import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import { badge } from './StatusBadge.css';
import { CheckIcon, ClockIcon, CloseIcon, InfoIcon } from '../../icons';
import { cx } from '../../utils/cx';

export const statusTones = ['yellow', 'blue', 'green', 'red', 'neutral'] as const;
export type StatusTone = (typeof statusTones)[number];

/** Tout autre attribut (`id`, `data-*`, `aria-*`) va sur le `<span>` racine. */
export interface StatusBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** yellow (soumis, en attente, liste d’attente), blue (en examen), green (admis), red (refusé), neutral. */
  tone: StatusTone;
  /** Le libellé est toujours affiché : la couleur n’est jamais le seul signal. */
  children: ReactNode;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
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
