import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockText, inheritedText } from '../../theme/patterns.css';
import { toneColors } from '../../theme/toneColors';

export const viewport = style({
  // The toasts' list (<ol>), where the ToastProvider is: the theme's text, and 100% wide with its
  // padding, whatever the host's body, `ol` rules or Tailwind's preflight say.
  ...blockText,
  position: 'fixed',
  zIndex: 100,
  bottom: 0,
  right: 0,
  left: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  margin: 0,
  listStyle: 'none',
  outline: 'none',
  '@media': {
    // On wide screens the container sits in the corner, at most 420 px wide (docs/behaviour.md, «
    // Constants and limits »).
    'screen and (min-width: 640px)': { left: 'auto', width: '100%', maxWidth: '420px' },
  },
  selectors: {
    // While a dialog is open it owns its errors (shown inside it): a toast passes under the dialog's
    // overlay (z-index 40) and never covers its buttons.
    'body:has([role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]) &': {
      zIndex: 35,
    },
  },
});

const toastBase = style({
  // An <li>: the theme's text, whatever a host's `li` rule says.
  ...blockText,
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderInlineStart: '6px solid',
  boxShadow: vars.shadow.overlay,
});
/** One class per `tone`, each with the base: `toast[tone]`. */
// The stripe against the surface: caution's light #7a5200 on white 6.9:1, dark #f5c96b on #18201c
// 10.7:1 (3:1 needed, WCAG 1.4.11); the text stays the theme's, on the surface.
export const toast = styleVariants(toneColors, ({ strong }) => [
  toastBase,
  { borderInlineStartColor: strong },
]);

export const body = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});
// <div>s, or <p>s when the toast's code could not be downloaded: the toast's text, not a host's `p` rule.
export const title = style({ ...inheritedText, margin: 0, fontWeight: 700 });
export const description = style({ ...inheritedText, margin: 0, color: vars.color.text });
/** The action's button, under the text, at its start (not stretched by the column). */
export const action = style({ alignSelf: 'flex-start', marginTop: vars.space.xs });
