import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const title = style({ margin: 0, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });
export const back = style({ margin: 0 });
