import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import { badge } from './StatusBadge.css';
import { CheckIcon, ClockIcon, CloseIcon, InfoIcon } from '../../icons';
import { cx } from '../../utils/cx';

import type { Tone } from '../../theme/tones';

/** Tout autre attribut (`id`, `data-*`, `aria-*`) va sur le `<span>` racine. */
export interface StatusBadgeProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /**
   * Le ton du statut : `caution` (ambre : soumis, en attente, liste d’attente), `info` (bleu : en
   * examen), `positive` (vert : admis), `critical` (rouge : refusé) ou `neutral` (gris : annulé,
   * inconnu).
   */
  tone: Tone;
  /** Le libellé est toujours affiché : la couleur n’est jamais le seul signal. */
  children: ReactNode;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLSpanElement> | undefined;
}

// A badge says where something stands: `caution` (the spec's yellow: submitted, pending,
// waitlisted) is a clock, never a warning sign.
const toneIcons = {
  caution: ClockIcon,
  info: InfoIcon,
  positive: CheckIcon,
  critical: CloseIcon,
  neutral: null,
} as const satisfies Record<Tone, unknown>;

/**
 * Un statut, libellé et icône dans l’un des tons (les couleurs du cahier des charges :
 * docs/behaviour.md « Grades, statuses and badges »).
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
