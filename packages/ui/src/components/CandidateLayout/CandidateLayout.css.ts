import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A full-width page with a header and a footer: the candidate and student pages. */
export const page = style({
  minHeight: '100%',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
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
