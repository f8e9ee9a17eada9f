import { createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';
import {
  darkColors,
  darkShadows,
  fontSizes,
  fontStacks,
  lightColors,
  lightShadows,
  radii,
  spaces,
} from './tokens';

/** Stable class names: a theme scope on any element (`<html>`, or a wrapper inside another app). */
export const lightTheme = 'adm-theme-light';
export const darkTheme = 'adm-theme-dark';

const shared = {
  font: fontStacks,
  fontSize: fontSizes,
  space: spaces,
  radius: radii,
};

const light = {
  ...shared,
  color: { ...lightColors, hoverMix: '#000000' },
  shadow: lightShadows,
};

// The light theme is the default, on :root: a page without any theme class is still drawn right.
createGlobalTheme(':root', vars, light);
createGlobalTheme(`.${lightTheme}`, vars, light);
createGlobalTheme(`.${darkTheme}`, vars, {
  ...shared,
  color: { ...darkColors, hoverMix: '#ffffff' },
  shadow: darkShadows,
});

// A theme scope is a surface of its own: whatever is inside it (fields, dialogs portalled into it)
// gets the theme's background, text colour and font, without any rule on the host's <body>.
globalStyle(`.${lightTheme}, .${darkTheme}`, {
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
globalStyle(`.${lightTheme}`, { colorScheme: 'light' });
globalStyle(`.${darkTheme}`, { colorScheme: 'dark' });
