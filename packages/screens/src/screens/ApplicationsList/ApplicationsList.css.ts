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

// The count, then « Exporter (CSV) » and « Imprimer » (docs/behaviour.md, « Export and printing »).
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const tools = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

/** Only on paper: the filters and the page the printed table shows (the form and paging are not printed). */
export const printOnly = style({
  ...inheritedText,
  display: 'none',
  margin: 0,
  '@media': { print: { display: 'block' } },
});

// On paper: the heading, the filters in force and the table, black on white whatever the theme;
// the sidebar, the header, the form, the buttons and the paging are marked `data-adm-print="hide"`.
const onPaper = { color: '#000', background: 'transparent', boxShadow: 'none', borderColor: '#000' } as const;
globalStyle('[data-adm="staff-layout"], [data-adm="staff-layout"] *', { '@media': { print: onPaper } });
// A real table on an A4 page (narrower than 56rem): no container, so the rows never stack as cards;
// nothing scrolls or is cut off.
globalStyle(stack, { '@media': { print: { containerType: 'normal' } } });
globalStyle(`${stack} [data-adm="table"]`, { '@media': { print: { overflow: 'visible' } } });
// A row is never split across two pages; the column headers repeat on each page (thead).
globalStyle(`${stack} tr`, { '@media': { print: { breakInside: 'avoid' } } });
globalStyle(`${stack} thead`, { '@media': { print: { display: 'table-header-group' } } });
// « Documents » and « Actions », the last two columns, are buttons: left off paper (not the empty
// list's one cell, which spans them all).
globalStyle(
  `${stack} thead th:nth-last-child(-n + 2), ${stack} tbody tr > :nth-last-child(-n + 2):not([colspan])`,
  {
    '@media': { print: { display: 'none' } },
  },
);

// Bulk decisions: a row's checkbox at a touch target's size, and the bar over the table.
export const checkbox = style({
  inlineSize: '1.5rem',
  blockSize: '1.5rem',
  margin: 0,
  accentColor: vars.color.primary,
  cursor: 'pointer',
});

export const selectionBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: '2.75rem',
});

export const selectPage = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const selectionCount = style({ ...inheritedText, margin: 0, fontWeight: 600 });
// Not on paper: the selection's column, the first when there is one (not the empty list's one cell).
globalStyle(
  `${stack}[data-adm-selectable] thead th:first-child, ${stack}[data-adm-selectable] tbody tr > :first-child:not([colspan])`,
  { '@media': { print: { display: 'none' } } },
);

// A waitlisted row's rank, under its badge (docs/behaviour.md, « Proposed selection »).
export const rank = style({
  ...inheritedText,
  display: 'block',
  marginBlockStart: vars.space.xs,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});
