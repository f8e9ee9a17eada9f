import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { themeValues } from './tokens';

/**
 * Noms de classe stables : une portée de thème sur n’importe quel élément (`<html>`, ou un élément
 * englobant dans une autre application).
 */
export const lightTheme = 'adm-theme-light';
export const darkTheme = 'adm-theme-dark';
/**
 * Clair ou sombre selon `prefers-color-scheme` du système, en CSS seulement (juste dès le premier
 * affichage).
 */
export const systemTheme = 'adm-theme-system';

const { light, dark } = themeValues;

// The light theme is the default, on :root: a page without any theme class is still drawn right.
// One rule for the three (the system scope is light until its media query below says dark).
createGlobalTheme(`:root, .${lightTheme}, .${systemTheme}`, vars, light);
createGlobalTheme(`.${darkTheme}`, vars, dark);
globalStyle(`.${systemTheme}`, {
  '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars, dark) } },
});

// A theme scope is a surface of its own: whatever is inside it (fields, dialogs portalled into it)
// gets the theme's background, text colour and font, without any rule on the host's <body>.
globalStyle(`.${lightTheme}, .${darkTheme}, .${systemTheme}`, {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
globalStyle(`.${systemTheme}`, { colorScheme: 'light dark' });
