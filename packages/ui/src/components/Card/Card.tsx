import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './Card.css';
import { cx } from '../../utils/cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Avec un titre, la carte est une section nommée. */
  title?: ReactNode | undefined;
  /** Niveau du titre (par défaut 2). */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Affiché à côté du titre (un badge, un bouton). */
  actions?: ReactNode | undefined;
  /** Le contenu de la carte. */
  children?: ReactNode | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLElement> | undefined;
}

export function Card({ title, headingLevel = 2, actions, children, className, ref, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  if (!title) {
    return (
      <div ref={ref as Ref<HTMLDivElement>} className={cx(styles.card, className)} data-adm="card" {...rest}>
        {children}
      </div>
    );
  }
  return (
    <section
      ref={ref}
      className={cx(styles.card, className)}
      aria-labelledby={titleId}
      data-adm="card"
      {...rest}
    >
      <div className={styles.header} data-adm-part="header">
        <Heading id={titleId} className={styles.title} data-adm-part="title">
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
