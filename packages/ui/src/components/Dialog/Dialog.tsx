import {
  Component,
  createContext,
  isValidElement,
  Suspense,
  useContext,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type MouseEvent,
  type ReactNode,
  type Ref,
  type RefObject,
} from 'react';
import { Slot } from '../../utils/Slot';
import { useComposedRefs } from '@radix-ui/react-compose-refs';
import { lazyWithPreload } from '../../utils/lazyWithPreload';

// The dialog comes as parts (DialogRoot, DialogTrigger, DialogContent, DialogHeader, DialogTitle,
// DialogDescription, DialogBody, DialogFooter, DialogClose), named exports rather than a
// `Dialog.Root` namespace: a namespace is an object holding every part, so a bundler keeps them
// all as soon as one is used, and `Dialog` is already the simple dialog, a function whose
// properties would be assignments a bundler cannot drop. Named parts are dropped one by one when
// unused, and import from a server component (each is a client reference of its own).
//
// Radix Dialog (focus trap, dismissable layer, portal) and the dialog's styles are downloaded when
// a dialog first opens, not with every page that has one: most visits never open it. What renders
// inside the dialog (title, description, header, body, footer) is drawn by that downloaded module
// (./DialogContent.tsx, a chunk named after it); the parts exported here hand over to it.
const dialogLayer = lazyWithPreload(() => import('./DialogContent'));
const DialogLayer = dialogLayer.Component;

/** Downloads the dialog's code ahead of its first opening (e.g. in tests, or on a likely click). */
export const preloadDialog = (): Promise<unknown> => dialogLayer.preload();

interface DialogRootState {
  open: boolean;
  /** Si le dialogue a déjà été ouvert : son code est chargé depuis. */
  needed: boolean;
  /** Ouvre ou ferme le dialogue ; `opener` : le déclencheur qui l’ouvre, qui reprend le focus à la fermeture. */
  change: (open: boolean, opener?: HTMLElement) => void;
  /** L’élément du `DialogTrigger` : un clic dessus n’est pas un clic à l’extérieur d’un dialogue non modal. */
  triggerRef: RefObject<HTMLElement | null>;
  /** Le déclencheur qui a ouvert le dialogue, s’il y en a un. */
  openerRef: RefObject<HTMLElement | null>;
}

const DialogRootContext = /* @__PURE__ */ createContext<DialogRootState | null>(null);

// Short messages: this module is on the first pages of apps that have a dialog.
function useDialogRoot(): DialogRootState {
  const root = useContext(DialogRootContext);
  if (!root) throw new Error('Dialog parts go inside <DialogRoot>');
  return root;
}

/**
 * The parts drawn inside the dialog, handed down by the loaded module: each draws its own
 * component (declared there, once) with the props given.
 */
export interface DialogParts {
  header: (props: DialogHeaderProps) => ReactNode;
  title: (props: DialogTitleProps) => ReactNode;
  description: (props: DialogDescriptionProps) => ReactNode;
  body: (props: DialogBodyProps) => ReactNode;
  footer: (props: DialogFooterProps) => ReactNode;
}

export const DialogPartsContext = /* @__PURE__ */ createContext<DialogParts | null>(null);

function useDialogParts(): DialogParts {
  const parts = useContext(DialogPartsContext);
  if (!parts) throw new Error('Dialog parts go inside <DialogContent>');
  return parts;
}

export interface DialogRootProps {
  /** Contrôlé : si le dialogue est ouvert. */
  open?: boolean | undefined;
  /** Non contrôlé : s’il est ouvert au départ. */
  defaultOpen?: boolean | undefined;
  /** Appelée quand elle s’ouvre ou se ferme (déclencheur, bouton de fermeture, Échap, clic à l’extérieur). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Le déclencheur et le contenu (`DialogTrigger`, `DialogContent`), n’importe où en dessous. */
  children?: ReactNode | undefined;
}

/**
 * Holds a dialog's state (open or closed, controlled or not); draws no element. Put a
 * `DialogTrigger` and a `DialogContent` inside. Until the dialog first opens, only the trigger is
 * drawn; the dialog's code is then loaded (in an instant on a warm cache; `preloadDialog()` fetches
 * it ahead).
 */
export function DialogRoot({ open, defaultOpen, onOpenChange, children }: DialogRootProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen ?? false);
  const controlled = open !== undefined;
  const isOpen = controlled ? open : ownOpen;
  const [needed, setNeeded] = useState(isOpen);
  if (isOpen && !needed) setNeeded(true);
  const triggerRef = useRef<HTMLElement | null>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const change = (next: boolean, opener?: HTMLElement) => {
    if (opener) openerRef.current = opener;
    if (!controlled) setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <DialogRootContext.Provider value={{ open: isOpen, needed, change, triggerRef, openerRef }}>
      {children}
    </DialogRootContext.Provider>
  );
}

/** Any attribute of a `<button>` (or of the child, with `asChild`). */
export interface DialogTriggerProps extends ComponentPropsWithRef<'button'> {
  /**
   * Fait de l’enfant unique (par exemple un `Button`) le déclencheur au lieu de dessiner un
   * `<button>` : ses props sont fusionnées (classes réunies, gestionnaires appelés tous deux, ids
   * d’`aria-describedby` réunis).
   */
  asChild?: boolean | undefined;
}

/**
 * Opens the dialog of its `DialogRoot` (and closes it again, for a non-modal dialog); says so to
 * assistive technology (`aria-haspopup`, `aria-expanded`). When it opened the dialog, the focus
 * comes back to it on closing.
 * `data-adm-part="trigger"`.
 */
export function DialogTrigger({ asChild = false, onClick, ref, ...rest }: DialogTriggerProps) {
  const root = useDialogRoot();
  // With `asChild` the element may be another than a button: the root only focuses it.
  const composedRef = useComposedRefs(ref, root.triggerRef as RefObject<HTMLButtonElement | null>);
  const Element = asChild ? Slot : 'button';
  return (
    <Element
      {...(asChild ? {} : { type: 'button' as const })}
      aria-haspopup="dialog"
      aria-expanded={root.open}
      data-state={root.open ? 'open' : 'closed'}
      data-adm-part="trigger"
      {...rest}
      ref={composedRef}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) root.change(!root.open, event.currentTarget);
      }}
    />
  );
}

export type DialogSize = 'sm' | 'md' | 'lg';

/**
 * The dialog's box (the Radix dialog content, drawn while it is open): `className`, `ref` and any
 * other attribute (`id`, `data-*`, `aria-*`, handlers) go on it. `aria-describedby` is joined with
 * the `DialogDescription`'s id.
 */
export interface DialogContentProps extends Omit<ComponentPropsWithRef<'div'>, 'role'> {
  /** Largeur : `sm` 28rem, `md` 40rem (par défaut), `lg` 56rem ; jamais plus large que l’écran. */
  size?: DialogSize | undefined;
  /**
   * Modale (par défaut `true`) : la page derrière est inerte et ne défile pas, le focus reste dedans.
   * `false` : la page reste utilisable, un clic à l’extérieur ferme le dialogue, sans fond.
   */
  modal?: boolean | undefined;
  /**
   * `alertdialog` pour une question urgente qui attend une réponse (par exemple la session va
   * expirer) : ni bouton de fermeture ni fermeture par un clic à l’extérieur ; Échap appelle
   * toujours `onOpenChange(false)`. Donnez-lui un pied : son premier bouton prend le focus à l’ouverture.
   */
  role?: 'dialog' | 'alertdialog' | undefined;
  /** Appelée à l’ouverture, avant que le focus y entre ; `preventDefault()` le laisse où il est. */
  onOpenAutoFocus?: ((event: Event) => void) | undefined;
  /**
   * Appelée quand le contenu du dialogue disparaît (fermé, ou tout son arbre démonté), avant que le
   * focus revienne au déclencheur. `event.preventDefault()` l’empêche de bouger : un dialogue ouvert
   * sans déclencheur peut ainsi donner le focus à ce qui l’a ouvert.
   */
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
  /** Appelée sur Échap ; `preventDefault()` garde la boîte ouverte. */
  onEscapeKeyDown?: ((event: KeyboardEvent) => void) | undefined;
  /** Les parties : `DialogHeader` (avec `DialogTitle`), `DialogDescription`, `DialogBody`, `DialogFooter`. */
  children?: ReactNode | undefined;
}

/**
 * The dialog itself (Radix): traps the focus (modal), closes on Escape, returns the focus to the
 * trigger; drawn in the nearest theme scope. At most the screen's height: a `DialogBody` scrolls
 * while the header and the footer stay in view (on screens under 30rem high, the whole dialog
 * scrolls instead). `data-adm="dialog"`, `data-adm-part="content"`.
 */
export function DialogContent(props: DialogContentProps) {
  const root = useDialogRoot();
  if (!root.needed) return null;
  return (
    <DialogLoadFailure>
      <Suspense fallback={null}>
        <DialogLayer
          {...props}
          open={root.open}
          onOpenChange={root.change}
          triggerRef={root.triggerRef}
          openerRef={root.openerRef}
        />
      </Suspense>
    </DialogLoadFailure>
  );
}

/** Any attribute of a `<div>`. */
export interface DialogHeaderProps extends ComponentPropsWithRef<'div'> {
  /** Le `DialogTitle` (et ce qui l’accompagne). */
  children?: ReactNode | undefined;
  /** Dessine le bouton de fermeture (×) au bout de la ligne (par défaut `true` ; jamais dans une `alertdialog`). */
  closeButton?: boolean | undefined;
  /** Le nom accessible du bouton de fermeture (par défaut « Fermer », `useUiCopy().common.close`). */
  closeLabel?: string | undefined;
}

/** The dialog's top row: its title, then the close button (×). `data-adm-part="header"`. */
export function DialogHeader(props: DialogHeaderProps) {
  return useDialogParts().header(props);
}

/** Any attribute of an `<h2>`. */
export type DialogTitleProps = ComponentPropsWithRef<'h2'>;

/** The dialog's heading (`<h2>`) and accessible name. `data-adm-part="title"`. */
export function DialogTitle(props: DialogTitleProps) {
  return useDialogParts().title(props);
}

/** Any attribute of a `<p>`. */
export type DialogDescriptionProps = ComponentPropsWithRef<'p'>;

/**
 * A line under the title, read with it by screen readers (its id joins the dialog's
 * `aria-describedby`). Stays in view with the header. `data-adm-part="description"`.
 */
export function DialogDescription(props: DialogDescriptionProps) {
  return useDialogParts().description(props);
}

/** Any attribute of a `<div>`. */
export type DialogBodyProps = ComponentPropsWithRef<'div'>;

/**
 * The dialog's content, between the header and the footer: it scrolls when the dialog is taller
 * than the screen, and a focused element inside is scrolled into view clear of its edges (the
 * footer is outside it, so it never covers the focus). `data-adm-part="body"`.
 */
export function DialogBody(props: DialogBodyProps) {
  return useDialogParts().body(props);
}

/** Any attribute of a `<div>`. */
export type DialogFooterProps = ComponentPropsWithRef<'div'>;

/**
 * The dialog's actions, at the end of a row that wraps; always in view below the body.
 * `data-adm-part="footer"`.
 */
export function DialogFooter(props: DialogFooterProps) {
  return useDialogParts().footer(props);
}

/** Any attribute of a `<button>` (or of the child, when it draws the child). */
export interface DialogCloseProps extends ComponentPropsWithRef<'button'> {
  /**
   * Fait de l’enfant unique (par exemple un `Button`) le bouton de fermeture au lieu de dessiner un
   * `<button>`. Par défaut `true` quand l’enfant unique est un élément, comme
   * `<DialogClose><Button>Annuler</Button></DialogClose>`.
   */
  asChild?: boolean | undefined;
}

/**
 * Closes the dialog of its `DialogRoot` (or `Dialog`) when clicked, unless a click handler calls
 * `event.preventDefault()`. Given a `Button`, makes it the close button; given text, draws a plain
 * `<button>`. `data-adm-part="close"`.
 */
export function DialogClose({ asChild, children, onClick, ...rest }: DialogCloseProps) {
  const root = useContext(DialogRootContext);
  const Element = (asChild ?? isValidElement(children)) ? Slot : 'button';
  return (
    <Element
      {...(Element === 'button' ? { type: 'button' as const } : {})}
      data-adm-part="close"
      {...rest}
      onClick={(event: MouseEvent<HTMLButtonElement>) => {
        onClick?.(event);
        if (!event.defaultPrevented) root?.change(false);
      }}
    >
      {children}
    </Element>
  );
}

/**
 * The root element is the dialog's box (the Radix dialog content, drawn while it is open):
 * `className`, `ref` and any other attribute (`id`, `data-*`, handlers) go on it.
 */
export interface DialogProps extends Omit<DialogContentProps, 'title' | 'children'> {
  /** Contrôlé : si le dialogue est ouvert. */
  open?: boolean | undefined;
  /** Non contrôlé : s’il est ouvert au départ. */
  defaultOpen?: boolean | undefined;
  /** Appelée quand il s’ouvre ou se ferme (bouton Fermer, Échap, un clic à l’extérieur). */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Le titre du dialogue et son nom accessible. */
  title: ReactNode;
  /** Une ligne sous le titre, lue avec lui par les lecteurs d’écran. */
  description?: ReactNode | undefined;
  /** Un élément qui ouvre le dialogue (enveloppé avec `asChild` de Radix : passez un bouton). */
  trigger?: ReactNode | undefined;
  /** Le contenu du dialogue (il défile quand le dialogue est plus haut que l’écran). */
  children?: ReactNode | undefined;
  /** Les boutons du bas, toujours visibles. */
  footer?: ReactNode | undefined;
  /** Nom accessible du bouton de fermeture (par défaut « Fermer »). */
  closeLabel?: string | undefined;
  /** Classes supplémentaires sur la boîte du dialogue. */
  className?: string | undefined;
  /** La boîte du dialogue, tant qu’il est ouvert (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * A modal dialog (Radix) in one element: traps focus, returns it to the trigger, closes on Escape.
 * Built from the parts (`DialogRoot`, `DialogTrigger`, `DialogContent`, `DialogHeader`,
 * `DialogTitle`, `DialogDescription`, `DialogBody`, `DialogFooter`): use them for another layout.
 * Until it first opens, only the trigger is drawn; its code is then loaded.
 */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  closeLabel,
  ...content
}: DialogProps) {
  return (
    <DialogRoot open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {isValidElement(trigger) ? <DialogTrigger asChild>{trigger}</DialogTrigger> : trigger}
      <DialogContent {...content}>
        <DialogHeader closeLabel={closeLabel}>
          <DialogTitle>{title}</DialogTitle>
        </DialogHeader>
        {description ? <DialogDescription>{description}</DialogDescription> : null}
        {children === undefined || children === null || children === false ? null : (
          <DialogBody>{children}</DialogBody>
        )}
        {footer ? <DialogFooter>{footer}</DialogFooter> : null}
      </DialogContent>
    </DialogRoot>
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
