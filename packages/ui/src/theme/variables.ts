// The theme contract's custom property names, typed: `vars` gives the `var(--adm-…)` references a
// style reads, these give the names an app sets to rebrand (`--adm-color-primary`), checked by
// TypeScript instead of written by hand.
import type { CSSProperties } from 'react';
import { vars } from './vars.css';

/** `surfaceMuted` → `surface-muted`, as the contract names its properties. */
type Kebab<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${Kebab<Rest>}`
  : '';

type Names<T, Prefix extends string> = {
  readonly [K in keyof T & string]: T[K] extends string
    ? `--adm-${Prefix}${Kebab<K>}`
    : Names<T[K], `${Prefix}${Kebab<K>}-`>;
};

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/** The contract's names in its shape: `themeVariables.color.primary` is `'--adm-color-primary'`. */
export type ThemeVariables = Names<typeof vars, ''>;

/** Every custom property of the theme contract: `'--adm-color-primary' | '--adm-space-md' | …`. */
export type ThemeVariable = Leaves<ThemeVariables>;

function namesOf(tree: object): object {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]: [string, unknown]) => [
      key,
      // `var(--adm-color-primary)` → `--adm-color-primary`
      typeof value === 'string' ? value.slice('var('.length, -1) : namesOf(value as object),
    ]),
  );
}

export const themeVariables = /* @__PURE__ */ namesOf(vars) as ThemeVariables;

/**
 * A `style` that sets theme variables on an element and what it contains, with the names checked
 * against the contract: `<div style={themeStyle({ '--adm-color-primary': '#1565c0' })}>`.
 */
export function themeStyle(values: Partial<Record<ThemeVariable, string>>): CSSProperties {
  return values as CSSProperties;
}
