import { createThemeContract } from '@vanilla-extract/css';

/** The one theme contract: every colour, space and font a component may use. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    text: null,
    textMuted: null,
    border: null,
    borderStrong: null,
    focus: null,
    primary: null,
    primaryHover: null,
    onPrimary: null,
    success: null,
    successSurface: null,
    danger: null,
    dangerSurface: null,
    warning: null,
    warningSurface: null,
    info: null,
    infoSurface: null,
  },
  font: {
    body: null,
    mono: null,
  },
  fontSize: { sm: null, md: null, lg: null, xl: null, xxl: null },
  space: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  shadow: { card: null, overlay: null },
});
