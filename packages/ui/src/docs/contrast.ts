// WCAG 2.2 contrast of two colours (relative luminance, sRGB), for the Foundations pages and their
// checks. Colours are `#rrggbb` (the tokens) or what getComputedStyle returns: `rgb(r, g, b)` or,
// for a `color-mix(in srgb, ...)`, `color(srgb r g b)` with channels from 0 to 1.

type Channels = [number, number, number];

/** The sRGB channels of a colour, from 0 to 1. */
export function srgbChannels(colour: string): Channels {
  const value = colour.trim();
  if (/^#[0-9a-f]{6}$/i.test(value)) {
    const n = Number.parseInt(value.slice(1), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as Channels;
  }
  if (/^#[0-9a-f]{3}$/i.test(value)) {
    return [...value.slice(1)].map((digit) => Number.parseInt(digit + digit, 16) / 255) as Channels;
  }
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(value);
  if (rgb) return [Number(rgb[1]) / 255, Number(rgb[2]) / 255, Number(rgb[3]) / 255];
  const srgb = /^color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)/.exec(value);
  if (srgb) return [Number(srgb[1]), Number(srgb[2]), Number(srgb[3])];
  throw new Error(`Unknown colour: ${colour}`);
}

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(colour: string): number {
  const [r, g, b] = srgbChannels(colour).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as Channels;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (lighter + 0.05) / (darker + 0.05);
}

/**
 * `color-mix(in srgb, a weight%, b)`, as the browser computes it: each channel mixed in sRGB.
 * Returned as `color(srgb r g b)`, unrounded, as getComputedStyle gives it.
 */
export function mixSrgb(a: string, b: string, weightOfA: number): string {
  const [ca, cb] = [srgbChannels(a), srgbChannels(b)];
  const mixed = ca.map((channel, index) => channel * weightOfA + cb[index]! * (1 - weightOfA));
  return `color(srgb ${mixed.join(' ')})`;
}

/** `#rrggbb`, for display. */
export function toHex(colour: string): string {
  return `#${srgbChannels(colour)
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/**
 * What a pair carries, and so the contrast WCAG 2.2 asks of it: `text` 4.5:1 (AA) and 7:1 (AAA,
 * 1.4.6); `large` text (24 px, or 18.66 px bold) 3:1 and 4.5:1; `ui`, a component's boundary, a
 * focus ring or a meaningful icon (1.4.11), 3:1, which has no AAA level.
 */
export type ContrastKind = 'text' | 'large' | 'ui';

export const contrastMinimums: Record<ContrastKind, { AA: number; AAA: number | null }> = {
  text: { AA: 4.5, AAA: 7 },
  large: { AA: 3, AAA: 4.5 },
  ui: { AA: 3, AAA: null },
};

export type ContrastGrade = 'AAA' | 'AA' | 'échec';

/** The level a ratio reaches for what the pair carries. */
export function contrastGrade(ratio: number, kind: ContrastKind): ContrastGrade {
  const { AA, AAA } = contrastMinimums[kind];
  if (AAA !== null && ratio >= AAA) return 'AAA';
  return ratio >= AA ? 'AA' : 'échec';
}
