import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A public page: the centred column above the footer, which sits at the bottom of the screen. */
export const page = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

const column = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md}`,
  '@media': { 'screen and (max-width: 480px)': { padding: `${vars.space.md} ${vars.space.xs}` } },
} as const;

/** The header, the panel and what follows it, centred in the space above the footer. */
export const content = style({ ...column, flex: 1 });

/** A full screen with centred content and no footer (the loading page). */
export const centered = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': { 'screen and (max-width: 480px)': { padding: `${vars.space.md} ${vars.space.xs}` } },
});

export const panel = style({
  width: '100%',
  maxWidth: '30rem',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
  padding: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});

export const wide = style({ maxWidth: '48rem' });

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  color: vars.color.text,
});

export const brandMark = style({ color: vars.color.primary, width: '1.75rem', height: '1.75rem' });

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });

export const subtitle = style({ margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The `<h1>` of the pages inside CandidateLayout (candidate and student dashboards). */
export const dashboardTitle = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });
