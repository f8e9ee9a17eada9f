import { style } from '@vanilla-extract/css';
import { vars, headingText, inheritedText } from '@admission/ui/css';

// The dashboards share their title (their page is CandidateLayout's).
export { dashboardTitle as pageTitle } from '@admission/ui/css';

export const panelTitle = style({
  ...headingText,
  margin: `0 0 ${vars.space.md}`,
  fontSize: vars.fontSize.xl,
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 14rem), 1fr))',
  gap: vars.space.md,
});

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.md,
});

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const itemTitle = style({ ...headingText, fontSize: vars.fontSize.lg });

export const muted = style({
  ...inheritedText,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const track = style({
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceMuted,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const bar = style({ height: '100%', background: vars.color.primary });

export const documentRow = style({
  flexDirection: 'row',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
});
