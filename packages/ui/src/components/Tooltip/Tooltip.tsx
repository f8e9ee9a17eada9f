import * as RadixTooltip from '@radix-ui/react-tooltip';
import { createContext, useContext, type ComponentPropsWithRef, type ReactNode, type Ref } from 'react';
import * as styles from './Tooltip.css';
import { usePortalContainer } from '../ThemeProvider/ThemeProvider';
import { cx } from '../../utils/cx';

// Parts as named exports (TooltipRoot, TooltipTrigger, TooltipContent) rather than a
// `Tooltip.Root` namespace: a bundler drops each unused one, and `Tooltip` stays the simple form.

/** docs/behaviour.md, « Constants and limits »: open delay 700 ms, skip delay 300 ms (the defaults). */
const TOOLTIP_DELAY = 700;
const TOOLTIP_SKIP_DELAY = 300;

interface TooltipDelays {
  delayDuration: number;
  skipDelayDuration: number;
}

/** The delays of the nearest TooltipProvider (null: none above). */
const ProviderDelays = /* @__PURE__ */ createContext<TooltipDelays | null>(null);

export interface TooltipProviderProps {
  /** La partie de l’application dont les infobulles partagent ces délais. */
  children: ReactNode;
  /** Les millisecondes entre l’arrivée du pointeur sur le déclencheur et l’ouverture (par défaut 700). */
  delayDuration?: number | undefined;
  /**
   * Millisecondes après la fermeture d’une infobulle pendant lesquelles la suivante s’ouvre tout de
   * suite, sans le délai (par défaut 300 ; 0 le désactive).
   */
  skipDelayDuration?: number | undefined;
}

/**
 * Partage les délais entre les infobulles (passer d’un déclencheur au suivant saute le délai) ; à
 * placer près de la racine. Une infobulle sans fournisseur apporte le sien, avec les délais par
 * défaut.
 */
export function TooltipProvider({
  children,
  delayDuration = TOOLTIP_DELAY,
  skipDelayDuration = TOOLTIP_SKIP_DELAY,
}: TooltipProviderProps) {
  return (
    <ProviderDelays.Provider value={{ delayDuration, skipDelayDuration }}>
      <RadixTooltip.Provider delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
        {children}
      </RadixTooltip.Provider>
    </ProviderDelays.Provider>
  );
}

export interface TooltipRootProps {
  /** Un `TooltipTrigger` et un `TooltipContent`. */
  children?: ReactNode | undefined;
  /** Contrôlée : l’infobulle est affichée ou non. */
  open?: boolean | undefined;
  /** Non contrôlé : si elle est affichée au départ. */
  defaultOpen?: boolean | undefined;
  /** Appelée quand elle s’ouvre ou se ferme. */
  onOpenChange?: ((open: boolean) => void) | undefined;
  /** Le délai d’ouverture de cette infobulle, en millisecondes (par défaut : celui de son fournisseur, 700). */
  delayDuration?: number | undefined;
  /**
   * Le délai de saut de cette infobulle, en millisecondes. Ce délai appartient à un fournisseur (les
   * infobulles qu’il contient sautent leur délai l’une après l’autre) : donné ici, l’infobulle
   * reçoit son propre fournisseur avec lui, et ne saute son délai que lorsqu’elle se rouvre.
   */
  skipDelayDuration?: number | undefined;
}

/**
 * L’état d’une infobulle (Radix) ; ne dessine aucun élément. Placez-y un `TooltipTrigger` et un
 * `TooltipContent`. Hors de tout `TooltipProvider` (ou avec son propre `skipDelayDuration`), il en
 * apporte un.
 */
export function TooltipRoot({ children, delayDuration, skipDelayDuration, ...rest }: TooltipRootProps) {
  const provider = useContext(ProviderDelays);
  const root = (
    <RadixTooltip.Root {...rest} delayDuration={delayDuration}>
      {children}
    </RadixTooltip.Root>
  );
  if (provider && skipDelayDuration === undefined) return root;
  return (
    <TooltipProvider
      delayDuration={delayDuration ?? provider?.delayDuration}
      skipDelayDuration={skipDelayDuration ?? provider?.skipDelayDuration}
    >
      {root}
    </TooltipProvider>
  );
}

/** Tout attribut d’un `<button>` (ou de l’enfant, avec `asChild`). */
export interface TooltipTriggerProps extends ComponentPropsWithRef<'button'> {
  /**
   * Fait de l’enfant unique (un élément qui peut recevoir le focus) le déclencheur au lieu de
   * dessiner un `<button>` : ses props sont fusionnées (classes réunies, gestionnaires appelés tous
   * deux, ids d’`aria-describedby` réunis).
   */
  asChild?: boolean | undefined;
}

