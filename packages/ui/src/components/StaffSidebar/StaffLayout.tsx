import type { ReactNode } from 'react';
import * as styles from './StaffLayout.css';
import { StaffSidebar, type StaffSidebarProps } from './StaffSidebar';

export interface StaffLayoutProps extends StaffSidebarProps {
  children: ReactNode;
}

/** A staff page: the sidebar beside the page's `<main>`. */
export function StaffLayout({ children, ...sidebar }: StaffLayoutProps) {
  return (
    <div className={styles.layout}>
      <StaffSidebar {...sidebar} />
      <main className={styles.main}>{children}</main>
    </div>
  );
}
