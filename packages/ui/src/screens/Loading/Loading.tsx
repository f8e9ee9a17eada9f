import * as styles from '../../components/PageLayout/PageLayout.css';
import { Spinner } from '../../components/Spinner/Spinner';
import { fr } from '../../copy/fr';

export interface LoadingProps {
  /** `loading`: "Chargement..."; `checkingAuth`: "Vérification de l'authentification...". */
  message?: 'loading' | 'checkingAuth' | undefined;
}

/** A full-page wait while a route loads or the session is checked. */
export function Loading({ message = 'loading' }: LoadingProps) {
  return (
    <main className={styles.centered}>
      <Spinner centered label={message === 'checkingAuth' ? fr.common.checkingAuth : fr.common.loading} />
    </main>
  );
}
