import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as atoms from './box.css';
import * as styles from './layout.css';
import { responsiveClasses, type ResponsiveValue, type Space } from './responsive';
import { cx } from '../utils/cx';
import type { Tone } from '../theme/tones';

/** Les propriétés de `Box` ; tout autre attribut va sur son élément. */
export interface BoxProps extends HTMLAttributes<HTMLElement> {
  /** L’élément dessiné : `div` par défaut, `section`, `article`, `aside`, `header`, `footer`, `span`… */
  as?: 'div' | 'section' | 'article' | 'aside' | 'header' | 'footer' | 'span' | 'li' | undefined;
  /** La marge intérieure des quatre côtés, un espacement du thème, éventuellement par largeur d’écran. */
  padding?: ResponsiveValue<Space> | undefined;
  /** La marge intérieure à gauche et à droite (au début et à la fin de la ligne). */
  paddingX?: ResponsiveValue<Space> | undefined;
  /** La marge intérieure en haut et en bas. */
  paddingY?: ResponsiveValue<Space> | undefined;
  /** Le fond : la surface du thème, sa surface atténuée, ou le fond clair d’un ton (`criticalSurface`…). */
  background?: 'surface' | 'surfaceMuted' | `${Tone}Surface` | undefined;
  /** L’arrondi des coins, un rayon du thème. */
  borderRadius?: 'sm' | 'md' | 'lg' | undefined;
  /** Le contenu. */
  children?: ReactNode | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine. */
  ref?: Ref<HTMLElement> | undefined;
}

/**
 * La brique de base : un élément avec les marges intérieures, le fond et l’arrondi du thème, sans
 * règle à écrire. Pour espacer des enfants, préférez `Stack`, `Inline` ou `Columns`.
 */
export function Box({
  as: Element = 'div',
  padding,
  paddingX,
  paddingY,
  background,
  borderRadius,
  className,
  ref,
  children,
  ...rest
}: BoxProps) {
  const Tag = Element as 'div';
  return (
    <Tag
      ref={ref as Ref<HTMLDivElement>}
      className={cx(
        styles.box,
        responsiveClasses(padding, atoms.padding),
        responsiveClasses(paddingX, atoms.paddingX),
        responsiveClasses(paddingY, atoms.paddingY),
        background && styles.boxBackground[background],
        borderRadius && styles.boxRadius[borderRadius],
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}
