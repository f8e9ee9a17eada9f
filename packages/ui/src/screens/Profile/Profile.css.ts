import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Inside the layout's <main>, which gives the page its padding and colours.
export const page = style({
  width: '100%',
  maxWidth: '56rem',
  marginInline: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl });

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
  gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  '@media': { 'screen and (max-width: 480px)': { gridTemplateColumns: '1fr' } },
});

export const term = style({ fontWeight: 600, color: vars.color.textMuted });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
