import {
  createContext,
  createElement,
  useContext,
  type AnchorHTMLAttributes,
  type ComponentType,
  type ReactNode,
  type Ref,
} from 'react';
import * as buttonStyles from '../Button/Button.css';
import type { ButtonVariant } from '../Button/Button';
import { cx } from '../../utils/cx';
import * as styles from './Link.css';

/**
 * Les props que reçoit le composant de lien d’un routeur (le `Link` de react-router convient tel
 * quel).
 */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Le chemin de l’application vers lequel mène le lien. */
  to: string;
  /** Le contenu du lien. */
  children?: ReactNode | undefined;
  /** Le `<a>` dessiné (`ref` est une prop ordinaire en React 19 ; le Link de react-router la transmet). */
  ref?: Ref<HTMLAnchorElement> | undefined;
}

export type LinkComponent = ComponentType<LinkComponentProps>;

/** The default: a plain anchor, so ui works without any router. */
function PlainLink({ to, children, ...rest }: LinkComponentProps) {
  return (
    <a href={to} {...rest}>
      {children}
    </a>
  );
}

const LinkContext = /* @__PURE__ */ createContext<LinkComponent>(PlainLink);

/**
 * Permet à l’application de fournir le lien de son routeur (par exemple le `Link` de
 * react-router) ; le paquet n’importe jamais de routeur.
 */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export interface AppLinkProps extends LinkComponentProps {
  /** `link` (par défaut) est un lien souligné ; une variante de bouton lui donne l’apparence d’un Button. */
  appearance?: 'link' | ButtonVariant | undefined;
  /** Avec l’apparence d’un bouton : aussi large que son conteneur. */
  block?: boolean | undefined;
}

/** Un lien interne à l’application, dessiné par le composant de lien fourni. */
export function AppLink({ appearance = 'link', block = false, className, ...rest }: AppLinkProps) {
  const Component = useContext(LinkContext);
  const look =
    appearance === 'link'
      ? styles.link
      : cx(buttonStyles.variant[appearance], buttonStyles.size.md, block && buttonStyles.block);
  // createElement: the component comes from context, stable for the app's lifetime.
  // The styling hooks first: a consumer's own `data-adm` or `data-variant` wins.
  const hooks = { 'data-adm': 'app-link', 'data-variant': appearance === 'link' ? undefined : appearance };
  return createElement(Component, { ...hooks, ...rest, className: cx(look, className) });
}
