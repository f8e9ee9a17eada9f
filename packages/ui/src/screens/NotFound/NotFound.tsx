import { CenteredPage } from '../../components/PageLayout/PageLayout';
import { AppLink } from '../../components/Link/Link';
import { fr } from '../../copy/fr';

export interface NotFoundProps {
  homeHref?: string;
}

/** The spec words this page in English; `lang="en"` lets screen readers pronounce it right. */
export function NotFound({ homeHref = '/' }: NotFoundProps) {
  return (
    <CenteredPage title={fr.notFound.code}>
      <p lang="en" style={{ margin: 0, fontSize: '1.25rem' }}>
        {fr.notFound.message}
      </p>
      <AppLink to={homeHref} lang="en">
        {fr.notFound.home}
      </AppLink>
    </CenteredPage>
  );
}
