import type { Ref } from 'react';
import * as styles from './StaffHeader.css';
import { CandidateHeader, type ThemeName } from '@admission/ui';
import { staffCopy } from '../../copy/staff';
import { product } from '../product';

export interface StaffHeaderProps {
  /** The signed-in staff member's name. */
  name: string;
  /** Their roles; the staff ones are shown, worded. */
  roles: readonly string[];
  /** The theme in use (the toggle offers the other one). */
  theme: ThemeName;
  /** Called with the other theme; the app applies and stores it. */
  onThemeToggle: (next: ThemeName) => void;
  /** "Déconnexion": the app ends the session, then opens the staff sign-in. */
  onLogout: () => void;
  /** Where the title « Admission en ligne » links to (default `/`). */
  homeHref?: string | undefined;
  /** Extra class names on the root element. */
  className?: string | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLElement> | undefined;
}

/** The staff pages' header: "Admission en ligne", who is signed in and as what, theme, "Déconnexion". */
export function StaffHeader({
  name,
  roles,
  theme,
  onThemeToggle,
  onLogout,
  homeHref,
  className,
  ref,
}: StaffHeaderProps) {
  const roleLabels = roles.flatMap((role) => (staffCopy.roles[role] ? [staffCopy.roles[role]] : []));
  return (
    <CandidateHeader
      ref={ref}
      className={className ? `${styles.header} ${className}` : styles.header}
      productName={product.name}
      data-adm="staff-header"
      theme={theme}
      onThemeToggle={onThemeToggle}
      onLogout={onLogout}
      {...(homeHref ? { homeHref } : {})}
    >
      <p className={styles.who}>
        <span className={styles.name}>{name}</span>
        {roleLabels.length > 0 ? <span className={styles.role}>{roleLabels.join(', ')}</span> : null}
      </p>
    </CandidateHeader>
  );
}
