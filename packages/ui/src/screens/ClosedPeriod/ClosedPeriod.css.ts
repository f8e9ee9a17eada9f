import { style } from '@vanilla-extract/css';

export const lead = style({ margin: 0, fontSize: '1.125rem' });

export const datesNote = style({ margin: 0, display: 'flex', gap: '0.5rem', alignItems: 'flex-start' });
