import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// A link in running text: the theme's font and link colour, the size and line height of the text
// around it. A host's `a { color; font-weight; text-decoration }` does not reach it.
export const link = style({
  fontFamily: vars.font.body,
  letterSpacing: 'normal',
  textTransform: 'none',
  color: vars.color.info,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  fontWeight: 500,
  ':hover': { textDecorationThickness: '2px' },
});
