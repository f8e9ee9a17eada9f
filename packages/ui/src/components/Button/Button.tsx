import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Slot } from '../../utils/Slot';
import * as styles from './Button.css';
import { cx } from '../../utils/cx';

export const buttonTones = ['primary', 'secondary', 'danger', 'ghost'] as const;
export type ButtonTone = (typeof buttonTones)[number];
export const buttonSizes = ['md', 'sm'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Poids visuel : `primary` pour l’action principale de la page, `secondary`, `danger`, `ghost`. */
  tone?: ButtonTone | undefined;
  /** `md` (44 px de haut, la cible tactile) ou `sm` (compact, dans les tableaux et barres d’outils). */
  size?: ButtonSize | undefined;
  /** Prend toute la largeur de son conteneur. */
  block?: boolean | undefined;
  /** Occupé, le bouton est désactivé, le dit aux technologies d’assistance et affiche `busyLabel`. */
  busy?: boolean | undefined;
  /** Ce que dit le bouton pendant `busy` (sinon, son contenu). */
  busyLabel?: ReactNode | undefined;
  /**
   * Dessine l’unique enfant (un lien, le lien d’un routeur) avec l’apparence du bouton au lieu d’un
   * `<button>` : `<Button asChild><a href="/aide">Aide</a></Button>`. `type`, `disabled` et `busy`
   * ne s’appliquent alors pas.
   */
  asChild?: boolean | undefined;
  /** L’élément `<button>` (ou celui de l’enfant, avec `asChild`). */
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
