import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { gap } from './gap.css';
import * as styles from './layout.css';
import { responsiveClasses, type ResponsiveValue, type Space } from './responsive';
import { cx } from '../utils/cx';

/** Les propriétés de `Stack` ; tout autre attribut (`id`, `aria-*`, `data-*`) va sur son élément. */
export interface StackProps extends HTMLAttributes<HTMLElement> {
  /** L’espace entre les enfants, un espacement du thème, éventuellement par largeur d’écran. */
  space: ResponsiveValue<Space>;
  /** L’alignement horizontal des enfants (par défaut, ils prennent toute la largeur). */
  align?: 'start' | 'center' | 'end' | undefined;
  /** L’élément dessiné : `div` par défaut, `ul` ou `ol` pour une liste (les enfants sont alors des `<li>`), `section`… */
  as?: 'div' | 'section' | 'ul' | 'ol' | 'dl' | 'form' | 'fieldset' | 'nav' | 'article' | undefined;
  /** Les éléments empilés. */
  children?: ReactNode | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine. */
  ref?: Ref<HTMLElement> | undefined;
}

const alignments = { start: 'start', center: 'center', end: 'end' } as const;

/**
 * Empile ses enfants les uns sous les autres, séparés par un espacement du thème : la liste verticale
 * d’une page, sans marge à écrire sur chaque élément.
 */
export function Stack({ space, align, as: Element = 'div', className, ref, children, ...rest }: StackProps) {
  const Tag = Element as 'div';
  return (
    <Tag
      ref={ref as Ref<HTMLDivElement>}
      className={cx(
        styles.stack,
        responsiveClasses(space, gap),
        align && styles.alignItems[alignments[align]],
        className,
      )}
      {...rest}
    >
      {children}
    </Tag>
  );
}
