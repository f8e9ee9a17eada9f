import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const layout = style({ display: 'flex', minHeight: '100dvh', background: vars.color.background });

export const main = style({
  flex: 1,
  minWidth: 0,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text,
  '@media': { 'screen and (max-width: 767.98px)': { padding: vars.space.sm } },
});
