import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { gap } from './gap.css';
import * as styles from './layout.css';
import { responsiveClasses, type ResponsiveValue, type Space } from './responsive';
import { cx } from '../utils/cx';

/** Les propriétés de `Columns` ; tout autre attribut va sur son élément. */
export interface ColumnsProps extends HTMLAttributes<HTMLDivElement> {
  /** L’espace entre les colonnes (et entre elles une fois empilées), éventuellement par largeur d’écran. */
  space: ResponsiveValue<Space>;
  /**
   * En dessous de cette largeur d’écran, les colonnes s’empilent : `tablet` (téléphones) ou
   * `desktop` (jusqu’à 768 px). Sans elle, elles restent côte à côte.
   */
  collapseBelow?: 'tablet' | 'desktop' | undefined;
  /** L’alignement vertical des colonnes : `stretch` par défaut, `start`, `center`, `end`. */
  alignY?: 'start' | 'center' | 'end' | undefined;
  /** Des `Column`. */
  children?: ReactNode | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine. */
  ref?: Ref<HTMLDivElement> | undefined;
}

/** Des colonnes côte à côte, qui se partagent la largeur ou prennent celle qu’on leur donne. */
export function Columns({ space, collapseBelow, alignY, className, ref, children, ...rest }: ColumnsProps) {
  return (
    <div
      ref={ref}
      className={cx(
        styles.columns,
        collapseBelow && styles.collapseBelow[collapseBelow],
        responsiveClasses(space, gap),
        alignY && styles.alignItems[alignY],
        className,
      )}
      {...rest}
    >
      {children}
    </div>
  );
}

/** Les propriétés de `Column`. */
export interface ColumnProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * Sa largeur : par défaut, elle partage la place restante avec les autres colonnes sans largeur ;
   * `content` la largeur de son contenu ; `1/2`, `1/3`, `2/3` une part de la ligne.
   */
  width?: 'content' | '1/2' | '1/3' | '2/3' | undefined;
  /** Le contenu de la colonne. */
  children?: ReactNode | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine. */
  ref?: Ref<HTMLDivElement> | undefined;
}

/** Une colonne de `Columns`. */
export function Column({ width, className, ref, children, ...rest }: ColumnProps) {
  return (
    <div ref={ref} className={cx(styles.column, width && styles.columnWidth[width], className)} {...rest}>
      {children}
    </div>
  );
}
