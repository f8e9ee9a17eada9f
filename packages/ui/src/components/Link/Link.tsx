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
import type { ButtonTone } from '../Button/Button';
import { cx } from '../../utils/cx';
import * as styles from './Link.css';

/** Props a router's link component receives (react-router's `Link` fits as is). */
export interface LinkComponentProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The app's path the link goes to. */
  to: string;
  /** The link's content. */
  children?: ReactNode | undefined;
  /** The rendered `<a>` (`ref` is a plain prop in React 19; react-router's Link passes it on). */
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

/** Lets the app inject its router's link (e.g. react-router's `Link`); ui never imports a router. */
export function LinkProvider({ component, children }: { component: LinkComponent; children: ReactNode }) {
  return <LinkContext.Provider value={component}>{children}</LinkContext.Provider>;
}

export interface AppLinkProps extends LinkComponentProps {
  /** `link` (default) is an underlined text link; a button tone makes it look like a Button. */
  appearance?: 'link' | ButtonTone | undefined;
  /** With a button look: as wide as its container. */
  block?: boolean | undefined;
}

/** An in-app link rendered through the injected link component. */
export function AppLink({ appearance = 'link', block = false, className, ...rest }: AppLinkProps) {
  const Component = useContext(LinkContext);
  const look =
    appearance === 'link'
      ? styles.link
      : cx(buttonStyles.tone[appearance], buttonStyles.size.md, block && buttonStyles.block);
  // createElement: the component comes from context, stable for the app's lifetime.
  // The styling hooks first: a consumer's own `data-adm` or `data-tone` wins.
  const hooks = { 'data-adm': 'app-link', 'data-tone': appearance === 'link' ? undefined : appearance };
  return createElement(Component, { ...hooks, ...rest, className: cx(look, className) });
}
