import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { inheritedText } from '../../theme/patterns.css';

export const who = style({
  ...inheritedText,
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  lineHeight: 1.2,
  minWidth: 0,
});
export const name = style({ fontWeight: 600, overflowWrap: 'anywhere' });
export const role = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });
