import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { headingText, inheritedText } from '../../theme/patterns.css';

export const title = style({ ...headingText, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });
export const back = style({ ...inheritedText, margin: 0 });
