import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import * as styles from './Tabs.css';
import { cx } from '../../utils/cx';

// Parts as named exports (TabsRoot, TabsList, TabsTrigger, TabsContent) rather than a `Tabs.Root`
// namespace: a bundler drops each unused one, and `Tabs` stays the simple form.

/** Tout autre attribut (`id`, `data-*`, `aria-*`, gestionnaires) va sur la `<div>` racine. */
export interface TabsRootProps extends Omit<ComponentPropsWithRef<'div'>, 'defaultValue' | 'dir'> {
  /** Non contrôlé : la valeur de l’onglet affiché d’abord. */
  defaultValue?: string | undefined;
  /** Contrôlé : la valeur de l’onglet affiché. */
  value?: string | undefined;
  /** Appelée avec la valeur de l’onglet choisi. */
  onValueChange?: ((value: string) => void) | undefined;
  /** Sens de lecture, que suivent les flèches du clavier (par défaut celui de la page). */
  dir?: 'ltr' | 'rtl' | undefined;
  /** `horizontal` (par défaut, ←/→ passent d’un onglet à l’autre) ou `vertical` (↑/↓). */
  orientation?: 'horizontal' | 'vertical' | undefined;
  /** `automatic` (par défaut) : un onglet s’affiche quand il reçoit le focus ; `manual` : sur Entrée ou Espace. */
  activationMode?: 'automatic' | 'manual' | undefined;
}

/**
 * La racine des onglets (Radix) : garde l’onglet affiché ; placez-y une `TabsList` de `TabsTrigger`
 * et un `TabsContent` par onglet. `data-adm="tabs"`.
 */
export function TabsRoot(props: TabsRootProps) {
  return <RadixTabs.Root data-adm="tabs" {...props} />;
}

/** Tout attribut d’un `<div>`. */
export interface TabsListProps extends ComponentPropsWithRef<'div'> {
  /** Le nom de la liste (`aria-label` ou `aria-labelledby`) : ce dont parlent les onglets. */
  'aria-label'?: string | undefined;
  /** Les flèches repartent du dernier onglet au premier (par défaut `true`). */
  loop?: boolean | undefined;
}

/**
 * La rangée d’onglets (`role="tablist"`) ; elle passe sur une deuxième ligne plutôt que de défiler,
 * si bien que sur un écran de 360 px chaque onglet reste visible. `data-adm-part="list"`.
 */
export function TabsList({ className, ...rest }: TabsListProps) {
  return <RadixTabs.List data-adm-part="list" {...rest} className={cx(styles.list, className)} />;
}

/** Tout attribut d’un `<button>`. */
export interface TabsTriggerProps extends Omit<ComponentPropsWithRef<'button'>, 'value'> {
  /** La valeur de l’onglet, la même que celle de son `TabsContent`. */
  value: string;
}

/** Un onglet (`role="tab"`), qui nomme son panneau. `data-adm-part="tab"`. */
export function TabsTrigger({ className, ...rest }: TabsTriggerProps) {
  return <RadixTabs.Trigger data-adm-part="tab" {...rest} className={cx(styles.trigger, className)} />;
}

/** Tout attribut d’un `<div>`. */
export interface TabsContentProps extends ComponentPropsWithRef<'div'> {
  /** La valeur de l’onglet qui affiche ce panneau. */
  value: string;
  /** Garde le panneau dans la page (masqué) quand un autre onglet est affiché, pour garder son état. */
  forceMount?: true | undefined;
}

/** Le panneau d’un onglet (`role="tabpanel"`), nommé par son onglet. `data-adm-part="panel"`. */
export function TabsContent({ className, ...rest }: TabsContentProps) {
  return <RadixTabs.Content data-adm-part="panel" {...rest} className={cx(styles.panel, className)} />;
}

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** Tout autre attribut (`id`, `data-*`, gestionnaires) va sur la `<div>` racine. */
export interface TabsProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'defaultValue' | 'dir'> {
  /** Nom accessible de la liste d’onglets. */
  label: string;
  /** Les onglets : valeur, libellé et contenu du panneau. */
  items: readonly TabItem[];
  /** Non contrôlé : l’onglet affiché d’abord (par défaut le premier). */
  defaultValue?: string | undefined;
  /** Contrôlé : l’onglet affiché. */
  value?: string | undefined;
  /** Appelée avec la valeur de l’onglet choisi. */
  onValueChange?: ((value: string) => void) | undefined;
  /** Sens de lecture, que suivent les flèches du clavier (par défaut celui de la page). */
  dir?: 'ltr' | 'rtl' | undefined;
  /** Classes supplémentaires sur l’élément racine. */
  className?: string | undefined;
  /** L’élément racine (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * Des onglets (Radix) à partir d’une liste d’éléments : les flèches passent d’un onglet à l’autre,
 * chaque panneau est nommé par son onglet. Construits à partir de `TabsRoot`, `TabsList`,
 * `TabsTrigger` et `TabsContent` : utilisez-les pour une autre disposition.
 */
export function Tabs({ label, items, defaultValue, ...rest }: TabsProps) {
  return (
    <TabsRoot defaultValue={defaultValue ?? items[0]?.value} {...rest}>
      <TabsList aria-label={label}>
        {items.map((item) => (
          <TabsTrigger key={item.value} value={item.value}>
            {item.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {items.map((item) => (
        <TabsContent key={item.value} value={item.value}>
          {item.content}
        </TabsContent>
      ))}
    </TabsRoot>
  );
}
