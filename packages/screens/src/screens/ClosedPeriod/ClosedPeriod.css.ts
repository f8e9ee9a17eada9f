import { style } from '@vanilla-extract/css';
import { inheritedText } from '@admission/ui/css';

export const lead = style({ ...inheritedText, margin: 0, fontSize: '1.125rem' });

export const datesNote = style({
  ...inheritedText,
  margin: 0,
  display: 'flex',
  gap: '0.5rem',
  alignItems: 'flex-start',
});

/** The second paragraph of the important-information alert: what stays open. */
export const stillOpen = style({ ...inheritedText, margin: '0.5rem 0 0' });
