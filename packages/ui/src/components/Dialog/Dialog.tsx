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

/**
 * Télécharge le code de la boîte de dialogue avant sa première ouverture (par exemple dans les
 * tests, ou avant un clic probable).
 */
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
 * Garde l’état d’une boîte de dialogue (ouverte ou fermée, contrôlée ou non) ; ne dessine aucun
 * élément. Placez-y un `DialogTrigger` et un `DialogContent`. Jusqu’à la première ouverture, seul
 * le déclencheur est dessiné ; le code de la boîte de dialogue est alors chargé (en un instant si
 * le cache est chaud ; `preloadDialog()` le charge à l’avance).
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

/** Tout attribut d’un `<button>` (ou de l’enfant, avec `asChild`). */
export interface DialogTriggerProps extends ComponentPropsWithRef<'button'> {
  /**
   * Fait de l’enfant unique (par exemple un `Button`) le déclencheur au lieu de dessiner un
   * `<button>` : ses props sont fusionnées (classes réunies, gestionnaires appelés tous deux, ids
   * d’`aria-describedby` réunis).
   */
  asChild?: boolean | undefined;
}

/**
 * Ouvre la boîte de dialogue de son `DialogRoot` (et la referme, pour une boîte non modale) ;
 * l’indique aux technologies d’assistance (`aria-haspopup`, `aria-expanded`). S’il a ouvert la
 * boîte de dialogue, le focus lui revient à la fermeture. `data-adm-part="trigger"`.
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
 * La boîte de dialogue (le contenu du dialogue Radix, dessiné tant qu’il est ouvert) : `className`,
 * `ref` et tout autre attribut (`id`, `data-*`, `aria-*`, gestionnaires d’événements) y sont posés.
 * `aria-describedby` est joint à l’identifiant de la `DialogDescription`.
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
 * La boîte de dialogue elle-même (Radix) : retient le focus (modale), se ferme avec Échap, rend le
 * focus au déclencheur ; dessinée dans la portée de thème la plus proche. Au plus la hauteur de
 * l’écran : un `DialogBody` défile tandis que l’en-tête et le pied restent visibles (sur un écran
 * de moins de 30rem de haut, c’est toute la boîte qui défile). `data-adm="dialog"`,
 * `data-adm-part="content"`.
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

/** Tout attribut d’un `<div>`. */
export interface DialogHeaderProps extends ComponentPropsWithRef<'div'> {
  /** Le `DialogTitle` (et ce qui l’accompagne). */
  children?: ReactNode | undefined;
  /** Dessine le bouton de fermeture (×) au bout de la ligne (par défaut `true` ; jamais dans une `alertdialog`). */
  closeButton?: boolean | undefined;
  /** Le nom accessible du bouton de fermeture (par défaut « Fermer », `useUiCopy().common.close`). */
  closeLabel?: string | undefined;
}

/**
 * La ligne du haut de la boîte de dialogue : son titre, puis le bouton de fermeture (×).
 * `data-adm-part="header"`.
 */
export function DialogHeader(props: DialogHeaderProps) {
  return useDialogParts().header(props);
}

/** Tout attribut d’un `<h2>`. */
export type DialogTitleProps = ComponentPropsWithRef<'h2'>;

/** Le titre de la boîte de dialogue (`<h2>`) et son nom accessible. `data-adm-part="title"`. */
export function DialogTitle(props: DialogTitleProps) {
  return useDialogParts().title(props);
}

/** Tout attribut d’un `<p>`. */
export type DialogDescriptionProps = ComponentPropsWithRef<'p'>;

/**
 * Une ligne sous le titre, lue avec lui par les lecteurs d’écran (son identifiant rejoint
 * l’`aria-describedby` de la boîte de dialogue). Reste visible avec l’en-tête.
 * `data-adm-part="description"`.
 */
export function DialogDescription(props: DialogDescriptionProps) {
  return useDialogParts().description(props);
}

/** Tout attribut d’un `<div>`. */
export type DialogBodyProps = ComponentPropsWithRef<'div'>;

/**
 * Le contenu de la boîte de dialogue, entre l’en-tête et le pied : il défile quand la boîte est
 * plus haute que l’écran, et un élément qui y reçoit le focus est amené en vue, à distance des
 * bords (le pied est en dehors : il ne cache jamais le focus). `data-adm-part="body"`.
 */
export function DialogBody(props: DialogBodyProps) {
  return useDialogParts().body(props);
}

/** Tout attribut d’un `<div>`. */
export type DialogFooterProps = ComponentPropsWithRef<'div'>;

/**
 * Les actions de la boîte de dialogue, en fin d’une ligne qui passe à la ligne au besoin ; toujours
 * visibles sous le corps. `data-adm-part="footer"`.
 */
export function DialogFooter(props: DialogFooterProps) {
  return useDialogParts().footer(props);
}

/** Tout attribut d’un `<button>` (ou de l’enfant, quand c’est l’enfant qui est dessiné). */
export interface DialogCloseProps extends ComponentPropsWithRef<'button'> {
  /**
   * Fait de l’enfant unique (par exemple un `Button`) le bouton de fermeture au lieu de dessiner un
   * `<button>`. Par défaut `true` quand l’enfant unique est un élément, comme
   * `<DialogClose><Button>Annuler</Button></DialogClose>`.
   */
  asChild?: boolean | undefined;
}

/**
 * Ferme la boîte de dialogue de son `DialogRoot` (ou `Dialog`) au clic, sauf si un gestionnaire de
 * clic appelle `event.preventDefault()`. Avec un `Button`, en fait le bouton de fermeture ; avec du
 * texte, dessine un simple `<button>`. `data-adm-part="close"`.
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
 * L’élément racine est la boîte de dialogue (le contenu du dialogue Radix, dessiné tant qu’il est
 * ouvert) : `className`, `ref` et tout autre attribut (`id`, `data-*`, gestionnaires d’événements)
 * y sont posés.
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
 * Une boîte de dialogue modale (Radix) en un seul élément : retient le focus, le rend au
 * déclencheur, se ferme avec Échap. Construite à partir des parties (`DialogRoot`, `DialogTrigger`,
 * `DialogContent`, `DialogHeader`, `DialogTitle`, `DialogDescription`, `DialogBody`,
 * `DialogFooter`) : utilisez-les pour une autre disposition. Jusqu’à la première ouverture, seul le
 * déclencheur est dessiné ; son code est alors chargé.
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
