import { useEffect, useRef } from 'react';
import * as RadixDialog from '@radix-ui/react-dialog';
import * as styles from './Dialog.css';
import { DialogCloseContext, type DialogProps } from './Dialog';
import { usePortalContainer } from '../ThemeProvider/ThemeProvider';
import { Button } from '../Button/Button';
import { CloseIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { useUiCopy } from '../../copy/UiCopyProvider';
import { registerOpenDialog } from '../../utils/openDialogs';
import { cx } from '../../utils/cx';

/**
 * The Radix dialog itself, downloaded when a dialog first opens. Dialog draws the trigger and
 * returns the focus to it (through `onCloseAutoFocus`).
 */
export default function DialogContent({
  open,
  defaultOpen,
  onOpenChange,
  title,
  description,
  children,
  footer,
  closeLabel: closeLabelProp,
  onCloseAutoFocus,
  role = 'dialog',
  onClose,
  className,
  ...rest
}: Omit<DialogProps, 'trigger'> & { onClose: () => void }) {
  const copy = useUiCopy();
  const closeLabel = closeLabelProp ?? copy.common.close;
  const alert = role === 'alertdialog';
  // Inside a ThemeProvider, the dialog is drawn in its scope (its theme, its brand colour).
  const container = usePortalContainer();
  // While open, a toast's Escape closes this dialog first (utils/openDialogs.ts).
  const closeRef = useRef(onClose);
  useEffect(() => {
    closeRef.current = onClose;
  });
  useEffect(() => {
    if (!open) return;
    return registerOpenDialog(() => closeRef.current());
  }, [open]);
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal container={container}>
        {/* Not RadixDialog.Overlay: its scroll lock injects inline CSS (see Dialog.css.ts). Clicks
            outside the content still close the dialog (Radix's DismissableLayer). */}
        <div className={`${styles.overlay} ${styles.scrollLock}`} aria-hidden="true" />
        <RadixDialog.Content
          className={cx(styles.content, className)}
          onCloseAutoFocus={onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(alert
            ? { role: 'alertdialog', onPointerDownOutside: (event: Event) => event.preventDefault() }
            : {})}
          {...rest}
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
          <DialogCloseContext.Provider value={onClose}>
            {children}
            {footer ? <div className={styles.footer}>{footer}</div> : null}
          </DialogCloseContext.Provider>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
