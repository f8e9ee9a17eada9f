// Every custom property of the theme contract with its value in each theme, from the modules the
// stylesheet itself is built from: the names from the contract (theme/vars.css.ts, through
// theme/variables.ts), the values from theme/tokens.ts. The Foundations page shows them and offers
// them for download (JSON, CSS); nothing here is typed twice, so the files can never drift.
import { themeValues, type ThemeName } from '../theme/tokens';
import { themeVariables } from '../theme/variables';

/** The share of the primary colour in its hover shade (Button.css.ts: `color-mix(… 80%, …)`). */
export const PRIMARY_HOVER_WEIGHT = 0.8;

/** Each theme's values, in the contract's shape: the very object theme/themes.css.ts assigns. */
export { themeValues };

export interface ThemeToken {
  /** `color.primary` */
  token: string;
  /** `--adm-color-primary` */
  variable: string;
  value: string;
}

/** Every variable of the contract with its value in `theme`, in the contract's order. */
export function themeTokens(theme: ThemeName): ThemeToken[] {
  const values = themeValues[theme] as Record<string, Record<string, string>>;
  return Object.entries(themeVariables).flatMap(([group, names]) =>
    Object.entries(names as Record<string, string>).map(([key, variable]) => {
      const value = values[group]?.[key];
      if (value === undefined) throw new Error(`No ${theme} value for ${group}.${key}`);
      return { token: `${group}.${key}`, variable, value };
    }),
  );
}

/**
 * The selector each theme's variables are set on in the downloadable files: `:root` and the dark
 * theme's class (theme/themes.css.ts, which only a vanilla-extract build can load).
 */
export type ThemeSelectors = Record<ThemeName, string>;

const themeLabels: Record<ThemeName, string> = { light: 'clair', dark: 'sombre' };

/**
 * The tokens as JSON: for each theme, each group (`color`, `space`…) maps a token to its custom
 * property and its value, `{ "primary": { "variable": "--adm-color-primary", "value": "#0f6b3e" } }`.
 */
export function tokensJson(selectors: ThemeSelectors): string {
  const themes = Object.fromEntries(
    (['light', 'dark'] as const).map((theme) => {
      const groups: Record<string, Record<string, { variable: string; value: string }>> = {};
      for (const { token, variable, value } of themeTokens(theme)) {
        const [group, key] = token.split('.') as [string, string];
        (groups[group] ??= {})[key] = { variable, value };
      }
      return [theme, { selector: selectors[theme], ...groups }];
    }),
  );
  return `${JSON.stringify({ name: '@admission/ui', themes }, null, 2)}\n`;
}

/**
 * The tokens as a stylesheet: the light theme on `:root`, the dark theme on its class, the same
 * variables as the published stylesheet (`@admission/ui/styles.css`), which also sets the light
 * theme on its class and the system theme.
 */
export function tokensCss(selectors: ThemeSelectors): string {
  const block = (theme: ThemeName) =>
    [
      `/* Thème ${themeLabels[theme]} */`,
      `${selectors[theme]} {`,
      ...themeTokens(theme).map(({ variable, value }) => `  ${variable}: ${value};`),
      '}',
    ].join('\n');
  return `/* Jetons de conception d’Admission en ligne (@admission/ui) */\n${block('light')}\n\n${block('dark')}\n`;
}
