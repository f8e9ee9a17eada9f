import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { blocksFr, type BlocksCopy, type BlocksCopyOverrides } from './blocks';

const UiCopyContext = createContext<BlocksCopy>(blocksFr);

export interface UiCopyProviderProps {
  /** Les mots à changer, par section (`{ toast: { close: 'Close' } }`) ; le reste reste en français. */
  copy: BlocksCopyOverrides;
  /** La partie de l’application dessinée avec ces mots. */
  children?: ReactNode | undefined;
}

function merge(base: BlocksCopy, overrides: BlocksCopyOverrides): BlocksCopy {
  const merged: Record<string, unknown> = { ...base };
  for (const [section, value] of Object.entries(overrides)) {
    if (value === undefined) continue;
    const current = merged[section];
    merged[section] =
      typeof value === 'function' || typeof current === 'function'
        ? value
        : {
            ...(current as object),
            ...Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)),
          };
  }
  return merged as BlocksCopy;
}

/**
 * Change les textes des blocs placés en dessous (boutons de fermeture, aides des champs, toasts,
 * en-tête, pied de page, bloc de l’assistance, avertissement de session…). En français par défaut ;
 * les fournisseurs s’imbriquent, le plus proche l’emporte. Les écrans gardent le français du cahier
 * des charges.
 */
export function UiCopyProvider({ copy, children }: UiCopyProviderProps) {
  const parent = useContext(UiCopyContext);
  const value = useMemo(() => merge(parent, copy), [parent, copy]);
  return <UiCopyContext.Provider value={value}>{children}</UiCopyContext.Provider>;
}

/**
 * Les textes des blocs en vigueur : ceux de l’`UiCopyProvider` le plus proche, par-dessus les
 * valeurs françaises par défaut.
 */
export function useUiCopy(): BlocksCopy {
  return useContext(UiCopyContext);
}
