import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

// Inside someone else's page. A host's element rules (`body { font-family: Georgia }`,
// `h2 { color: red }`, `p { margin }`, `* { box-sizing: content-box }`) reach our elements through
// inheritance or straight on their tag; a class selector beats any element selector, whatever the
// order of the stylesheets, so each building block's classes say what they rely on. Plain objects,
// spread into a class's own rule (not composed classes): no second class, no ordering between files.

/**
 * The root of every building block: the theme's font and text colour, the line height and box
 * sizing it is drawn with, and no letter spacing or case inherited from the host. `normal` is the
 * line height the components are designed with (no reset of ours sets one).
 */
export const blockRoot = {
  boxSizing: 'border-box',
  fontFamily: vars.font.body,
  lineHeight: 'normal',
  color: vars.color.text,
  letterSpacing: 'normal',
  textTransform: 'none',
} as const;

/**
 * The root of a building block that holds running text (a card, an alert, a field, a table, a page,
 * an overlay): as `blockRoot`, with the body's size, weight and style, so a host's `body { font-size;
 * font-weight }` does not reach its text. Blocks drawn inside others' text (a badge, a spinner, the
 * support contact in a footer) keep `blockRoot` and the size around them.
 */
export const blockText = {
  ...blockRoot,
  fontSize: vars.fontSize.md,
  fontWeight: 400,
  fontStyle: 'normal',
} as const;

/** A heading a building block draws (h1 to h4): as its root, bold, no margin; size set by each. */
export const headingText = { ...blockRoot, fontWeight: 700, fontStyle: 'normal', margin: 0 } as const;

/**
 * A text element a host's element rules may target (`p`, `label`, `li`...): it takes the text of its
 * building block, not the host's rule for its tag. Properties a class sets after the spread win.
 */
export const inheritedText = {
  boxSizing: 'border-box',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontStyle: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  color: 'inherit',
  letterSpacing: 'inherit',
  textTransform: 'inherit',
} as const;

/** A bordered row of a list (a document, a choice, a speciality): content left, actions right, wrapping. */
export const borderedRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

/**
 * Un paragraphe sans ses marges par défaut (l’espacement du gabarit le sépare des autres). Une
 * classe et non un attribut `style` : la CSP de production (sans `'unsafe-inline'`) bloque les
 * attributs `style` dans le HTML prérendu.
 */
export const flush = style({ ...inheritedText, margin: 0 });

/** The small gap before an icon that follows text (e.g. "opens in a new tab"). */
export const iconAfter = style({ marginInlineStart: '0.25em' });

/**
 * Un formulaire qui ne fonctionne qu’avec JavaScript : masqué quand les scripts sont désactivés
 * (`NoScript` dit pourquoi).
 */
export const scriptOnly = style({
  // Doubled class: wins over the form's own `display`, whatever the order of the stylesheets.
  '@media': { '(scripting: none)': { selectors: { '&&': { display: 'none' } } } },
});
