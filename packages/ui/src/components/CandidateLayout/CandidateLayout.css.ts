import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockText } from '../../theme/patterns.css';

/** A full-width page with a header and a footer: the candidate and student pages. */
export const page = style({
  ...blockText,
  minHeight: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
});

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '72rem',
  marginInline: 'auto',
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.sm } },
});
