import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** A bordered row of a list (a document, a choice, a speciality): content left, actions right, wrapping. */
export const borderedRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});
