import type { Ref } from 'react';
import { CenteredPage } from '../../chrome/CenteredPage';
import { accountCopy } from '../../copy/account';
import { Alert, Button, pageStyles } from '@admission/ui';

export interface AccountChangedProps {
  /** The e-mail of the account now signed in (from the other tab); null when it cannot be read. */
  email: string | null;
  /** « Continuer avec … »: the app starts over with that account. */
  onContinue: () => void;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

const copy = accountCopy.accountChanged;

/**
 * Not in the spec: another account signed in in another tab of this browser. This tab's session
 * is over (one account at a time); the page says which account is now signed in, shows none of
 * its data, and offers to continue with it.
 */
export function AccountChanged({ email, onContinue, className, ref }: AccountChangedProps) {
  return (
    <CenteredPage ref={ref} className={className} data-adm="account-changed" title={copy.title}>
      <Alert tone="caution" live="assertive">
        {email ? copy.text(email) : copy.unknown}
      </Alert>
      <div className={pageStyles.actions}>
        <Button onClick={onContinue}>{email ? copy.continue(email) : copy.continueUnknown}</Button>
      </div>
    </CenteredPage>
  );
}
