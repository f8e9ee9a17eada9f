import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const summary = style({
  border: `3px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  ':focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const title = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const list = style({ margin: `${vars.space.sm} 0 0`, paddingInlineStart: vars.space.lg });

export const item = style({ color: vars.color.danger, fontWeight: 600 });

export const itemLink = style({ color: vars.color.danger, fontWeight: 600, textDecoration: 'underline' });
