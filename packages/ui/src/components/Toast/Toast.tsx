import {
  Component,
  createContext,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import * as styles from './Toast.css';
import { lazyWithPreload } from '../../utils/lazyWithPreload';
import { useUiCopy } from '../../copy/UiCopyProvider';
import type { Tone } from '../../theme/tones';

// Radix Toast is downloaded with the first toast, not with every page that may show one.
const toastRegion = lazyWithPreload(() => import('./ToastRegion'));
const ToastRegion = toastRegion.Component;

/** Télécharge le code des toasts avant le premier toast. */
export const preloadToast = (): Promise<unknown> => toastRegion.preload();

/**
 * Le bouton d’un toast (`Toast.Action` de Radix) : il fait quelque chose, puis le toast se ferme.
 */
export interface ToastActionOptions {
  /** Le texte du bouton, court (« Annuler », « Réessayer »). */
  label: string;
  /** Ce que fait le bouton ; la notification se ferme ensuite. */
  onClick(): void;
  /**
   * Lu par les lecteurs d’écran à la place du bouton quand la notification est annoncée : comment
   * faire la même chose sans elle, qui peut avoir disparu avant qu’ils l’atteignent (« Réessayez
   * depuis la page Programmes »). L’action doit être possible ailleurs sur la page ; obligatoire,
   * non vide.
   */
  altText: string;
}

export interface ToastOptions {
  /** `success`, `error`, `warning` ou `info` (par défaut) : la couleur, l’icône, le titre par défaut. */
  tone?: Tone | undefined;
  /** Par défaut « Succès », « Erreur », « Avertissement » ou « Information » selon le ton. */
  title?: ReactNode | undefined;
  description?: ReactNode | undefined;
  /** Millisecondes avant qu’elle se ferme d’elle-même ; par défaut 5000 (docs/behaviour.md, « Constants and limits »). */
  duration?: number | undefined;
  /**
   * Un bouton sous la description (par exemple « Annuler ») ; la notification se ferme une fois
   * qu’il est cliqué. Il n’est pas dessiné si le code des notifications n’a pas pu être téléchargé
   * (le texte s’affiche quand même) : d’où `altText`.
   */
  action?: ToastActionOptions | undefined;
}

export interface ToastState extends ToastOptions {
  id: string;
  open: boolean;
}

export interface ToastApi {
  /** Affiche un toast, à la place de celui qui est à l’écran (un seul à la fois) ; rend son identifiant. */
  show: (options: ToastOptions) => string;
  /** Ferme le toast de cet identifiant, ou celui qui est affiché. */
  dismiss: (id?: string) => void;
}

const ToastContext = /* @__PURE__ */ createContext<ToastApi | null>(null);

const TOAST_DEFAULT_DURATION = 5000;

export interface ToastProviderProps {
  /** L’application, dont les composants appellent `useToast()`. */
  children: ReactNode;
  /** Combien de temps une notification reste affichée, en millisecondes (par défaut 5000). */
  duration?: number | undefined;
}

/**
 * À placer une fois, près de la racine ; les écrans appellent ensuite `useToast().show(...)`. Les
 * toasts sont annoncés (Radix).
 */
export function ToastProvider({ children, duration = TOAST_DEFAULT_DURATION }: ToastProviderProps) {
  const copy = useUiCopy();
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

  return (
    <ToastContext.Provider value={api}>
      {children}
      {current ? (
        <ToastFallback toast={current} defaultTitle={copy.toast[current.tone ?? 'info']}>
          <Suspense fallback={null}>
            <ToastRegion toast={current} duration={duration} onDismiss={dismiss} />
          </Suspense>
        </ToastFallback>
      ) : null}
    </ToastContext.Provider>
  );
}

/**
 * If the toast's code cannot be downloaded (the connection dropped), the message is still shown
 * and announced, as plain text in a status region.
 */
class ToastFallback extends Component<
  { toast: ToastState; defaultTitle: string; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    const { toast, defaultTitle, children } = this.props;
    if (!this.state.failed) return children;
    if (!toast.open) return null;
    return (
      <div role="status" className={styles.viewport}>
        <div className={styles.toast[toast.tone ?? 'info']}>
          <div className={styles.body}>
            <p className={styles.title}>{toast.title ?? defaultTitle}</p>
            {toast.description ? <p className={styles.description}>{toast.description}</p> : null}
          </div>
        </div>
      </div>
    );
  }
}

/** L’API des toasts du `ToastProvider` le plus proche. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
