import type { ReactNode } from 'react';
import * as styles from './PageLayout.css';
import { cx } from '../../utils/cx';
import { fr } from '../../copy/fr';
import { SchoolIcon } from '../../icons';

export interface CenteredPageProps {
  /** The page's one `<h1>`. */
  title: ReactNode;
  subtitle?: ReactNode;
  children?: ReactNode;
  /** Shown under the panel (e.g. a Footer). */
  after?: ReactNode;
  /** A wider panel (48rem instead of 30rem). */
  wide?: boolean;
}

/** A full page with one centred panel: the layout of login, reset, verify and error pages. */
export function CenteredPage({ title, subtitle, children, after, wide }: CenteredPageProps) {
  return (
    <div className={styles.centered}>
      {/* Spec section 1: the header reads "Admission en ligne", on the public pages too. */}
      <header className={styles.brand}>
        <SchoolIcon className={styles.brandMark} />
        {fr.common.appName}
      </header>
      <main className={cx(styles.panel, wide && styles.wide)}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        {children}
      </main>
      {after}
    </div>
  );
}

export const pageStyles = { form: styles.form, links: styles.links, actions: styles.actions };
