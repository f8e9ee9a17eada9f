import { style } from '@vanilla-extract/css';
import '../../theme/print.css';
import { vars } from '../../theme/vars.css';
import { blockRoot } from '../../theme/patterns.css';

// Narrow screens: the title (on two lines if need be), the theme toggle and "Déconnexion", then
// the links on a row of their own; under 22rem "Déconnexion" gets a third row. From 48rem: one row.
export const header = style({
  ...blockRoot,
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"brand tools logout" "nav nav nav"',
  alignItems: 'center',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  background: vars.color.surface,
  color: vars.color.text,
  borderBottom: `1px solid ${vars.color.border}`,
  '@media': {
    'screen and (max-width: 480px)': { paddingInline: vars.space.sm },
    'screen and (max-width: 22rem)': {
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      gridTemplateAreas: '"brand tools" "nav nav" "logout logout"',
    },
    'screen and (min-width: 48rem)': {
      gridTemplateColumns: 'auto minmax(0, 1fr) auto auto',
      gridTemplateAreas: '"brand nav tools logout"',
      columnGap: vars.space.md,
    },
  },
});

export const brand = style({
  gridArea: 'brand',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
  minHeight: '44px',
  fontWeight: 700,
  fontSize: vars.fontSize.lg,
  color: vars.color.text,
  textDecoration: 'none',
});

// Under 24rem the mark gives its room to the title. An icon, whose own class sizes it 1.25em: the
// doubled class wins whichever stylesheet loads last (test/browser/brandMark.test.tsx).
export const brandMark = style({
  color: vars.color.primary,
  selectors: { '&&': { width: '1.75rem', height: '1.75rem' } },
  '@media': { 'screen and (max-width: 24rem)': { selectors: { '&&': { display: 'none' } } } },
});

export const nav = style({ gridArea: 'nav', minWidth: 0 });

export const navList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  paddingInline: vars.space.xs,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderBottom: '3px solid transparent',
  selectors: {
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    // The current page: a bar and aria-current, not colour alone.
    '&[aria-current="page"]': { borderBottomColor: vars.color.primary },
  },
});

export const tools = style({
  gridArea: 'tools',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  justifySelf: 'end',
});

export const logout = style({ gridArea: 'logout', justifySelf: 'end' });
