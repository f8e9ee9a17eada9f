import { style } from '@vanilla-extract/css';
import { inheritedText } from '@admission/ui/css';

export const code = style({ ...inheritedText, margin: 0, fontSize: '1.25rem' });
