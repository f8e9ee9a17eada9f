import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

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

/** A paragraph without its default margins (the layout's gap spaces it). A class, not a `style`
 * attribute: the production CSP (no 'unsafe-inline') blocks style attributes in prerendered HTML. */
export const flush = style({ margin: 0 });

/** The small gap before an icon that follows text (e.g. "opens in a new tab"). */
export const iconAfter = style({ marginInlineStart: '0.25em' });

/** A form that only works with JavaScript: hidden when scripting is off (NoScript says why). */
export const scriptOnly = style({
  // Doubled class: wins over the form's own `display`, whatever the order of the stylesheets.
  '@media': { '(scripting: none)': { selectors: { '&&': { display: 'none' } } } },
});
