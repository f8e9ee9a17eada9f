import { Alert } from '../Alert/Alert';
import { useUiCopy } from '../../copy/UiCopyProvider';

/**
 * Affiché seulement quand JavaScript est désactivé : les formulaires voisins sont alors masqués
 * (`scriptOnly`), rien n’est envoyé, et la page dit pourquoi.
 */
export function NoScript() {
  const copy = useUiCopy();
  return (
    <noscript>
      <Alert tone="caution" title={copy.common.javascriptRequiredTitle} live="off">
        {copy.common.javascriptRequired}
      </Alert>
    </noscript>
  );
}
