// The theme contract's custom property names, typed: `vars` gives the `var(--adm-…)` references a
// style reads, these give the names an app sets to rebrand (`--adm-color-primary`), checked by
// TypeScript instead of written by hand.
import type { CSSProperties } from 'react';
import { vars } from './vars.css';

/** `surfaceMuted` → `surface-muted`, comme le contrat nomme ses propriétés. */
type Kebab<S extends string> = S extends `${infer First}${infer Rest}`
  ? `${First extends Lowercase<First> ? First : `-${Lowercase<First>}`}${Kebab<Rest>}`
  : '';

type Names<T, Prefix extends string> = {
  readonly [K in keyof T & string]: T[K] extends string
    ? `--adm-${Prefix}${Kebab<K>}`
    : Names<T[K], `${Prefix}${Kebab<K>}-`>;
};

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];

/**
 * Les noms du contrat, rangés comme lui : `themeVariables.color.primary` vaut
 * `'--adm-color-primary'`.
 */
export type ThemeVariables = Names<typeof vars, ''>;

/**
 * Chaque propriété personnalisée du contrat du thème : `'--adm-color-primary' | '--adm-space-md' |
 * …`.
 */
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
 * Un `style` qui pose des variables du thème sur un élément et sur ce qu’il contient, avec des noms
 * vérifiés par rapport au contrat : `<div style={themeStyle({ '--adm-color-primary': '#1565c0'
 * })}>`.
 */
export function themeStyle(values: Partial<Record<ThemeVariable, string>>): CSSProperties {
  return values as CSSProperties;
}