/**
 * Ce que l’infobulle explique : elle s’ouvre au survol (après le délai) et au focus clavier, et est
 * lue comme sa description (son identifiant rejoint l’`aria-describedby` du déclencheur tant
 * qu’elle est ouverte). Le nom accessible du déclencheur ne doit pas dépendre de l’infobulle.
 * `data-adm-part="trigger"`.
 */
export function TooltipTrigger(props: TooltipTriggerProps) {
  return <RadixTooltip.Trigger data-adm-part="trigger" {...props} />;
}

/**
 * L’élément racine est la bulle de l’infobulle (dessinée tant qu’elle est ouverte) : `className`,
 * `ref` et tout autre attribut (`id`, `data-*`) y sont posés.
 */
export interface TooltipContentProps extends ComponentPropsWithRef<'div'> {
  /** Le côté du déclencheur où elle s’ouvre (par défaut en haut, de l’autre côté faute de place). */
  side?: 'top' | 'right' | 'bottom' | 'left' | undefined;
  /** Son alignement le long de ce côté (par défaut `center`). */
  align?: 'start' | 'center' | 'end' | undefined;
  /** Les pixels entre le déclencheur et la bulle (par défaut 6). */
  sideOffset?: number | undefined;
  /** Ce qu’elle dit, quand la bulle contient plus qu’un texte (un raccourci dessiné en touches, par exemple). */
  'aria-label'?: string | undefined;
}

/**
 * La bulle de l’infobulle, avec sa flèche ; dessinée dans la portée de thème la plus proche.
 * `data-adm="tooltip"`, `data-adm-part="content"`.
 */
export function TooltipContent({
  side = 'top',
  sideOffset = 6,
  className,
  children,
  ...rest
}: TooltipContentProps) {
  // Inside a ThemeProvider scope, the tooltip is drawn in it (its theme, its brand colour).
  const container = usePortalContainer();
  return (
    <RadixTooltip.Portal container={container}>
      <RadixTooltip.Content
        data-adm="tooltip"
        data-adm-part="content"
        {...rest}
        side={side}
        sideOffset={sideOffset}
        className={cx(styles.content, className)}
      >
        {children}
        <RadixTooltip.Arrow className={styles.arrow} />
      </RadixTooltip.Content>
    </RadixTooltip.Portal>
  );
}

/**
 * L’élément racine est la bulle de l’infobulle (dessinée tant qu’elle est ouverte) : `className`,
 * `ref` et tout autre attribut (`id`, `data-*`) y sont posés. Le déclencheur est l’enfant que vous
 * passez, avec ses propres props.
 */
export interface TooltipProps extends Omit<ComponentPropsWithRef<'div'>, 'content' | 'children'> {
  /** Ce que dit l’infobulle. */
  content: ReactNode;
  /** Un élément qui prend le focus (enveloppé avec `asChild`). Son nom accessible ne doit pas dépendre de l’infobulle. */
  children: ReactNode;
  /** De quel côté de son déclencheur elle s’ouvre (par défaut top). */
  side?: 'top' | 'right' | 'bottom' | 'left' | undefined;
  /** Le délai d’ouverture de cette infobulle, en millisecondes (par défaut : celui de son fournisseur, 700). */
  delayDuration?: number | undefined;
  /** Le délai de saut de cette infobulle, en millisecondes (par défaut celui de son fournisseur, 300) ; voir `TooltipRoot`. */
  skipDelayDuration?: number | undefined;
  /** Classes supplémentaires sur la bulle de l’infobulle. */
  className?: string | undefined;
  /** La bulle de l’infobulle, tant qu’elle est ouverte (`ref` est une prop ordinaire en React 19). */
  ref?: Ref<HTMLDivElement> | undefined;
}

/**
 * Une infobulle (Radix) affichée au survol et au focus clavier, après les délais du fournisseur
 * (700 ms, et 300 ms pour passer d’une infobulle à l’autre, par défaut). Construite à partir de
 * `TooltipRoot`, `TooltipTrigger` et `TooltipContent`.
 */
export function Tooltip({ content, children, delayDuration, skipDelayDuration, ...rest }: TooltipProps) {
  return (
    <TooltipRoot delayDuration={delayDuration} skipDelayDuration={skipDelayDuration}>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent {...rest}>{content}</TooltipContent>
    </TooltipRoot>
  );
}
