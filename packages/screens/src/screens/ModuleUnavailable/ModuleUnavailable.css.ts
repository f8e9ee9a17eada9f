import { style } from '@vanilla-extract/css';
import { vars, headingText, inheritedText } from '@admission/ui/css';

export const title = style({ ...headingText, fontSize: vars.fontSize.xxl, lineHeight: 1.2 });
export const back = style({ ...inheritedText, margin: 0 });
