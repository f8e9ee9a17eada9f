import { createGlobalThemeContract } from '@vanilla-extract/css';

/** `surfaceMuted` → `surface-muted`: the custom properties read like CSS. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The one theme contract: every colour, space and font a component may use, as stable custom
 * properties named `--adm-<group>-<name>` (`--adm-color-primary`, `--adm-space-md`, ...). They are
 * the package's public theming API: an app rebrands by setting `--adm-color-primary`.
 */
export const vars = createGlobalThemeContract(
  {
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
      /** What the primary colour is mixed with on hover: darker in the light theme, lighter in the dark. */
      hoverMix: null,
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
  },
  (_value, path) => `adm-${path.map(kebab).join('-')}`,
);
