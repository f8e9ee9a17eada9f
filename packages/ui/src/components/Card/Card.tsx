import { useId, type HTMLAttributes, type ReactNode } from 'react';
import * as styles from './Card.css';
import { cx } from '../../utils/cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** With a title the card is a labelled section. */
  title?: ReactNode | undefined;
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Shown beside the title (a badge, a button). */
  actions?: ReactNode | undefined;
  children?: ReactNode | undefined;
}

export function Card({ title, headingLevel = 2, actions, children, className, ...rest }: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  if (!title) {
    return (
      <div className={cx(styles.card, className)} {...rest}>
        {children}
      </div>
    );
  }
  return (
    <section className={cx(styles.card, className)} aria-labelledby={titleId} {...rest}>
      <div className={styles.header}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        {actions}
      </div>
      {children}
    </section>
  );
}
