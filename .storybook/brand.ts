// The institution's name and mark in Storybook's own UI (the manager's sidebar, its tab): the
// portal's mark (SchoolIcon) in the brand colour, inline SVG as data URLs. Nothing is fetched.
import { fontStacks, lightColors } from '../packages/ui/src/theme/tokens';

export const brandTitle = 'Admission en ligne — Système de conception';

/** SchoolIcon's paths (packages/ui/src/icons/SchoolIcon.tsx), drawn as the icon draws them. */
export const markPaths = ['M22 10L12 5 2 10l10 5 10-5z', 'M6 12v5c3 2 9 2 12 0v-5'];

const stroke = `fill="none" stroke="${lightColors.primary}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"`;
const paths = markPaths.map((d) => `<path d="${d}"/>`).join('');

const dataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The mark alone, square: the browser tab's icon. */
export const markUrl = dataUrl(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="32" height="32" ${stroke}>${paths}</svg>`,
);

/**
 * The mark and the name on two lines, 150 × 40 (the sidebar shows a brand image at most 150 px
 * wide). `textLength` fits each line to its room whatever the system font.
 */
export const brandImageUrl = dataUrl(
  [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 150 40" width="150" height="40">`,
    `<g transform="translate(0 6) scale(1.17)" ${stroke}>${paths}</g>`,
    `<g font-family='${fontStacks.body}'>`,
    `<text x="36" y="17" font-size="13" font-weight="700" fill="${lightColors.text}" textLength="112" lengthAdjust="spacingAndGlyphs">Admission en ligne</text>`,
    `<text x="36" y="33" font-size="11" fill="${lightColors.textMuted}" textLength="112" lengthAdjust="spacingAndGlyphs">Système de conception</text>`,
    `</g></svg>`,
  ].join(''),
);
