import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockText } from '../../theme/patterns.css';

export const scroller = style({
  ...blockText,
  overflowX: 'auto',
  maxWidth: '100%',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
});

// `border-box` as browsers draw a table and no border of its own (the cells draw theirs), whatever
// a host's `* { box-sizing }` or Tailwind's preflight (`border-color: inherit`) say.
export const table = style({
  boxSizing: 'border-box',
  border: 'none',
  width: '100%',
  borderCollapse: 'collapse',
  color: vars.color.text,
});

export const caption = style({
  textAlign: 'start',
  padding: vars.space.md,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
});

export const th = style({
  textAlign: 'start',
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surfaceMuted,
  borderBottom: `2px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});

export const td = style({
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'middle',
});
