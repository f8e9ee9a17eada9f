// WCAG 2.2 contrast ratio of two colours (relative luminance, sRGB), for the Foundations pages and
// their checks. Colours are `#rrggbb` (the tokens) or what getComputedStyle returns: `rgb(r, g, b)`
// or, for a `color-mix(in srgb, ...)`, `color(srgb r g b)` with channels from 0 to 1.

/** The sRGB channels of a colour, from 0 to 1. */
export function srgbChannels(colour: string): [number, number, number] {
  const value = colour.trim();
  if (/^#[0-9a-f]{6}$/i.test(value)) {
    const n = Number.parseInt(value.slice(1), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => c / 255) as [number, number, number];
  }
  const rgb = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)/.exec(value);
  if (rgb) return [Number(rgb[1]) / 255, Number(rgb[2]) / 255, Number(rgb[3]) / 255];
  const srgb = /^color\(srgb\s+([\d.e-]+)\s+([\d.e-]+)\s+([\d.e-]+)/.exec(value);
  if (srgb) return [Number(srgb[1]), Number(srgb[2]), Number(srgb[3])];
  throw new Error(`Unknown colour: ${colour}`);
}

function luminance(colour: string): number {
  const [r, g, b] = srgbChannels(colour).map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** From 1 (same colour) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}
