import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import * as styles from './Card.css';
import { cx } from '../../utils/cx';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** With a title the card is a labelled section. */
  title?: ReactNode | undefined;
  /** Level of the title's heading (default 2). */
  headingLevel?: 2 | 3 | 4 | undefined;
  /** Shown beside the title (a badge, a button). */
  actions?: ReactNode | undefined;
  /** The card's content. */
  children?: ReactNode | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
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
