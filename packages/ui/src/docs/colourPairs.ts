// The colour pairs the components draw, read from their styles (components/*/*.css.ts,
// screens/*/*.css.ts): which colour is drawn on which, and what it carries. The Foundations page
// shows each pair's contrast in both themes, and a unit test holds every pair to WCAG AA.
import type { ThemeName } from '../theme/tokens';
import {
  contrastGrade,
  contrastRatio,
  mixSrgb,
  toHex,
  type ContrastGrade,
  type ContrastKind,
} from './contrast';
import { PRIMARY_HOVER_WEIGHT, themeValues } from './themeTokens';

type ColourToken = keyof (typeof themeValues)['light']['color'];

/** A colour token, or the primary button's hover shade (mixed from two tokens). */
export type PairColour = ColourToken | 'primaryHover';

export interface ColourPair {
  foreground: PairColour;
  background: PairColour;
  kind: ContrastKind;
  /** Where the components draw it, in French. */
  usage: string;
}

export const colourPairs: readonly ColourPair[] = [
  { foreground: 'text', background: 'background', kind: 'text', usage: 'Texte courant sur la page' },
  {
    foreground: 'text',
    background: 'surface',
    kind: 'text',
    usage: 'Texte des cartes, dialogues, champs, notifications et en-têtes',
  },
  {
    foreground: 'text',
    background: 'surfaceMuted',
    kind: 'text',
    usage: 'En-têtes de tableau, badge neutre, entrée courante du menu, survol des boutons secondaires',
  },
  {
    foreground: 'textMuted',
    background: 'surface',
    kind: 'text',
    usage: 'Aides des champs, pied de page, description des dialogues, onglets inactifs',
  },
  {
    foreground: 'textMuted',
    background: 'background',
    kind: 'text',
    usage: 'Texte secondaire sur la page (listes du personnel, aides des champs)',
  },
  {
    foreground: 'onPrimary',
    background: 'primary',
    kind: 'text',
    usage: 'Bouton principal, rang choisi',
  },
  {
    foreground: 'onPrimary',
    background: 'primaryHover',
    kind: 'text',
    usage: 'Bouton principal survolé',
  },
  { foreground: 'surface', background: 'danger', kind: 'text', usage: 'Bouton de suppression' },
  {
    foreground: 'danger',
    background: 'surface',
    kind: 'text',
    usage: 'Erreurs des champs, récapitulatif des erreurs, note insuffisante',
  },
  {
    foreground: 'danger',
    background: 'background',
    kind: 'text',
    usage: 'Erreur d’un champ posé sur la page',
  },
  { foreground: 'success', background: 'surface', kind: 'text', usage: 'Note suffisante' },
  { foreground: 'info', background: 'background', kind: 'text', usage: 'Lien sur la page' },
  { foreground: 'info', background: 'surface', kind: 'text', usage: 'Lien dans une carte' },
  {
    foreground: 'primary',
    background: 'surface',
    kind: 'large',
    usage: 'Score du tableau de bord (grand texte gras)',
  },
  { foreground: 'background', background: 'text', kind: 'text', usage: 'Infobulle' },
  {
    foreground: 'warning',
    background: 'warningSurface',
    kind: 'text',
    usage: 'Badge de statut jaune, icône d’alerte',
  },
  {
    foreground: 'info',
    background: 'infoSurface',
    kind: 'text',
    usage: 'Badge de statut bleu, icône d’information',
  },
  {
    foreground: 'success',
    background: 'successSurface',
    kind: 'text',
    usage: 'Badge de statut vert, icône de succès',
  },
  {
    foreground: 'danger',
    background: 'dangerSurface',
    kind: 'text',
    usage: 'Badge de statut rouge, icône d’erreur',
  },
  { foreground: 'text', background: 'infoSurface', kind: 'text', usage: 'Alerte d’information' },
  {
    foreground: 'text',
    background: 'successSurface',
    kind: 'text',
    usage: 'Alerte de succès, encadré du justificatif',
  },
  { foreground: 'text', background: 'warningSurface', kind: 'text', usage: 'Alerte d’avertissement' },
  { foreground: 'text', background: 'dangerSurface', kind: 'text', usage: 'Alerte d’erreur' },
  { foreground: 'focus', background: 'background', kind: 'ui', usage: 'Anneau de focus sur la page' },
  { foreground: 'focus', background: 'surface', kind: 'ui', usage: 'Anneau de focus dans une carte' },
  {
    foreground: 'borderStrong',
    background: 'surface',
    kind: 'ui',
    usage: 'Bordure des champs et des boutons secondaires',
  },
  {
    foreground: 'borderStrong',
    background: 'background',
    kind: 'ui',
    usage: 'Bordure d’un champ posé sur la page',
  },
  {
    foreground: 'primary',
    background: 'background',
    kind: 'ui',
    usage: 'Onglet actif, page courante de l’en-tête',
  },
  {
    foreground: 'primary',
    background: 'surfaceMuted',
    kind: 'ui',
    usage: 'Barre de progression, repère de l’entrée courante du menu',
  },
  {
    foreground: 'textMuted',
    background: 'surfaceMuted',
    kind: 'ui',
    usage: 'Icône du profil sans photo',
  },
];

/** `primaryHover` is Button.css.ts's `color-mix(in srgb, primary 80%, hoverMix)`. */
export function pairColour(theme: ThemeName, colour: PairColour): string {
  const colours = themeValues[theme].color;
  if (colour === 'primaryHover') return mixSrgb(colours.primary, colours.hoverMix, PRIMARY_HOVER_WEIGHT);
  return colours[colour];
}

export interface PairContrast extends ColourPair {
  /** `#rrggbb` */
  foregroundValue: string;
  backgroundValue: string;
  ratio: number;
  grade: ContrastGrade;
}

/** Every pair in `theme`, with its colours, ratio and grade. */
export function pairContrasts(theme: ThemeName): PairContrast[] {
  return colourPairs.map((pair) => {
    const foreground = pairColour(theme, pair.foreground);
    const background = pairColour(theme, pair.background);
    const ratio = contrastRatio(foreground, background);
    return {
      ...pair,
      foregroundValue: toHex(foreground),
      backgroundValue: toHex(background),
      ratio,
      grade: contrastGrade(ratio, pair.kind),
    };
  });
}

/** `4,48:1`, never rounded up (4.499 is not 4.5), with the French decimal comma. */
export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2).replace('.', ',')}:1`;
}
