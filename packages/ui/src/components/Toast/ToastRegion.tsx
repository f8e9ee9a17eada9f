import { useRef } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import * as styles from './Toast.css';
import type { ToastState } from './Toast';
import type { Tone } from '../../theme/tones';
import { Button } from '../Button/Button';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon, WarningIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { useUiCopy } from '../../copy/UiCopyProvider';
import { topmostDialog } from '../../utils/openDialogs';

const icons = {
  neutral: InfoIcon,
  info: InfoIcon,
  positive: SuccessIcon,
  caution: WarningIcon,
  critical: ErrorIcon,
} as const satisfies Record<Tone, unknown>;

export interface ToastRegionProps {
  toast: ToastState;
  duration: number;
  onDismiss: (id: string) => void;
}

/** The toast on screen (Radix: announced, closes by itself, swipe and Escape to dismiss). */
export default function ToastRegion({ toast: current, duration, onDismiss }: ToastRegionProps) {
  const copy = useUiCopy();
  const tone = current.tone ?? 'info';
  const Icon = icons[tone];
  const action = current.action;
  const toastRef = useRef<HTMLLIElement>(null);
  return (
    <RadixToast.Provider duration={duration} label={copy.toast.region} swipeDirection="right">
      {/* A new id remounts the toast, so a new one replaces the old instead of stacking. */}
      <RadixToast.Root
        key={current.id}
        ref={toastRef}
        open={current.open}
        onOpenChange={(open) => {
          if (!open) onDismiss(current.id);
        }}
        duration={current.duration ?? duration}
        // Critical and caution toasts are announced at once (assertive), the others politely.
        type={tone === 'critical' || tone === 'caution' ? 'foreground' : 'background'}
        // The newest Radix layer gets Escape, and a toast shown over an open dialog is newer; but
        // the dialog is what the person is in: Escape closes it first, then the toast (unless the
        // focus is on the toast itself).
        onEscapeKeyDown={(event) => {
          const closeDialog = topmostDialog();
          const inToast = event.target instanceof Node && toastRef.current?.contains(event.target);
          if (!closeDialog || inToast) return;
          event.preventDefault();
          closeDialog();
        }}
        className={styles.toast[tone]}
        data-adm="toast"
        data-tone={tone}
      >
        <Icon style={{ marginTop: 2 }} />
        <div className={styles.body}>
          <RadixToast.Title className={styles.title} data-adm-part="title">
            {current.title ?? copy.toast[tone]}
          </RadixToast.Title>
          {current.description ? (
            <RadixToast.Description className={styles.description} data-adm-part="description">
              {current.description}
            </RadixToast.Description>
          ) : null}
          {action ? (
            <RadixToast.Action altText={action.altText} asChild>
              <Button
                variant="secondary"
                size="sm"
                className={styles.action}
                data-adm-part="action"
                onClick={() => action.onClick()}
              >
                {action.label}
              </Button>
            </RadixToast.Action>
          ) : null}
        </div>
        <RadixToast.Close asChild>
          <Button variant="ghost" size="sm" data-adm-part="close">
            <CloseIcon />
            <VisuallyHidden>{copy.toast.close}</VisuallyHidden>
          </Button>
        </RadixToast.Close>
      </RadixToast.Root>
      <RadixToast.Viewport className={styles.viewport} />
    </RadixToast.Provider>
  );
}
