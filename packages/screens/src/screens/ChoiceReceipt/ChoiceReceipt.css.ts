import { globalStyle, style } from '@vanilla-extract/css';
// With ui's print rule (the chrome marked `data-adm-print="hide"` stays off the printed receipt).
import { vars, blockRoot, headingText, inheritedText } from '@admission/ui/css';

// Inside the layout's <main>, which gives the page its padding and colours.
export const page = style({
  ...blockRoot,
  width: '100%',
  maxWidth: '48rem',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({ ...headingText, fontSize: vars.fontSize.xxl, lineHeight: 1.25 });

export const subtitle = style({ ...headingText, fontSize: vars.fontSize.lg });

/** The reference, set apart as GOV.UK's confirmation panel does. */
export const panel = style({
  border: `2px solid ${vars.color.success}`,
  background: vars.color.successSurface,
  borderRadius: vars.radius.md,
  padding: vars.space.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const panelLabel = style({ ...inheritedText, margin: 0 });

export const reference = style({
  ...inheritedText,
  margin: 0,
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '0.04em',
  overflowWrap: 'anywhere',
});

export const facts = style({
  display: 'grid',
  // The values' column is never narrower than an identifier kept on one line (`identifier`).
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(min-content, 1fr)',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

/** « CAND-2025-00142 » on one line: an identifier cut at its hyphen reads as two. */
export const identifier = style({ whiteSpace: 'nowrap', overflowWrap: 'normal' });

export const choice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `0 ${vars.space.sm}`,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rank = style({ color: vars.color.textMuted, minWidth: '5.5rem' });

export const keep = style({ ...inheritedText, margin: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' });

/** Only on paper: where the receipt came from. */
export const printOnly = style({ ...inheritedText, display: 'none', margin: 0 });

// On paper (and in the print preview): black on white, no colour that a printer would waste or a
// dark theme would make unreadable, no actions; one A4 page for one application.
const printed = {
  receipt: `[data-adm-receipt]`,
  preview: `[data-adm-receipt][data-adm-print-preview]`,
};
const onPaper = { color: '#000', background: 'transparent', boxShadow: 'none', borderColor: '#000' } as const;
globalStyle(`${printed.receipt}, ${printed.receipt} *`, { '@media': { print: onPaper } });
globalStyle(`${printed.preview}, ${printed.preview} *`, onPaper);
globalStyle(printed.preview, { background: '#fff', padding: vars.space.lg });
globalStyle(`${printed.preview} [data-adm-print="hide"]`, { display: 'none !important' });
globalStyle(`${printed.receipt} ${printOnly}`, { '@media': { print: { display: 'block' } } });
globalStyle(`${printed.preview} ${printOnly}`, { display: 'block' });
