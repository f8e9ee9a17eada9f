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
 * Changes the words of the building blocks below it (close buttons, field helpers, toasts, the
 * header, the footer, the support block, the session warning...). French by default; providers
 * nest, the nearest wins. The screens keep the spec's French.
 */
export function UiCopyProvider({ copy, children }: UiCopyProviderProps) {
  const parent = useContext(UiCopyContext);
  const value = useMemo(() => merge(parent, copy), [parent, copy]);
  return <UiCopyContext.Provider value={value}>{children}</UiCopyContext.Provider>;
}

/** The building blocks' words in force: the nearest UiCopyProvider's over the French defaults. */
export function useUiCopy(): BlocksCopy {
  return useContext(UiCopyContext);
}
