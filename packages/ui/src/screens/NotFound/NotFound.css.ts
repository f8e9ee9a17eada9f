import { style } from '@vanilla-extract/css';

export const code = style({ margin: 0, fontSize: '1.25rem' });
