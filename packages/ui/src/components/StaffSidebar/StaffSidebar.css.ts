import { style } from '@vanilla-extract/css';
import '../../theme/print.css';
import { vars } from '../../theme/vars.css';
import { blockRoot, inheritedText } from '../../theme/patterns.css';

// docs/behaviour.md, « Constants and limits »: 16rem wide, 3rem collapsed; under 768 px a sheet
// 18rem wide (see `sheet`).
export const root = style({
  ...blockRoot,
  flexShrink: 0,
  width: '16rem',
  position: 'relative',
  selectors: { '&[data-collapsed="true"]': { width: '3rem' } },
});

const panelLook = {
  ...blockRoot,
  height: '100dvh',
  overflowY: 'auto',
  overflowX: 'hidden',
  background: vars.color.surface,
  color: vars.color.text,
  borderInlineEnd: `1px solid ${vars.color.border}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.xs,
} as const;

export const panel = style({
  ...panelLook,
  position: 'sticky',
  top: 0,
  width: '100%',
  zIndex: 30,
});

/** Under 768 px: the bar above the page that holds the menu button (not sticky: nothing to hide focus). */
export const mobileBar = style({
  ...blockRoot,
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const sheetOverlay = style({
  position: 'fixed',
  inset: 0,
  background: 'rgba(0, 0, 0, 0.55)',
  zIndex: 40,
});

/** The open sidebar under 768 px, a modal sheet along the left edge. */
export const sheet = style({
  ...panelLook,
  position: 'fixed',
  top: 0,
  left: 0,
  width: '18rem',
  maxWidth: '100vw',
  boxShadow: vars.shadow.overlay,
  zIndex: 50,
});

export const toggle = style({ alignSelf: 'flex-end' });

export const groupTitle = style({
  ...inheritedText,
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
  // Long labels wrap between words ("Candidatures / Université"), never cut mid-word.
  whiteSpace: 'normal',
  overflowWrap: 'break-word',
  minWidth: 0,
  selectors: {
    '&:hover': { background: vars.color.surfaceMuted },
    '&[aria-current="page"]': {
      background: vars.color.surfaceMuted,
      fontWeight: 700,
      boxShadow: `inset 3px 0 0 ${vars.color.primary}`,
    },
  },
});
