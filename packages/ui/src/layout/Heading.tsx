import type { HTMLAttributes, ReactNode, Ref } from 'react';
import * as styles from './layout.css';
import { cx } from '../utils/cx';

/** Les propriétés de `Heading` ; tout autre attribut va sur son élément. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** Le niveau du titre, de 1 (le titre de la page) à 4 : il donne sa taille et, par défaut, son élément. */
  level: 1 | 2 | 3 | 4;
  /**
   * L’élément dessiné quand la structure de la page demande un autre niveau que la taille (un `h2`
   * à la taille d’un niveau 3) : `h1` à `h6`, ou `p` pour un intertitre qui n’est pas un titre.
   */
  as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p' | undefined;
  /** Le texte du titre. */
  children?: ReactNode | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine. */
  ref?: Ref<HTMLHeadingElement> | undefined;
}

/** Un titre en gras dans la police du thème, sans marge ; la règle `h2` d’un hôte ne l’atteint pas. */
export function Heading({ level, as, className, ref, children, ...rest }: HeadingProps) {
  const Tag = as ?? (`h${level}` as const);
  return (
    <Tag ref={ref} className={cx(styles.heading[level], className)} {...rest}>
      {children}
    </Tag>
  );
}
