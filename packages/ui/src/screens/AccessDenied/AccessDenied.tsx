import { CenteredPage, pageStyles } from '../../components/PageLayout/PageLayout';
import { AppLink } from '../../components/Link/Link';
import { fr } from '../../copy/fr';
import { flush } from '../../theme/patterns.css';

export interface AccessDeniedProps {
  /** Target of « Retour au Dashboard ». */
  dashboardHref: string;
  /** Target of « Se connecter avec un autre compte ». */
  loginHref: string;
  /** Runs before following "Se connecter avec un autre compte" (e.g. to log out). */
  onSwitchAccount?: (() => void) | undefined;
}

export function AccessDenied({ dashboardHref, loginHref, onSwitchAccount }: AccessDeniedProps) {
  return (
    <CenteredPage title={fr.accessDenied.title}>
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
