import { style } from '@vanilla-extract/css';
import { vars, blockRoot, headingText, inheritedText } from '@admission/ui/css';

// The dashboards share their title (their page is CandidateLayout's).
export { dashboardTitle as pageTitle } from '@admission/ui/css';

export const application = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const applicationTitle = style({ ...headingText, fontSize: vars.fontSize.xl });

// One, two or three columns of at least 20rem. Cards of a row share its height, and the personal
// information spans two columns from two on, so no cell is left empty: three columns give
// status, score, documents / programme, personal information / grades; two give status, score /
// documents, programme / personal information / grades.
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 20rem), 1fr))',
  gap: vars.space.md,
  alignItems: 'stretch',
  containerType: 'inline-size',
});

export const wide = style({ gridColumn: '1 / -1' });

// 41rem: two 20rem columns and the 1rem gap.
export const personal = style({
  '@container': { '(min-width: 41rem)': { gridColumn: 'span 2' } },
});

// Paragraphs (and a few spans): the card's text, whatever the host's `p` rule says.
export const text = style({ ...inheritedText, margin: 0 });

export const muted = style({
  ...inheritedText,
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const emptyState = style({ textAlign: 'start', alignItems: 'flex-start' });

export const facts = style({
  margin: 0,
  display: 'grid',
  // The value column may shrink below its content: a long e-mail then breaks (last resort).
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.md}`,
  '@media': {
    'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xs },
  },
});

export const term = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const definition = style({
  margin: 0,
  fontWeight: 600,
  minWidth: 0,
  '@media': { 'screen and (max-width: 480px)': { marginBottom: vars.space.sm } },
});

// A phone number is one token: never broken between its digit groups.
export const phone = style({ whiteSpace: 'nowrap' });

// An e-mail stays on one line where it fits; broken only when it is wider than the card.
export const email = style({ overflowWrap: 'break-word', minWidth: 0 });

// The waitlist position under a choice.
export const position = style({ ...inheritedText, margin: 0, fontWeight: 600, fontSize: vars.fontSize.sm });

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export { borderedRow as choice, borderedRow as reportRow } from '@admission/ui/css';

export const choiceName = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const score = style({
  ...inheritedText,
  margin: 0,
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
});

export const scoreValue = style({ fontSize: vars.fontSize.xxl, fontWeight: 700, color: vars.color.primary });

export const row = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

// dt/dd pairs are grouped in a div (valid in a dl) that leaves the grid layout to the dl.
export const factGroup = style({ display: 'contents' });

export const grades = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  gap: vars.space.sm,
});

export const grade = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const subject = style({ flexBasis: '100%', fontWeight: 700 });

export const coefficient = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm });

/** The link to the last change's receipt (docs/behaviour.md, deviation 52). */
export const receiptLink = style({ ...inheritedText, margin: 0 });

/** « Historique de la candidature » (deviation 53): a disclosure at the end of the status card. */
export const history = style({
  ...blockRoot,
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space.sm,
});

// A list item still (its disclosure triangle is the ::marker), tall enough to hit on a phone.
export const historySummary = style({ cursor: 'pointer', fontWeight: 600, paddingBlock: '0.625rem' });

export const historyBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingTop: vars.space.sm,
});

export const timeline = style({
  ...blockRoot,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  borderInlineStart: `2px solid ${vars.color.border}`,
  paddingInlineStart: vars.space.md,
});

export const timelineItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
