import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockText, headingText, inheritedText } from '../../theme/patterns.css';

export const summary = style({
  ...blockText,
  border: `3px solid ${vars.color.danger}`,
  borderRadius: vars.radius.md,
  padding: vars.space.md,
  background: vars.color.surface,
  color: vars.color.text,
  ':focus-visible': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
  ':focus': { outline: `3px solid ${vars.color.focus}`, outlineOffset: '2px' },
});

export const title = style({ ...headingText, fontSize: vars.fontSize.lg });

// Bullets declared: a host's `ul` rule or Tailwind's preflight (`list-style: none`) does not take them away.
export const list = style({
  margin: `${vars.space.sm} 0 0`,
  paddingInlineStart: vars.space.lg,
  listStyleType: 'disc',
});

export const item = style({ ...inheritedText, color: vars.color.danger, fontWeight: 600 });

export const itemLink = style({
  ...inheritedText,
  color: vars.color.danger,
  fontWeight: 600,
  textDecoration: 'underline',
});
