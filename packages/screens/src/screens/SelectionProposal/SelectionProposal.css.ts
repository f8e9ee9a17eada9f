import { style } from '@vanilla-extract/css';
import { inheritedText, vars } from '@admission/ui/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({
  ...inheritedText,
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});

export const summary = style({ ...inheritedText, margin: 0, fontWeight: 600 });

// The two numbers side by side where they fit, one under the other at 360 px.
export const capacityForm = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.md,
  marginBlockStart: vars.space.sm,
});

export const numberField = style({ flex: '1 1 12rem', maxWidth: '16rem' });

export const adjustments = style({
  ...inheritedText,
  margin: 0,
  paddingInlineStart: 0,
  listStyle: 'none',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const adjustment = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  justifyContent: 'space-between',
});

export const adjustmentText = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const error = style({
  ...inheritedText,
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

export const confirmBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'center',
});
