import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'nowrap' });

export const nowrap = style({ whiteSpace: 'nowrap' });

export const documents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const document = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const documentName = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const muted = style({ margin: 0, color: vars.color.textMuted });
