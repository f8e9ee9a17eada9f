import { globalStyle, style } from '@vanilla-extract/css';
import { fieldInput as inputStyle } from '@admission/ui/css';
import { vars, headingText, inheritedText } from '@admission/ui/css';

export const title = style({ ...headingText, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });

export const actions = style({ display: 'flex', gap: vars.space.xs, flexWrap: 'wrap', alignItems: 'center' });

// « Dossier », beside the decisions: a link, at the buttons' height.
export const fileLink = style({ paddingInlineEnd: vars.space.xs });

export const documents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export { borderedRow as document } from '@admission/ui/css';

export const documentName = style({ minWidth: 0, overflowWrap: 'anywhere' });

export const muted = style({ ...inheritedText, margin: 0, color: vars.color.textMuted });

// When its container is too narrow for the six columns (phones, or a tablet beside the open
// sidebar), the table's rows stack as cards, each cell with its column name: every column and
// action stays visible without scrolling sideways.
const narrow = '(max-width: 56rem)';

export const stack = style({ containerType: 'inline-size' });

export const cellLabel = style({
  display: 'none',
  '@container': {
    [narrow]: { display: 'block', fontSize: vars.fontSize.sm, fontWeight: 400, color: vars.color.textMuted },
  },
});

globalStyle(`${stack} :is(table, tbody, tr, th, td)`, {
  '@container': { [narrow]: { display: 'block', width: '100%' } },
});

globalStyle(`${stack} thead`, {
  '@container': {
    [narrow]: {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0, 0, 0, 0)',
      whiteSpace: 'nowrap',
    },
  },
});

globalStyle(`${stack} tbody tr`, {
  '@container': {
    [narrow]: {
      padding: vars.space.sm,
      borderBottom: `2px solid ${vars.color.border}`,
    },
  },
});

globalStyle(`${stack} tbody :is(th, td)`, {
  '@container': {
    [narrow]: { border: 'none', padding: `${vars.space.xs} ${vars.space.sm}`, overflowWrap: 'anywhere' },
  },
});

// The ranked list's two more columns: its e-mail addresses and programmes' names may break
// anywhere, so the eight columns fit beside the open sidebar at 1280 px without sideways scrolling.
export const breakable = style({ overflowWrap: 'anywhere' });

// Search, filter and paging of the served lists.
export const search = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.sm,
});

export const searchField = style({ flex: '1 1 16rem' });

export const selectField = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: '0 1 12rem',
});

export const wideSelectField = style([selectField, { flex: '1 1 14rem' }]);

export { fieldLabel as selectLabel } from '@admission/ui/css';

export const select = style([inputStyle, { appearance: 'auto' }]);

export const textarea = style([inputStyle, { resize: 'vertical', minHeight: '5rem' }]);

export const reasonField = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
});
