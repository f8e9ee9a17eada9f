// Apart from the screen so each page carries only its own copy (publicPages.ts, account.ts).
import { accountCopy } from '../../copy/account';
import type { EmailRequestPage } from './EmailRequest';

/** Not in the spec: a new verification e-mail for an account not yet activated. */
export const resendVerificationPage: EmailRequestPage = {
  adm: 'resend-verification',
  fieldId: 'resend-verification-email',
  texts: accountCopy.resendVerification,
  errors: accountCopy.resendVerificationErrors,
  // None of its failures is about the address itself: said above the form, the field kept.
  fieldErrors: [],
};
