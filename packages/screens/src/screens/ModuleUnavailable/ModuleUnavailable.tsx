import * as styles from './ModuleUnavailable.css';
import { staffCopy } from '../../copy/staff';
import { Alert, AppLink } from '@admission/ui';

export interface ModuleUnavailableProps {
  /** The module's name as the sidebar shows it, if known. */
  moduleName?: string | undefined;
  /** Back to the staff member's list. */
  backHref: string;
}

/** A sidebar module this portal does not implement, shown inside the staff shell instead of a 404. */
export function ModuleUnavailable({ moduleName, backHref }: ModuleUnavailableProps) {
  return (
    <>
      <h1 className={styles.title}>{staffCopy.moduleTitle}</h1>
      <Alert tone="info" title={moduleName} live="off">
        {staffCopy.moduleText}
      </Alert>
      <p className={styles.back}>
        <AppLink to={backHref}>{staffCopy.moduleBack}</AppLink>
      </p>
    </>
  );
}
