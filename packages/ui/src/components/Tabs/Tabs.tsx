import * as RadixTabs from '@radix-ui/react-tabs';
import type { ReactNode, Ref } from 'react';
import * as styles from './Tabs.css';

export interface TabItem {
  value: string;
  label: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
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
  /** Extra class names on the root element. */
  className?: string | undefined;
  /** The root element (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/** Tabs (Radix): arrow keys move between tabs, each panel is labelled by its tab. */
export function Tabs({ label, items, defaultValue, value, onValueChange, className, ref }: TabsProps) {
  return (
    <RadixTabs.Root
      ref={ref}
      className={className}
      defaultValue={defaultValue ?? items[0]?.value}
      value={value}
      onValueChange={onValueChange}
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
