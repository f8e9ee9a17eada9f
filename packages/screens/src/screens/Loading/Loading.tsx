import type { Ref } from 'react';
import { fr } from '../../copy/fr';
import { cx, pageStyles, Spinner } from '@admission/ui';

export interface LoadingProps {
  /** `loading`: "Chargement..."; `checkingAuth`: "Vérification de l'authentification...". */
  message?: 'loading' | 'checkingAuth' | undefined;
  /** Extra class names on the root element. */
  className?: string | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLElement> | undefined;
}

/** A full-page wait while a route loads or the session is checked. */
export function Loading({ message = 'loading', className, ref }: LoadingProps) {
  return (
    <main ref={ref} className={cx(pageStyles.centered, className)} data-adm="loading">
      <Spinner centered label={message === 'checkingAuth' ? fr.common.checkingAuth : fr.common.loading} />
    </main>
  );
}
