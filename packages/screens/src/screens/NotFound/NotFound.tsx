import type { Ref } from 'react';
import { CenteredPage } from '../../chrome/CenteredPage';
import { publicPagesCopy } from '../../copy/publicPages';
import * as styles from './NotFound.css';
import { AppLink } from '@admission/ui';

const copy = publicPagesCopy.notFound;

export interface NotFoundProps {
  /** Target of « Return to Home » (default `/`). */
  homeHref?: string | undefined;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/** The spec words this page in English; `lang="en"` lets screen readers pronounce it right. */
export function NotFound({ homeHref = '/', className, ref }: NotFoundProps) {
  return (
    <CenteredPage ref={ref} className={className} data-adm="not-found" title={copy.code}>
      <p lang="en" className={styles.code}>
        {copy.message}
      </p>
      <AppLink to={homeHref} lang="en">
        {copy.home}
      </AppLink>
    </CenteredPage>
  );
}
