import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import * as styles from './Dialog.css';
import { Button } from '../Button/Button';
import { CloseIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { fr } from '../../copy/fr';

export interface DialogProps {
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** An element that opens the dialog (wrapped with Radix `asChild`, so pass a button). */
  trigger?: ReactNode;
  children?: ReactNode;
  /** Buttons at the bottom. */
  footer?: ReactNode;
  /** Accessible name of the close button (default "Fermer"). */
  closeLabel?: string;
  /**
   * Called when the dialog's content goes away (closed, or its whole tree unmounted), before Radix
   * moves the focus back to the trigger. `event.preventDefault()` keeps Radix from moving it, so a
   * dialog opened without a trigger can focus what opened it instead.
   */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * `alertdialog` for an urgent question that needs an answer (e.g. the session is about to
   * expire): no close button and no closing by a click outside; Escape still calls
   * `onOpenChange(false)`, and the first button of the footer takes the focus on opening.
   */
  role?: 'dialog' | 'alertdialog';
}

/** A modal dialog (Radix): traps focus, returns it to the trigger, closes on Escape. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  trigger,
  children,
  footer,
  closeLabel = fr.common.close,
  onCloseAutoFocus,
  role = 'dialog',
}: DialogProps) {
  const alert = role === 'alertdialog';
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        {/* Not RadixDialog.Overlay: its scroll lock injects inline CSS (see Dialog.css.ts). Clicks
            outside the content still close the dialog (Radix's DismissableLayer). */}
        <div className={`${styles.overlay} ${styles.scrollLock}`} aria-hidden="true" />
        <RadixDialog.Content
          className={styles.content}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(alert
            ? { role: 'alertdialog', onPointerDownOutside: (event: Event) => event.preventDefault() }
            : {})}
        >
          <div className={styles.header}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            {alert ? null : (
              <RadixDialog.Close asChild>
                <Button tone="ghost" size="sm">
                  <CloseIcon />
                  <VisuallyHidden>{closeLabel}</VisuallyHidden>
                </Button>
              </RadixDialog.Close>
            )}
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** Closes the surrounding Dialog; renders its child (a button) in place (Radix `asChild`). */
export function DialogClose({ children }: { children: ReactNode }) {
  return <RadixDialog.Close asChild>{children}</RadixDialog.Close>;
}
