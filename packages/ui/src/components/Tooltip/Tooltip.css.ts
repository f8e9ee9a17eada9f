import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  // At most 16rem wide with its padding, with or without the host's box-sizing reset.
  boxSizing: 'border-box',
  background: vars.color.text,
  color: vars.color.background,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontFamily: vars.font.body,
  maxWidth: '16rem',
  zIndex: 60,
  boxShadow: vars.shadow.overlay,
});

export const arrow = style({ fill: vars.color.text });
