import type { Ref } from 'react';
import { CenteredPage } from '../../chrome/CenteredPage';
import { fr } from '../../copy/fr';
import { pageStyles, AppLink, flush } from '@admission/ui';

export interface AccessDeniedProps {
  /** Target of « Retour au Dashboard ». */
  dashboardHref: string;
  /** Target of « Se connecter avec un autre compte ». */
  loginHref: string;
  /** Runs before following "Se connecter avec un autre compte" (e.g. to log out). */
  onSwitchAccount?: (() => void) | undefined;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

export function AccessDenied({
  dashboardHref,
  loginHref,
  onSwitchAccount,
  className,
  ref,
}: AccessDeniedProps) {
  return (
    <CenteredPage ref={ref} className={className} data-adm="access-denied" title={fr.accessDenied.title}>
      <p className={flush}>{fr.accessDenied.message}</p>
      <div className={pageStyles.actions}>
        <AppLink to={dashboardHref} appearance="primary">
          {fr.accessDenied.dashboard}
        </AppLink>
        <AppLink to={loginHref} appearance="secondary" onClick={onSwitchAccount}>
          {fr.accessDenied.otherAccount}
        </AppLink>
      </div>
    </CenteredPage>
  );
}
