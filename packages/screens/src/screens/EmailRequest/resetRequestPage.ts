// Apart from the screen so each page carries only its own copy (publicPages.ts, account.ts).
import { publicPagesCopy } from '../../copy/publicPages';
import type { EmailRequestPage } from './EmailRequest';

/** « Mot de passe oublié » (docs/behaviour.md, « Reset request »): a reset link by e-mail. */
export const resetRequestPage: EmailRequestPage = {
  adm: 'reset-request',
  fieldId: 'reset-email',
  texts: publicPagesCopy.resetRequest,
  errors: publicPagesCopy.resetRequestErrors,
  // Any answer but 200 (`notFound`) and no answer (`sendFailed`) say « Vérifiez l’adresse » or name
  // the address: on the field too. A timeout says nothing about it.
  fieldErrors: ['notFound', 'sendFailed'],
};
