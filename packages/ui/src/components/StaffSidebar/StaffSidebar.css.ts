import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Spec section 9: 16rem wide, 18rem on mobile (under 768 px), 3rem collapsed.
const mobile = 'screen and (max-width: 767.98px)';

export const root = style({
  flexShrink: 0,
  width: '16rem',
  position: 'relative',
  selectors: { '&[data-collapsed="true"]': { width: '3rem' } },
  '@media': { [mobile]: { width: '3rem' } },
});

export const panel = style({
  position: 'sticky',
  top: 0,
  height: '100dvh',
  width: '100%',
  overflowY: 'auto',
  overflowX: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xs,
  zIndex: 30,
  '@media': {
    // On mobile the open sidebar floats over the page instead of squeezing it.
    [mobile]: {
      selectors: {
        [`${root}[data-collapsed="false"] &`]: {
          position: 'fixed',
          left: 0,
          width: '18rem',
          maxWidth: '100vw',
          boxShadow: vars.shadow.overlay,
        },
      },
    },
  },
});

export const toggle = style({ alignSelf: 'flex-end' });

export const groupTitle = style({
  margin: `${vars.space.sm} ${vars.space.sm} 0`,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const subList = style({
  listStyle: 'none',
  margin: `2px 0 ${vars.space.xs} 1.25rem`,
  padding: `0 0 0 ${vars.space.sm}`,
  borderInlineStart: `2px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: '40px',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  textDecoration: 'none',
  fontWeight: 500,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.surfaceMuted,
      fontWeight: 700,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});
