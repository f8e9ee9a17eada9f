import { createTheme } from '@vanilla-extract/css';
import { vars } from './vars.css';
import { darkColors, fontSizes, fontStacks, lightColors, radii, spaces } from './tokens';

const shared = {
  font: fontStacks,
  fontSize: fontSizes,
  space: spaces,
  radius: radii,
};

export const lightTheme = createTheme(vars, {
  ...shared,
  color: lightColors,
  shadow: { card: '0 1px 3px rgba(16, 32, 24, 0.12)', overlay: '0 10px 30px rgba(16, 32, 24, 0.25)' },
});

export const darkTheme = createTheme(vars, {
  ...shared,
  color: darkColors,
  shadow: { card: '0 1px 3px rgba(0, 0, 0, 0.5)', overlay: '0 10px 30px rgba(0, 0, 0, 0.6)' },
});
