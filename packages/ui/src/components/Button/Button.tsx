import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Slot } from '../../utils/Slot';
import * as styles from './Button.css';
import { cx } from '../../utils/cx';
import type { Tone } from '../../theme/tones';

export const buttonVariants = ['primary', 'secondary', 'ghost'] as const;
/** L’importance du bouton : `primary`, `secondary` ou `ghost`. */
export type ButtonVariant = (typeof buttonVariants)[number];
export const buttonTones = ['neutral', 'critical'] as const satisfies readonly Tone[];
/** Les tons d’un bouton, pris dans le vocabulaire commun (`Tone`) : `neutral` ou `critical`. */
export type ButtonTone = (typeof buttonTones)[number];
export const buttonSizes = ['md', 'sm'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /**
   * Poids visuel : `primary` (par défaut) pour l’action principale de la page, `secondary` pour les
   * autres, `ghost` pour une action discrète (fermer, replier).
   */
  variant?: ButtonVariant | undefined;
  /**
   * `neutral` (par défaut) ou `critical` pour une action destructrice ou irréversible (rejeter,
   * supprimer) : le bouton est alors rouge plein, quelle que soit sa variante.
   */
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

/** Un bouton, 44 px de haut par défaut pour être facile à toucher sur un téléphone. */
export function Button({
  variant = 'primary',
  tone = 'neutral',
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
  const classes = cx(
    tone === 'critical' ? styles.critical : styles.variant[variant],
    styles.size[size],
    block && styles.block,
    className,
  );
  if (asChild) {
    return (
      <Slot
        data-adm="button"
        data-variant={variant}
        data-tone={tone}
        data-size={size}
        {...rest}
        className={classes}
      >
        {children}
      </Slot>
    );
  }
  return (
    <button
      data-adm="button"
      data-variant={variant}
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
