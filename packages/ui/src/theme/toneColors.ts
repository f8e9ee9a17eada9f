import { vars } from './vars.css';
import type { Tone } from './tones';

/**
 * Each tone's colours in the theme contract, read by the blocks' styles at build time: `strong` for
 * text, icons and stripes, `surface` for the tone's light background. `caution` is the spec's yellow
 * (pending, submitted, waitlisted), `info` its blue (reviewing), `positive` its green (approved),
 * `critical` its red (rejected).
 */
export const toneColors = {
  neutral: { strong: vars.color.text, surface: vars.color.surfaceMuted },
  info: { strong: vars.color.info, surface: vars.color.infoSurface },
  positive: { strong: vars.color.success, surface: vars.color.successSurface },
  caution: { strong: vars.color.warning, surface: vars.color.warningSurface },
  critical: { strong: vars.color.danger, surface: vars.color.dangerSurface },
} as const satisfies Record<Tone, { strong: string; surface: string }>;
