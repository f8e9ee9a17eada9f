import {
  createContext,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type RefObject,
} from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import * as styles from './Dialog.css';
import {
  DialogPartsContext,
  type DialogBodyProps,
  type DialogContentProps,
  type DialogDescriptionProps,
  type DialogFooterProps,
  type DialogHeaderProps,
  type DialogParts,
  type DialogTitleProps,
} from './Dialog';
import { usePortalContainer } from '../ThemeProvider/ThemeProvider';
import { Button } from '../Button/Button';
import { CloseIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { useUiCopy } from '../../copy/UiCopyProvider';
import { registerOpenDialog } from '../../utils/openDialogs';
import { cx } from '../../utils/cx';

// The dialog as drawn, downloaded when a dialog first opens (Dialog.tsx): Radix Dialog, the
// styles, and the parts drawn inside it. The file keeps its name: the portal's budget test knows
// the chunk as `DialogContent`.

/** An alert dialog has no close button (its footer holds the answers). */
const AlertContext = /* @__PURE__ */ createContext(false);

function Header({ className, children, closeButton = true, closeLabel, ...rest }: DialogHeaderProps) {
  const alert = useContext(AlertContext);
  const copy = useUiCopy();
  return (
    <div data-adm-part="header" {...rest} className={cx(styles.header, className)}>
      {children}
      {alert || !closeButton ? null : (
        <RadixDialog.Close asChild>
          <Button variant="ghost" size="sm" data-adm-part="close">
            <CloseIcon />
            <VisuallyHidden>{closeLabel ?? copy.common.close}</VisuallyHidden>
          </Button>
        </RadixDialog.Close>
      )}
    </div>
  );
}

function Title({ className, ...rest }: DialogTitleProps) {
  return <RadixDialog.Title data-adm-part="title" {...rest} className={cx(styles.title, className)} />;
}

function Description({ className, ...rest }: DialogDescriptionProps) {
  return (
    <RadixDialog.Description
      data-adm-part="description"
      {...rest}
      className={cx(styles.description, className)}
    />
  );
}

/**
 * Scrolls (`styles.bodyScrolls`) only while the dialog would be taller than its box allows: what
 * the box's content overflows by, counting what the body itself hides when it scrolls. The same
 * measure in both states, so it never flips back and forth.
 */
function useScrollsWhenTooTall() {
  const bodyRef = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(false);
  useLayoutEffect(() => {
    const body = bodyRef.current;
    // The dialog's box (its ref is attached after this effect runs: found from the body).
    const content = body?.closest('[role="dialog"], [role="alertdialog"]');
    if (!body || !content) return;
    // Called once at once by the observer, then whenever the box or the body changes size.
    const observer = new ResizeObserver(() => {
      const hidden = body.scrollHeight - body.clientHeight;
      setScrolls(content.scrollHeight + hidden - content.clientHeight > 1);
    });
    observer.observe(content);
    observer.observe(body);
    return () => observer.disconnect();
  }, []);
  return { bodyRef, scrolls };
}

function Body({ className, ref, ...rest }: DialogBodyProps) {
  const { bodyRef, scrolls } = useScrollsWhenTooTall();
  return (
    <div
      data-adm-part="body"
      // While it scrolls, the keyboard reaches it, to scroll it (its content may all be disabled,
      // as while saving): WCAG 2.1.1, axe's scrollable-region-focusable. A scroll container is
      // interactive, which the rule does not know.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={scrolls ? 0 : undefined}
      {...rest}
      ref={useComposedRefs(ref, bodyRef)}
      className={cx(styles.body, scrolls && styles.bodyScrolls, className)}
    />
  );
}

function Footer({ className, ...rest }: DialogFooterProps) {
  return <div data-adm-part="footer" {...rest} className={cx(styles.footer, className)} />;
}

const parts: DialogParts = {
  header: (props) => <Header {...props} />,
  title: (props) => <Title {...props} />,
  description: (props) => <Description {...props} />,
  body: (props) => <Body {...props} />,
  footer: (props) => <Footer {...props} />,
};

export interface DialogLayerProps extends DialogContentProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** L’élément du `DialogTrigger`, s’il y en a un : un clic dessus n’est pas « à l’extérieur » (il ouvre ou ferme lui-même le dialogue). */
  triggerRef: RefObject<HTMLElement | null>;
  /** Le déclencheur qui a ouvert le dialogue, s’il y en a un : le focus y revient. */
  openerRef: RefObject<HTMLElement | null>;
}

/** The Radix dialog itself: DialogContent (Dialog.tsx) draws it once its code has arrived. */
export default function DialogLayer({
  open,
  onOpenChange,
  triggerRef,
  openerRef,
  modal = true,
  size = 'md',
  role = 'dialog',
  className,
  children,
  onCloseAutoFocus,
  ...rest
}: DialogLayerProps) {
  const alert = role === 'alertdialog';
  // Inside a ThemeProvider, the dialog is drawn in its scope (its theme, its brand colour).
  const container = usePortalContainer();
  // While a modal is open, a toast's Escape closes it first (utils/openDialogs.ts).
  const closeRef = useRef(() => onOpenChange(false));
  useEffect(() => {
    closeRef.current = () => onOpenChange(false);
  });
  useEffect(() => {
    if (!open || !modal) return;
    return registerOpenDialog(() => closeRef.current());
  }, [open, modal]);
  // A non-modal dialog closed by a click elsewhere leaves the focus where that click put it.
  const interactedOutside = useRef(false);

  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange} modal={modal}>
      <RadixDialog.Portal container={container}>
        {/* Not RadixDialog.Overlay: its scroll lock injects inline CSS (see Dialog.css.ts). Clicks
            outside the content still close the dialog (Radix's DismissableLayer). */}
        {modal ? <div className={cx(styles.overlay, styles.scrollLock)} aria-hidden="true" /> : null}
        <RadixDialog.Content
          // Stable hooks for the host's CSS and tests; given before the rest, so a component built
          // on the dialog may name its root with its own `data-adm`.
          data-adm="dialog"
          data-adm-part="content"
          data-size={size}
          {...(alert
            ? { role: 'alertdialog', onPointerDownOutside: (event: Event) => event.preventDefault() }
            : {})}
          {...(modal
            ? {}
            : {
                onInteractOutside: (event: Event) => {
                  const target = event.target instanceof Node ? event.target : null;
                  // The trigger toggles the dialog itself.
                  if (target && triggerRef.current?.contains(target)) event.preventDefault();
                  else interactedOutside.current = true;
                },
              })}
          {...rest}
          className={cx(styles.content, styles.size[size], className)}
          onCloseAutoFocus={(event) => {
            onCloseAutoFocus?.(event);
            if (event.defaultPrevented) return;
            event.preventDefault();
            if (!interactedOutside.current) openerRef.current?.focus();
            interactedOutside.current = false;
          }}
        >
          <AlertContext.Provider value={alert}>
            <DialogPartsContext.Provider value={parts}>{children}</DialogPartsContext.Provider>
          </AlertContext.Provider>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
