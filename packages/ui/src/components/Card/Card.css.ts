import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockText, headingText } from '../../theme/patterns.css';

export const card = style({
  ...blockText,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minWidth: 0,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const title = style({ ...headingText, fontSize: vars.fontSize.lg, lineHeight: 1.3 });
