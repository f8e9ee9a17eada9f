import type { ReactNode, Ref } from 'react';
import * as styles from './StaffLayout.css';
import { cx } from '../../utils/cx';
import { StaffSidebar, type StaffSidebarProps } from './StaffSidebar';

export interface StaffLayoutProps extends StaffSidebarProps {
  /** Au-dessus de la page, à côté de la barre latérale : par exemple StaffHeader (utilisateur, thème, « Déconnexion »). */
  header?: ReactNode | undefined;
  /** Le contenu de la page, avec son `<h1>`, dans `<main>`. */
  children: ReactNode;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * Une page du personnel : la barre latérale à côté du `<main>` de la page (sous son en-tête, s’il y
 * en a un).
 */
export function StaffLayout({ header, children, className, ref, ...sidebar }: StaffLayoutProps) {
  const main = (
    <main className={styles.main} data-adm-part="main">
      {children}
    </main>
  );
  return (
    <div ref={ref} className={cx(styles.layout, className)} data-adm="staff-layout">
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
