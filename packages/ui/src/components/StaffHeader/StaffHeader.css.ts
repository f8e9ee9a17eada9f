import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const who = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.2,
  minWidth: 0,
});
export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
