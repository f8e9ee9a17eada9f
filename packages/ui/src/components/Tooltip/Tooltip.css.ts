import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { blockRoot } from '../../theme/patterns.css';

export const content = style({
  // Portalled to the host's <body> (or a theme scope): its own font, size, weight, line height and
  // `border-box` (at most 16rem wide with its padding), whatever the host's body says.
  ...blockRoot,
  background: vars.color.text,
  color: vars.color.background,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.fontSize.sm,
  fontWeight: 400,
  fontStyle: 'normal',
  maxWidth: '16rem',
  zIndex: 60,
  boxShadow: vars.shadow.overlay,
});

// A block (Radix draws it so), aligned as browsers align it, whatever Tailwind's preflight says of `svg`.
export const arrow = style({ fill: vars.color.text, display: 'block', verticalAlign: 'baseline' });
