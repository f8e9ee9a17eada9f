import { globalStyle, style } from '@vanilla-extract/css';
import { vars, inheritedText } from '@admission/ui/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const headline = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const name = style({ ...inheritedText, margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

// Cards side by side where they fit (two from about 42rem), one under the other on a phone.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
});

// A term and its value, one row of the grid (a <div> in the <dl>, which HTML allows).
export const fact = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, minWidth: 0, overflowWrap: 'anywhere' });

export const scoreValue = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  marginInlineEnd: vars.space.xs,
});

// The choices by rank: each item says its rank (« 1er choix »), so no number is drawn before it.
export const list = style({
  ...inheritedText,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

// The grades' table: compact under 24rem (a phone), where « Coefficient » becomes « Coef. ».
const narrow = '(max-width: 24rem)';

export const gradesBox = style({ containerType: 'inline-size' });

export const grades = style({ ...inheritedText, width: '100%', borderCollapse: 'collapse' });

export const caption = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
});

globalStyle(`${grades} :is(th, td)`, {
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  '@container': { [narrow]: { padding: `${vars.space.xs} 0.125rem`, fontSize: vars.fontSize.sm } },
});

// A subject's name breaks only if the four columns would not fit otherwise.
globalStyle(`${grades} tbody th`, { overflowWrap: 'anywhere' });

globalStyle(`${grades} thead th`, { color: vars.color.textMuted, fontWeight: 400 });

globalStyle(`${grades} tfoot :is(th, td)`, { fontWeight: 700, borderBottom: 'none' });

export const numeric = style({ fontVariantNumeric: 'tabular-nums' });

globalStyle(`${grades} ${numeric}`, { textAlign: 'end' });

export const wideOnly = style({ '@container': { [narrow]: { display: 'none' } } });

export const narrowOnly = style({ display: 'none', '@container': { [narrow]: { display: 'inline' } } });
