import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// The tabs wrap onto a second row rather than scroll: on a 360 px screen every tab stays in view.
export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  borderBottom: `2px solid ${vars.color.border}`,
});

export const trigger = style({
  fontFamily: vars.font.body,
  appearance: 'none',
  background: 'transparent',
  border: 'none',
  borderBottom: '3px solid transparent',
  marginBottom: '-2px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  minHeight: '44px',
  color: vars.color.textMuted,
  fontWeight: 600,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-state="active"]': { color: vars.color.text, borderBottomColor: vars.color.primary },
    '&:hover:not(:disabled)': { color: vars.color.text },
    // A tab that cannot be chosen now (the arrow keys skip it).
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const panel = style({ paddingBlock: vars.space.md });
