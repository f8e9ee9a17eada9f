import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const link = style({
  color: vars.color.info,
  textDecoration: 'underline',
  textUnderlineOffset: '0.15em',
  fontWeight: 500,
  ':hover': { textDecorationThickness: '2px' },
});
