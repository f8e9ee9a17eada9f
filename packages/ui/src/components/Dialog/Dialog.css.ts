import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockText, headingText, inheritedText } from '../../theme/patterns.css';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.55)', zIndex: 40 });

/**
 * The page behind an open dialog does not scroll. Radix's Overlay would lock it with
 * react-remove-scroll, which injects a <style> element the production CSP (no 'unsafe-inline')
 * blocks; a stylesheet rule keyed on the backdrop's presence does the same without inline CSS.
 */
export const scrollLock = style({});
globalStyle(`html:has(${scrollLock}), body:has(${scrollLock})`, { overflow: 'hidden' });

/**
 * The box: at most the screen's height. When its content is taller, the body scrolls and the
 * header, description and footer stay in view (`bodyScrolls`); on a screen under 30rem high (a
 * phone held sideways) the box scrolls as a whole, as it does without a DialogBody.
 */
export const content = style({
  // Portalled to the host's <body> (or a theme scope): the theme's font, colour, size, weight and
  // line height, `border-box` (its width and height include its padding), whatever the host's body
  // or Tailwind's preflight say. Its header, body and footer inherit them.
  ...blockText,
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  maxHeight: 'calc(100dvh - 2rem)',
  overflowY: 'auto',
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  padding: vars.space.lg,
  zIndex: 50,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});

/** One width per `size`, never wider than the screen: `size[size]`. */
export const size = styleVariants({
  sm: { width: 'min(28rem, calc(100vw - 1rem))' },
  md: { width: 'min(40rem, calc(100vw - 1rem))' },
  lg: { width: 'min(56rem, calc(100vw - 1rem))' },
});

/** Room for the focus ring (3px + 2px offset) of what touches the body's edges: not clipped. */
const ringRoom = '6px';

/**
 * The dialog's content, laid out as the box's children are (a column, the same gap). While the
 * dialog fits the screen it is not a scroll container, so the dialog is drawn exactly as before
 * the parts existed (a scroll container snaps what it holds to whole pixels).
 */
export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/**
 * Added by DialogBody when the dialog would be taller than the screen (except on a short screen,
 * where the whole dialog scrolls): the body shrinks and scrolls, the header and footer stay in
 * view. The negative margin and the padding give the focus ring room inside the scroll container
 * with nothing moving, and the scroll padding keeps a focused element clear of its edges when it
 * is scrolled into view. The footer is outside it: it never covers the focus (WCAG 2.4.11).
 */
export const bodyScrolls = style({
  '@media': {
    [`screen and (min-height: 30rem)`]: {
      minHeight: 0,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
      margin: `calc(-1 * ${ringRoom})`,
      padding: ringRoom,
      scrollPaddingBlock: vars.space.sm,
    },
  },
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** An <h2>: a host's `h2` rule (Georgia, red, weight 400, uppercase) or Tailwind's preflight does not reach it. */
export const title = style({ ...headingText, fontSize: vars.fontSize.xl });

/** A <p>: the dialog's text, not the host's `p` rule (size, line height, colour, margin). */
export const description = style({ ...inheritedText, margin: 0, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
