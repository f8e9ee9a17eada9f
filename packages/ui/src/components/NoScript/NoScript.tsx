import { Alert } from '../Alert/Alert';
import { fr } from '../../copy/fr';

/**
 * Shown only when JavaScript is off: the forms beside it are hidden then (`scriptOnly`), so nothing
 * is sent, and the page says why.
 */
export function NoScript() {
  return (
    <noscript>
      <Alert tone="warning" title={fr.common.javascriptRequiredTitle} live="off">
        {fr.common.javascriptRequired}
      </Alert>
    </noscript>
  );
}
