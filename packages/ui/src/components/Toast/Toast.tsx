import * as RadixToast from '@radix-ui/react-toast';
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import * as styles from './Toast.css';
import { Button } from '../Button/Button';
import { CloseIcon, ErrorIcon, InfoIcon, SuccessIcon } from '../../icons';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import { fr } from '../../copy/fr';

export type ToastTone = 'success' | 'error' | 'info';

export interface ToastOptions {
  tone?: ToastTone;
  /** Defaults to "Succès", "Erreur" or "Information" after the tone. */
  title?: ReactNode;
  description?: ReactNode;
  /** Milliseconds before it closes itself; default 5000 (spec section 9). */
  duration?: number;
}

interface ToastState extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastApi {
  /** Shows a toast, replacing the one on screen if any (at most one is visible); returns its id. */
  show: (options: ToastOptions) => string;
  /** Closes the toast with that id, or the current one. */
  dismiss: (id?: string) => void;
}

const ToastContext = /* @__PURE__ */ createContext<ToastApi | null>(null);

export const TOAST_DEFAULT_DURATION = 5000;

const icons = { success: SuccessIcon, error: ErrorIcon, info: InfoIcon } as const;

export interface ToastProviderProps {
  children: ReactNode;
  duration?: number;
}

/** Put it once near the root; screens then call `useToast().show(...)`. Toasts are announced (Radix). */
export function ToastProvider({ children, duration = TOAST_DEFAULT_DURATION }: ToastProviderProps) {
  const [current, setCurrent] = useState<ToastState | null>(null);
  const counter = useRef(0);

  const show = useCallback((options: ToastOptions) => {
    counter.current += 1;
    const id = String(counter.current);
    setCurrent({ ...options, id, open: true });
    return id;
  }, []);

  const dismiss = useCallback((id?: string) => {
    setCurrent((toast) =>
      toast && (id === undefined || toast.id === id) ? { ...toast, open: false } : toast,
    );
  }, []);

  const api = useMemo(() => ({ show, dismiss }), [show, dismiss]);
  const tone = current?.tone ?? 'info';
  const Icon = icons[tone];

  return (
    <ToastContext.Provider value={api}>
      <RadixToast.Provider duration={duration} label={fr.toast.region} swipeDirection="right">
        {children}
        {current ? (
          // A new id remounts the toast, so a new one replaces the old instead of stacking.
          <RadixToast.Root
            key={current.id}
            open={current.open}
            onOpenChange={(open) => {
              if (!open) dismiss(current.id);
            }}
            duration={current.duration ?? duration}
            type={tone === 'error' ? 'foreground' : 'background'}
            className={styles.toast({ tone })}
          >
            <Icon style={{ marginTop: 2 }} />
            <div className={styles.body}>
              <RadixToast.Title className={styles.title}>{current.title ?? fr.toast[tone]}</RadixToast.Title>
              {current.description ? (
                <RadixToast.Description className={styles.description}>
                  {current.description}
                </RadixToast.Description>
              ) : null}
            </div>
            <RadixToast.Close asChild>
              <Button tone="ghost" size="sm">
                <CloseIcon />
                <VisuallyHidden>{fr.toast.close}</VisuallyHidden>
              </Button>
            </RadixToast.Close>
          </RadixToast.Root>
        ) : null}
        <RadixToast.Viewport className={styles.viewport} />
      </RadixToast.Provider>
    </ToastContext.Provider>
  );
}

/** The toast API of the nearest ToastProvider. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
