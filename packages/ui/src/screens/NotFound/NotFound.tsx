import { CenteredPage } from '../../components/PageLayout/PageLayout';
import { AppLink } from '../../components/Link/Link';
import { fr } from '../../copy/fr';
import * as styles from './NotFound.css';

export interface NotFoundProps {
  /** Target of « Return to Home » (default `/`). */
  homeHref?: string | undefined;
}

/** The spec words this page in English; `lang="en"` lets screen readers pronounce it right. */
export function NotFound({ homeHref = '/' }: NotFoundProps) {
  return (
    <CenteredPage title={fr.notFound.code}>
      <p lang="en" className={styles.code}>
        {fr.notFound.message}
      </p>
      <AppLink to={homeHref} lang="en">
        {fr.notFound.home}
      </AppLink>
    </CenteredPage>
  );
}
