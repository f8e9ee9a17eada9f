import { createGlobalThemeContract } from '@vanilla-extract/css';

/** `surfaceMuted` → `surface-muted`: the custom properties read like CSS. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * Le contrat unique du thème : chaque couleur, espacement et police qu’un composant peut utiliser,
 * sous forme de propriétés personnalisées stables nommées `--adm-<groupe>-<nom>`
 * (`--adm-color-primary`, `--adm-space-md`…). C’est l’API publique de thème du paquet : une
 * application change de marque en posant `--adm-color-primary`.
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
