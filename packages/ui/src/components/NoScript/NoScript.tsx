import { Alert } from '../Alert/Alert';
import { useUiCopy } from '../../copy/UiCopyProvider';

/**
 * Shown only when JavaScript is off: the forms beside it are hidden then (`scriptOnly`), so nothing
 * is sent, and the page says why.
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
