import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const overlay = style({ position: 'fixed', inset: 0, background: 'rgba(0, 0, 0, 0.55)', zIndex: 40 });

/**
 * The page behind an open dialog does not scroll. Radix's Overlay would lock it with
 * react-remove-scroll, which injects a <style> element the production CSP (no 'unsafe-inline')
 * blocks; a stylesheet rule keyed on the backdrop's presence does the same without inline CSS.
 */
export const scrollLock = style({});
globalStyle(`html:has(${scrollLock}), body:has(${scrollLock})`, { overflow: 'hidden' });

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: 'min(40rem, calc(100vw - 1rem))',
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
  fontFamily: vars.font.body,
  '@media': { 'screen and (max-width: 480px)': { padding: vars.space.md } },
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

export const title = style({ margin: 0, fontSize: vars.fontSize.xl });

export const description = style({ margin: 0, color: vars.color.textMuted });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'flex-end',
});
