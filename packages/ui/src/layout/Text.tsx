import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './layout.css';
import { cx } from '../utils/cx';
import type { Tone } from '../theme/tones';

/** Les propriétés de `Text` ; tout autre attribut va sur son élément. */
export interface TextProps extends HTMLAttributes<HTMLElement> {
  /** L’élément dessiné : `p` par défaut, `span` dans une ligne, `div`, `li`, `dd`, `dt`, `label`… */
  as?: 'p' | 'span' | 'div' | 'li' | 'dd' | 'dt' | 'label' | 'strong' | 'small' | undefined;
  /** La taille : `sm` (0,875 rem), `md` (1 rem, par défaut) ou `lg` (1,125 rem). */
  size?: 'sm' | 'md' | 'lg' | undefined;
  /**
   * La couleur : l’un des tons (`neutral`, la couleur du texte, par défaut ; `critical` pour une
   * erreur…), `secondary` pour un texte atténué, `inherit` pour celle de son parent.
   */
  tone?: Tone | 'secondary' | 'inherit' | undefined;
  /** `regular` (par défaut) ou `strong` (gras). */
  weight?: 'regular' | 'strong' | undefined;
  /** L’alignement du texte. */
  align?: 'start' | 'center' | 'end' | undefined;
  /** Le texte. */
  children?: ReactNode | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine. */
  ref?: Ref<HTMLElement> | undefined;
}

/** Un texte dans la police du thème, à l’une de ses tailles et dans l’un de ses tons, sans marge. */
export function Text({
  as: Element = 'p',
  size = 'md',
  tone = 'neutral',
  weight,
  align,
  className,
  ref,
  children,
  ...rest
}: TextProps) {
  const Tag = Element as 'p';
  return (
    <Tag
      ref={ref as Ref<HTMLParagraphElement>}
      className={cx(
        styles.text,
        styles.textSize[size],
        styles.textTone[tone],
        weight && styles.textWeight[weight],
        align && styles.textAlign[align],
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}
