// Typed design tokens. System fonts only: no web font is ever downloaded.
export const fontStacks = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSizes = {
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.375rem',
  xxl: '1.75rem',
} as const;
export const spaces = {
  xs: '0.25rem',
  sm: '0.5rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
} as const;
export const radii = { sm: '4px', md: '8px', lg: '12px', full: '9999px' } as const;

// Colour pairs are chosen for WCAG AA contrast (4.5:1 for text) in both themes.
export const lightColors = {
  background: '#f5f7f6',
  surface: '#ffffff',
  surfaceMuted: '#eef2f0',
  text: '#16201b',
  textMuted: '#4a5650',
  border: '#c5cfca',
  // Borders of form controls: 3:1 at least against surface, background and surfaceMuted (WCAG 1.4.11).
  borderStrong: '#76827c',
  focus: '#0b5cad',
  primary: '#0f6b3e',
  onPrimary: '#ffffff',
  success: '#0f6b3e',
  successSurface: '#e3f3ea',
  danger: '#b3261e',
  dangerSurface: '#fbe9e7',
  warning: '#7a5200',
  warningSurface: '#fff4d6',
  info: '#0b5cad',
  infoSurface: '#e6f0fb',
} as const;

export const darkColors = {
  background: '#0f1412',
  surface: '#18201c',
  surfaceMuted: '#202a25',
  text: '#eef3f0',
  textMuted: '#b4c0ba',
  border: '#3b4842',
  borderStrong: '#74817b',
  focus: '#8cc4ff',
  primary: '#6fd39d',
  onPrimary: '#062414',
  success: '#6fd39d',
  successSurface: '#12301f',
  danger: '#ff9d94',
  dangerSurface: '#3a1512',
  warning: '#f5c96b',
  warningSurface: '#33280c',
  info: '#8cc4ff',
  infoSurface: '#10263d',
} as const;

export const lightShadows = {
  card: '0 1px 3px rgba(16, 32, 24, 0.12)',
  overlay: '0 10px 30px rgba(16, 32, 24, 0.25)',
} as const;

export const darkShadows = {
  card: '0 1px 3px rgba(0, 0, 0, 0.5)',
  overlay: '0 10px 30px rgba(0, 0, 0, 0.6)',
} as const;

export type ThemeName = 'light' | 'dark';

/**
 * Each theme's values in the shape of the theme contract (theme/vars.css.ts): what
 * theme/themes.css.ts assigns, and what the Foundations page shows and offers for download.
 * `hoverMix` is what the primary colour is mixed with on hover (`--adm-color-hover-mix`).
 */
export const themeValues = {
  light: {
    font: fontStacks,
    fontSize: fontSizes,
    space: spaces,
    radius: radii,
    color: { ...lightColors, hoverMix: '#000000' },
    shadow: lightShadows,
  },
  dark: {
    font: fontStacks,
    fontSize: fontSizes,
    space: spaces,
    radius: radii,
    color: { ...darkColors, hoverMix: '#ffffff' },
    shadow: darkShadows,
  },
} satisfies Record<ThemeName, Record<string, Record<string, string>>>;
