// The help page (docs/behaviour.md, deviation 57): the ways back into one's account without writing to
// support, above the centred page's footer, which gives support's e-mail and phones. A page in five
// files (docs/architecture.md, « Add a screen »): this screen, its story, its title, its path and
// its route line, which imports it from `@admission/screens/screens/Help/Help`.
import type { Ref } from 'react';
import { AppLink, Stack } from '@admission/ui';
import { CenteredPage } from '../../chrome/CenteredPage';
import { fr } from '../../copy/fr';
import { pageTitles } from '../../copy/titles';

export interface HelpProps {
  /** Target of « Mot de passe oublié ? ». */
  resetPasswordHref: string;
  /** Target of « Renvoyer l’e-mail de vérification ». */
  resendVerificationHref: string;
  /** Target of « Créer un compte ». */
  registerHref: string;
  /** Target of « Retour à la connexion ». */
  loginHref: string;
  /** Extra class names on the page's root element. */
  className?: string | undefined;
  /** The page's root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

export function Help({
  resetPasswordHref,
  resendVerificationHref,
  registerHref,
  loginHref,
  className,
  ref,
}: HelpProps) {
  return (
    <CenteredPage ref={ref} className={className} data-adm="help" title={pageTitles.help}>
      <Stack as="ul" space="md">
        <li>
          <AppLink to={resetPasswordHref}>{fr.login.forgotPassword}</AppLink>
        </li>
        <li>
          <AppLink to={resendVerificationHref}>{fr.login.resendVerification}</AppLink>
        </li>
        <li>
          <AppLink to={registerHref}>{fr.login.createAccount}</AppLink>
        </li>
        <li>
          <AppLink to={loginHref}>{fr.common.backToLogin}</AppLink>
        </li>
      </Stack>
    </CenteredPage>
  );
}
