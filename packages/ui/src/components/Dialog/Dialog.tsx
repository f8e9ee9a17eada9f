import {
  cloneElement,
  Component,
  createContext,
  isValidElement,
  Suspense,
  useContext,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
} from 'react';
import { lazyWithPreload } from '../../utils/lazyWithPreload';

// Radix Dialog (focus trap, dismissable layer, portal) is downloaded when a dialog first opens,
// not with every page that has one: most visits never open it.
const dialogContent = lazyWithPreload(() => import('./DialogContent'));
const DialogContent = dialogContent.Component;

/** Downloads the dialog's code ahead of its first opening (e.g. in tests, or on a likely click). */
export const preloadDialog = (): Promise<unknown> => dialogContent.preload();

/** Closes the dialog around it (provided by DialogContent). */
export const DialogCloseContext = /* @__PURE__ */ createContext<(() => void) | null>(null);

/**
 * The root element is the dialog's box (the Radix dialog content, drawn while it is open):
 * `className`, `ref` and any other attribute (`id`, `data-*`, handlers) go on it.
 */
export interface DialogProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children' | 'role'> {
  /** Controlled: whether the dialog is open. */
  open?: boolean | undefined;
  /** Uncontrolled: whether it starts open. */
  defaultOpen?: boolean | undefined;
  /** Called when it opens or closes (close button, Escape, a click outside). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** A line under the title, read with it by screen readers. */
  description?: ReactNode | undefined;
  /** An element that opens the dialog (wrapped with Radix `asChild`, so pass a button). */
  trigger?: ReactNode | undefined;
  /** The dialog's content. */
  children?: ReactNode | undefined;
  /** Buttons at the bottom. */
  footer?: ReactNode | undefined;
  /** Accessible name of the close button (default "Fermer"). */
  closeLabel?: string | undefined;
  /**
   * Called when the dialog's content goes away (closed, or its whole tree unmounted), before Radix
   * moves the focus back to the trigger. `event.preventDefault()` keeps Radix from moving it, so a
   * dialog opened without a trigger can focus what opened it instead.
   */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  /**
   * `alertdialog` for an urgent question that needs an answer (e.g. the session is about to
   * expire): no close button and no closing by a click outside; Escape still calls
   * `onOpenChange(false)`, and the first button of the footer takes the focus on opening.
   */
  role?: 'dialog' | 'alertdialog' | undefined;
  /** Extra class names on the dialog's box. */
  className?: string | undefined;
  /** The dialog's box, while it is open (`ref` is a plain prop in React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * A modal dialog (Radix): traps focus, returns it to the trigger, closes on Escape. Until it first
 * opens, only the trigger is drawn; its code is then loaded (in an instant on a warm cache).
 */
export function Dialog({ trigger, ...props }: DialogProps) {
  const { open, defaultOpen, onOpenChange, onCloseAutoFocus } = props;
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const controlled = open !== undefined;
  const isOpen = controlled ? open : ownOpen;
  const [needed, setNeeded] = useState(isOpen);
  if (isOpen && !needed) setNeeded(true);
  // The trigger stays where it is (never remounted), and takes the focus back on closing.
  const openerRef = useRef<HTMLElement | null>(null);

  const change = (next: boolean) => {
    if (!controlled) setOwnOpen(next);
    onOpenChange?.(next);
  };

  let triggerElement: ReactNode = trigger;
  if (isValidElement(trigger)) {
    const element = trigger as ReactElement<{ onClick?: (event: MouseEvent<HTMLElement>) => void }>;
    // The ref is written by the click handler only, never read while rendering.
    // eslint-disable-next-line react-hooks/refs
    triggerElement = cloneElement(element, {
      'aria-haspopup': 'dialog',
      'aria-expanded': isOpen,
      onClick: (event: MouseEvent<HTMLElement>) => {
        element.props.onClick?.(event);
        if (event.defaultPrevented) return;
        openerRef.current = event.currentTarget;
        change(true);
      },
    } as Partial<typeof element.props>);
  }

  return (
    <>
      {triggerElement}
      {needed ? (
        <DialogLoadFailure>
          <Suspense fallback={null}>
            <DialogContent
              {...props}
              open={isOpen}
              onOpenChange={change}
              onClose={() => change(false)}
              onCloseAutoFocus={(event) => {
                onCloseAutoFocus?.(event);
                if (event.defaultPrevented || !openerRef.current) return;
                event.preventDefault();
                openerRef.current.focus();
              }}
            />
          </Suspense>
        </DialogLoadFailure>
      ) : null}
    </>
  );
}

/**
 * If the dialog's code cannot be downloaded (the connection dropped), the page stays as it was,
 * with its trigger, instead of failing as a whole.
 */
class DialogLoadFailure extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Closes the surrounding Dialog; renders its child (a button) in place. */
export function DialogClose({ children }: { children: ReactNode }) {
  const close = useContext(DialogCloseContext);
  if (!isValidElement(children)) return <>{children}</>;
  const element = children as ReactElement<{ onClick?: (event: MouseEvent) => void }>;
  return cloneElement(element, {
    onClick: (event: MouseEvent) => {
      element.props.onClick?.(event);
      if (!event.defaultPrevented) close?.();
    },
  });
}
