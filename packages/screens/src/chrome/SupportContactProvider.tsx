import {
  SupportContactProvider as Provider,
  type SupportContactProviderProps as ProviderProps,
} from '@admission/ui';
import { fr } from '../copy/fr';

export type SupportContactProviderProps = Omit<ProviderProps, 'subject'>;

/**
 * ui's support contacts with the product's subject on every support e-mail (« Assistance
 * Equivalence/Admission »): the footers' link and the dashboard's « Signaler une erreur ».
 */
export function SupportContactProvider(props: SupportContactProviderProps) {
  return <Provider subject={fr.support.subject} {...props} />;
}
