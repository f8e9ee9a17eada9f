import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, useContext, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import * as styles from './Tooltip.css';
import { usePortalContainer } from '../ThemeProvider/ThemeProvider';
import { cx } from '../../utils/cx';

/** Spec section 9: open delay 700 ms, skip delay 300 ms. */
const TOOLTIP_DELAY = 700;
const TOOLTIP_SKIP_DELAY = 300;

const InsideProvider = /* @__PURE__ */ createContext(false);

/** Shares the skip delay between tooltips; put it near the root (a Tooltip without one brings its own). */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <InsideProvider.Provider value={true}>
      <RadixTooltip.Provider delayDuration={TOOLTIP_DELAY} skipDelayDuration={TOOLTIP_SKIP_DELAY}>
        {children}
      </RadixTooltip.Provider>
    </InsideProvider.Provider>
  );
}

/**
 * The root element is the tooltip's bubble (drawn while it is open): `className`, `ref` and any
 * other attribute (`id`, `data-*`) go on it. The trigger is the child you pass, with its own props.
 */
export interface TooltipProps extends Omit<ComponentPropsWithRef<'div'>, 'content' | 'children'> {
  /** What the tooltip says. */
  content: ReactNode;
  /** One focusable element (wrapped with `asChild`). Its accessible name must not rely on the tooltip. */
  children: ReactNode;
  /** Where it opens from its trigger (default top). */
  side?: 'top' | 'right' | 'bottom' | 'left' | undefined;
  /** Extra class names on the tooltip's bubble. */
  className?: string | undefined;
  /** The tooltip's bubble, while it is open (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/** A tooltip (Radix) shown on hover and keyboard focus; uses the spec delays. */
export function Tooltip({ content, children, side = 'top', className, ref, ...rest }: TooltipProps) {
  const inside = useContext(InsideProvider);
  // Inside a ThemeProvider scope, the tooltip is drawn in it (its theme, its brand colour).
  const container = usePortalContainer();
  const tooltip = (
    <RadixTooltip.Root>
      <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
      <RadixTooltip.Portal container={container}>
        <RadixTooltip.Content
          ref={ref}
          side={side}
          sideOffset={6}
          className={cx(styles.content, className)}
          {...rest}
        >
          {content}
          <RadixTooltip.Arrow className={styles.arrow} />
        </RadixTooltip.Content>
      </RadixTooltip.Portal>
    </RadixTooltip.Root>
  );
  return inside ? tooltip : <TooltipProvider>{tooltip}</TooltipProvider>;
}
