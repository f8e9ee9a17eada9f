import { style } from '@vanilla-extract/css';
import { vars, blockRoot, headingText } from '@admission/ui/css';

// Inside the layout's <main>, which gives the page its padding and colours.
export const page = style({
  ...blockRoot,
  width: '100%',
  maxWidth: '56rem',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({ ...headingText, fontSize: vars.fontSize.xxl });

export const photoRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  flexWrap: 'wrap',
});

export const photo = style({
  width: '6rem',
  height: '6rem',
  borderRadius: '50%',
  objectFit: 'cover',
  background: vars.color.surfaceMuted,
  border: `2px solid ${vars.color.border}`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.textMuted,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, max-content) minmax(0, 1fr)',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const term = style({ fontWeight: 600, color: vars.color.textMuted });

// Long values (an e-mail) break only when wider than the card; the value column may shrink for it.
export const definition = style({ margin: 0, minWidth: 0, overflowWrap: 'break-word' });

/** The native file input: out of sight, still focusable and labelled by the French button. */
export const fileInput = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
  opacity: 0,
});

export const fileButton = style({
  alignSelf: 'flex-start',
  selectors: {
    // The input has the focus; its button shows it.
    [`${fileInput}:focus-visible + &`]: { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
    [`${fileInput}:disabled + &`]: { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const photoHint = style({ margin: 0 });

// A phone number is one token: never broken between its digit groups.
export const phone = style({ whiteSpace: 'nowrap' });

export const passwordForm = style({ maxWidth: '28rem' });
