import { style } from '@vanilla-extract/css';
import '../../theme/print.css';
import { vars } from '../../theme/vars.css';
import { blockText, inheritedText } from '../../theme/patterns.css';

export const footer = style({
  ...blockText,
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

export const copyright = style({ ...inheritedText, margin: 0 });
