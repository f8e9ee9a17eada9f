import { style } from '@vanilla-extract/css';
import { vars, inheritedText } from '@admission/ui/css';

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
