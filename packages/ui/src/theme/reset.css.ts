import { globalStyle } from '@vanilla-extract/css';
import { vars } from './vars.css';

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
// The theme class sits on <html> (portal and Storybook): every page, and whatever a portal renders
// outside a screen's own wrapper, gets the theme's background, text colour and font.
globalStyle('body', {
  margin: 0,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});
globalStyle('html', { WebkitTextSizeAdjust: '100%' });
globalStyle('img, svg', { display: 'block', maxWidth: '100%' });
globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });
globalStyle(':focus-visible', { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' });
