import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { gap } from './gap.css';
import * as styles from './layout.css';
import { responsiveClasses, type ResponsiveValue, type Space } from './responsive';
import { cx } from '../utils/cx';

/** Les propriétés de `Inline` ; tout autre attribut va sur son élément. */
export interface InlineProps extends HTMLAttributes<HTMLElement> {
  /** L’espace entre les enfants, sur la ligne et entre les lignes, éventuellement par largeur d’écran. */
  space: ResponsiveValue<Space>;
  /** L’alignement horizontal : `start` (par défaut), `center`, `end` ou `spaceBetween` (aux deux bords). */
  align?: 'start' | 'center' | 'end' | 'spaceBetween' | undefined;
  /** L’alignement vertical des enfants sur leur ligne : `stretch` par défaut, `start`, `center`, `end`, `baseline`. */
  alignY?: 'start' | 'center' | 'end' | 'baseline' | undefined;
  /** L’élément dessiné : `div` par défaut, `ul` ou `ol` pour une liste, `p`, `span`… */
  as?: 'div' | 'span' | 'p' | 'ul' | 'ol' | 'nav' | undefined;
  /** Les éléments mis côte à côte, qui passent à la ligne quand la place manque. */
  children?: ReactNode | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine. */
  ref?: Ref<HTMLElement> | undefined;
}

/** Met ses enfants côte à côte, séparés par un espacement du thème, et les passe à la ligne au besoin. */
export function Inline({
  space,
  align,
  alignY,
  as: Element = 'div',
  className,
  ref,
  children,
  ...rest
}: InlineProps) {
  const Tag = Element as 'div';
  return (
    <Tag
      ref={ref as Ref<HTMLDivElement>}
      className={cx(
        styles.inline,
        responsiveClasses(space, gap),
        align && styles.justify[align],
        alignY && styles.alignItems[alignY],
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}
