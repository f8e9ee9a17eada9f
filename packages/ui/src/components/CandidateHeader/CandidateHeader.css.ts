import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  flexWrap: 'wrap',
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
});

export const brandMark = style({ color: vars.color.primary, width: '1.75rem', height: '1.75rem' });

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });
