import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockText, inheritedText } from '../../theme/patterns.css';

export const field = style({ ...blockText, display: 'flex', flexDirection: 'column', gap: vars.space.xs });

// A host's `label { display: block; margin; font-size; text-transform }` does not reach ours.
export const label = style({ ...inheritedText, margin: 0, fontWeight: 600, color: vars.color.text });

export const hint = style({
  ...inheritedText,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const error = style({
  ...inheritedText,
  margin: 0,
  color: vars.color.danger,
  fontWeight: 600,
  fontSize: vars.fontSize.sm,
});

// Form controls do not inherit the page's font by default (the opt-in reset fixes that for the
// portal only): each control sets it, so a host app without the reset draws them the same. What
// the browser's own input rule sets (margin, line height, letter spacing, case) is set again here,
// so a host's `input { ... }` rule does not win over it.
export const input = style({
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
  fontStyle: 'normal',
  fontWeight: 400,
  lineHeight: 'normal',
  letterSpacing: 'normal',
  textTransform: 'none',
  width: '100%',
  height: 'auto',
  minHeight: '44px',
  margin: 0,
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
