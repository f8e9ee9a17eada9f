import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { inheritedText } from '../../theme/patterns.css';

export const countdown = style({
  display: 'block',
  color: vars.color.text,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
});

export const reason = style({ ...inheritedText, margin: 0 });
