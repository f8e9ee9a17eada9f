import type { ReactNode, Ref } from 'react';
import { isSafeExternalUrl } from '../../utils/safeUrl';
import { link } from '../Link/Link.css';
import { ExternalLinkIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { useUiCopy } from '../../copy/UiCopyProvider';
import { cx } from '../../utils/cx';
import { iconAfter } from '../../theme/patterns.css';

export interface ExternalLinkProps {
  /** Venue des données du serveur : un lien seulement si c’est une adresse http: ou https:. */
  href: string | null | undefined;
  /** Le texte du lien (« (s’ouvre dans un nouvel onglet) » est ajouté pour les lecteurs d’écran). */
  children: ReactNode;
  /** Affiché à la place du lien quand l’adresse manque ou n’est pas sûre. */
  fallback?: ReactNode | undefined;
  /** Classes supplémentaires sur le lien. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLAnchorElement> | undefined;
}

/**
 * Un lien qui s’ouvre dans un nouvel onglet et le dit ; une adresse dangereuse (`javascript:`,
 * `data:`…) ne devient jamais un lien.
 */
export function ExternalLink({ href, children, fallback = null, className, ref }: ExternalLinkProps) {
  const copy = useUiCopy();
  if (!isSafeExternalUrl(href)) return <>{fallback}</>;
  return (
    <a
      ref={ref}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={cx(link, className)}
      data-adm="external-link"
    >
      {children}
      <VisuallyHidden> {copy.common.opensInNewTab}</VisuallyHidden>
      <ExternalLinkIcon className={iconAfter} data-adm-part="icon" />
    </a>
  );
}
