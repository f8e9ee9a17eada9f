import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockRoot, headingText } from '../../theme/patterns.css';

const blockBase = style({
  ...blockRoot,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
  maxWidth: '100%',
});
/** One class per `align`, each with the base: `block[align]`. */
export const block = styleVariants(
  {
    start: { alignItems: 'flex-start', textAlign: 'start' as const },
    center: { alignItems: 'center', textAlign: 'center' as const },
  },
  (rule) => [blockBase, rule],
);
// An h2 to h4, or a paragraph (headingLevel null): drawn the same.
export const title = style({ ...headingText, fontSize: vars.fontSize.md });
const listBase = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xs} ${vars.space.md}`,
  maxWidth: '100%',
});
/** One class per `align`, each with the base: `list[align]`. */
export const list = styleVariants(
  { start: { justifyContent: 'flex-start' }, center: { justifyContent: 'center' } },
  (rule) => [listBase, rule],
);
export const item = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

// A phone number is never broken between its digits.
export const phone = style({ whiteSpace: 'nowrap' });

// An e-mail stays on one line where it fits; only on a screen narrower than it may it break.
export const email = style({ minWidth: 0, overflowWrap: 'anywhere' });

// WCAG 2.5.8: every link at least 24 px high, so a thumb on a small screen hits the one it aims at.
export const target = style({ display: 'inline-flex', alignItems: 'center', minHeight: '24px' });
