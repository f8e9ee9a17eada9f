import type { spaces } from '../theme/tokens';

/**
 * Les largeurs d’écran où une valeur peut changer : `mobile` (toutes), `tablet` (à partir de 481 px,
 * au-delà des téléphones) et `desktop` (à partir de 768 px, où la barre latérale du personnel s’ouvre).
 */
export const breakpoints = { tablet: 481, desktop: 768 } as const;
export type Breakpoint = 'mobile' | keyof typeof breakpoints;

/** Une valeur, ou une valeur par largeur d’écran : `'md'` ou `{ mobile: 'sm', tablet: 'lg' }`. */
export type ResponsiveValue<T> = T | { readonly mobile?: T; readonly tablet?: T; readonly desktop?: T };

/** Un espacement du thème (`--adm-space-*`), ou `none`. */
export type Space = 'none' | keyof typeof spaces;

/** The classes of a responsive value: one per breakpoint given, from a table per breakpoint. */
export function responsiveClasses<T extends string>(
  value: ResponsiveValue<T> | undefined,
  classes: Readonly<Record<Breakpoint, Readonly<Record<T, string>>>>,
): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return classes.mobile[value];
  let names = '';
  for (const breakpoint of ['mobile', 'tablet', 'desktop'] as const) {
    const one = value[breakpoint];
    if (one !== undefined) names += (names ? ' ' : '') + classes[breakpoint][one];
  }
  return names || undefined;
}
