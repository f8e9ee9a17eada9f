import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

/** Any other attribute (`id`, `data-*`, handlers) goes on the root `<div>`. */
export interface TabsProps extends Omit<ComponentPropsWithRef<'div'>, 'children' | 'defaultValue' | 'dir'> {
  /** Accessible name of the tab list. */
  label: string;
  /** The tabs: value, label and panel content. */
  items: readonly TabItem[];
  /** Uncontrolled: the tab shown first (default: the first). */
  defaultValue?: string | undefined;
  /** Controlled: the tab shown. */
  value?: string | undefined;
  /** Called with the value of the tab chosen. */
  onValueChange?: ((value: string) => void) | undefined;
  /** Reading direction, which the arrow keys follow (default: inherited from the page). */
  dir?: 'ltr' | 'rtl' | undefined;
  /** Extra class names on the root element. */
  className?: string | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/** Tabs (Radix): arrow keys move between tabs, each panel is labelled by its tab. */
export function Tabs({
  label,
  items,
  defaultValue,
  value,
  onValueChange,
  className,
  ref,
  ...rest
}: TabsProps) {
  return (
    <RadixTabs.Root
      ref={ref}
      className={className}
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={onValueChange}
      {...rest}
    >
      <RadixTabs.List aria-label={label} className={styles.list}>
        {items.map((item) => (
          <RadixTabs.Trigger key={item.value} value={item.value} className={styles.trigger}>
            {item.label}
          </RadixTabs.Trigger>
        ))}
      </RadixTabs.List>
      {items.map((item) => (
        <RadixTabs.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </RadixTabs.Content>
      ))}
    </RadixTabs.Root>
  );
}
