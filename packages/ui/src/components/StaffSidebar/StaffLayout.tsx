import type { ReactNode } from 'react';
import * as styles from './StaffLayout.css';
import { StaffSidebar, type StaffSidebarProps } from './StaffSidebar';

export interface StaffLayoutProps extends StaffSidebarProps {
  /** Above the page, beside the sidebar: e.g. StaffHeader (user, theme, "Déconnexion"). */
  header?: ReactNode | undefined;
  children: ReactNode;
}

/** A staff page: the sidebar beside the page's `<main>` (under its header, if any). */
export function StaffLayout({ header, children, ...sidebar }: StaffLayoutProps) {
  const main = <main className={styles.main}>{children}</main>;
  return (
    <div className={styles.layout}>
      <StaffSidebar {...sidebar} />
      {header ? (
        <div className={styles.column}>
          {header}
          {main}
        </div>
      ) : (
        main
      )}
    </div>
  );
}
