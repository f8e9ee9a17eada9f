import { style } from '@vanilla-extract/css';
import { vars } from '@admission/ui/css';

export const fieldset = style({
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const legend = style({
  padding: 0,
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  marginBottom: vars.space.sm,
});

export { borderedRow as specialityRow } from '@admission/ui/css';

export const specialityName = style({ flex: '1 1 12rem', minWidth: 0, fontWeight: 600 });

export const rankGroup = style({ display: 'flex', gap: vars.space.xs });

export const rankButton = style({
  fontFamily: vars.font.body,
  minWidth: '44px',
  minHeight: '44px',
  borderRadius: vars.radius.full,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontWeight: 700,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
    '&:hover:not(:disabled):not([aria-pressed="true"])': { background: vars.color.surfaceMuted },
    '&:disabled': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const radioLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '44px',
  padding: `0 ${vars.space.sm}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  cursor: 'pointer',
});

export const radio = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  accentColor: vars.color.primary,
});

export const currentChoice = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  fontWeight: 600,
});

// In the footer, on a row of its own above "Réinitialiser" and "Enregistrer".
export const newChoice = style({ margin: 0, flexBasis: '100%', fontWeight: 600, textAlign: 'start' });
