import { style } from '@vanilla-extract/css';
import '../../theme/print.css';
import { vars } from '../../theme/vars.css';

export const footer = style({
  width: '100%',
  padding: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'center',
});

export const copyright = style({ margin: 0 });
