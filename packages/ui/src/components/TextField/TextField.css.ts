import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const label = style({ fontWeight: 600, color: vars.color.text });

export const hint = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const error = style({ color: vars.color.danger, fontWeight: 600, fontSize: vars.fontSize.sm });

// Form controls do not inherit the page's font by default (the opt-in reset fixes that for the
// portal only): each control sets it, so a host app without the reset draws them the same.
export const input = style({
  fontFamily: vars.font.body,
  width: '100%',
  minHeight: '44px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `2px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:read-only': { background: vars.color.surfaceMuted },
  },
});

export const inputRow = style({ display: 'flex', gap: vars.space.sm, alignItems: 'stretch' });
