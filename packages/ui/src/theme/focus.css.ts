import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

// The focus ring (3 px of --adm-color-focus, 2 px off the element: WCAG 2.4.7 and 2.4.13) of what
// the package draws, in its own stylesheet: an app that leaves reset.css out gets it too, not the
// browser's 1 px default. Not global: a building block's root (`data-adm`) and anything inside it,
// and the parts drawn elsewhere (`data-adm-part`: a dialog's trigger, a tooltip's...); the host's
// own elements keep their ring. Two levels of specificity (0,2,0): a host's `a:focus { outline: 0 }`
// or `button:focus-visible { … }` does not take it away. The toasts' list, focused when a focused
// toast closes, shows it too, as it does with reset.css (the story « Un seul à la fois »).
globalStyle('[data-adm]:focus-visible, [data-adm] :focus-visible, [data-adm-part]:focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});
