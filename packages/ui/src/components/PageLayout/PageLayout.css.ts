import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockText, headingText, inheritedText } from '../../theme/patterns.css';

/** A public page: the centred column above the footer, which sits at the bottom of the screen. */
export const page = style({
  ...blockText,
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
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
  ...blockText,
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.lg} ${vars.space.md}`,
  background: vars.color.background,
  '@media': { 'screen and (max-width: 480px)': { padding: `${vars.space.md} ${vars.space.xs}` } },
});

// The panel is also the root of a page drawn inside a layout (CandidateLayout, StaffLayout).
export const panel = style({
  ...blockText,
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

// An icon, whose own class sizes it 1.25em: the doubled class wins whichever stylesheet loads last
// (test/browser/brandMark.test.tsx).
export const brandMark = style({
  color: vars.color.primary,
  selectors: { '&&': { width: '1.75rem', height: '1.75rem' } },
});

export const title = style({ ...headingText, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });

export const subtitle = style({ ...inheritedText, margin: 0, color: vars.color.textMuted });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A paragraph of links (or a prompt and its link): a paragraph's own margins, whatever the host's `p` rule. */
export const linksParagraph = style([links, { ...inheritedText, marginBlock: '1em', marginInline: 0 }]);

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** The `<h1>` of the pages inside CandidateLayout (candidate and student dashboards). */
export const dashboardTitle = style({ ...headingText, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });
